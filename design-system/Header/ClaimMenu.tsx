import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../Icon/Icon.tsx';
import { linkParts } from './linkParts.tsx';
import type { SiteNavigationProps } from './SiteNavigation.tsx';
import * as styles from './SiteNavigation.css.ts';

export interface ClaimMenuProps extends Pick<SiteNavigationProps, 'menu' | 'newTabHint'> {
  openInNewTab: boolean;
  /** Open when it mounts: the claimant already asked for it on the button it replaces. */
  defaultOpen: boolean;
}

/**
 * The claim menu on a Radix dropdown menu: arrow keys, Escape and focus return come from it. In a
 * chunk of its own (performance budgets), loaded when the claimant points at or focuses its button
 * and shown when they first activate it.
 */
export function ClaimMenu({ menu, openInNewTab, newTabHint, defaultOpen }: ClaimMenuProps) {
  const { attributes, hint } = linkParts(openInNewTab, newTabHint);
  return (
    // Not modal: the rest of the page stays readable and nothing focusable is hidden from it.
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={`${styles.link} ${styles.menuButton}`}>
        {menu.label}
        <span className={styles.chevron}>
          <Icon name="chevron-down" />
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={4} collisionPadding={8}>
          {menu.links.map((link) => (
            <DropdownMenu.Item key={link.label} asChild className={styles.menuItem}>
              <a href={link.href} {...attributes}>
                {link.label}
                {hint}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
