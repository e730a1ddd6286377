import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './SiteNavigation.css.ts';

/** One link of the site navigation, its text already translated. */
export interface SiteLink {
  label: string;
  href: string;
}

export interface SiteNavigationProps {
  /** The name of the navigation landmark, e.g. "Main menu". */
  label: string;
  /** The links of the bar, in order (spec §1: Home, Key Dates, Important Documents, …). */
  links: readonly SiteLink[];
  /** The claim menu (spec §1: Check Claim Status, Upload Documents, Change My Address). */
  menu: {
    /** The text of the button that opens the menu. */
    label: string;
    links: readonly SiteLink[];
    /** Open when first shown; for stories and screenshots of the open menu. */
    defaultOpen?: boolean | undefined;
  };
  /** Whether the links open in a new tab; true by default (spec §1). */
  openInNewTab?: boolean | undefined;
  /** Read after each link that opens in a new tab, e.g. "(opens in a new tab)". */
  newTabHint: string;
}

/** The attributes of a link that may open in a new tab, and its hidden hint. */
function linkParts(openInNewTab: boolean, newTabHint: string) {
  return {
    attributes: openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {},
    // The space sits outside the span: some name computations trim a span's leading space.
    hint: openInNewTab ? (
      <>
        {' '}
        <VisuallyHidden>{newTabHint}</VisuallyHidden>
      </>
    ) : null,
  };
}

/**
 * The site navigation under the header: the settlement website's pages and a menu of claim tasks
 * (a Radix dropdown menu: arrow keys, Escape and focus return come from it). Links open in a new
 * tab by default, and say so to screen readers.
 */
export function SiteNavigation({ label, links, menu, openInNewTab = true, newTabHint }: SiteNavigationProps) {
  const { attributes, hint } = linkParts(openInNewTab, newTabHint);
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.label} className={styles.item}>
            <a className={styles.link} href={link.href} {...attributes}>
              {link.label}
              {hint}
            </a>
          </li>
        ))}
        <li className={styles.item}>
          {/* Not modal: the rest of the page stays readable and nothing focusable is hidden from it. */}
          <DropdownMenu.Root modal={false} defaultOpen={menu.defaultOpen}>
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
        </li>
      </ul>
    </nav>
  );
}
