import { startTransition, Suspense, useState, type KeyboardEvent } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { lazyComponent } from '../lazyComponent.tsx';
import { linkParts } from './linkParts.tsx';
import type { SiteNavigationProps } from './SiteNavigation.tsx';
import * as styles from './SiteNavigation.css.ts';

// The dropdown menu (Radix menu, popper, floating-ui) is needed only once the claimant reaches for
// it, so it stays out of the entry (performance budgets).
const ClaimMenu = lazyComponent(async () => (await import('./ClaimMenu.tsx')).ClaimMenu);

const preloadClaimMenu = () => {
  ClaimMenu.preload().catch(() => {});
};

interface MenuButtonPlaceholderProps {
  label: string;
  /** The claimant activates the button: the menu should open, as soon as its chunk is in. */
  onOpen: () => void;
}

/**
 * The menu's button as the claimant first sees it, until it is first activated. Pointing at or
 * focusing it starts loading the menu's chunk, so the menu opens at once.
 */
function MenuButtonPlaceholder({ label, onOpen }: MenuButtonPlaceholderProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Arrow down opens a menu button's menu (WAI-ARIA menu button); Enter and Space are clicks.
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpen();
  };
  return (
    <button
      type="button"
      className={`${styles.link} ${styles.menuButton}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={preloadClaimMenu}
      onFocus={preloadClaimMenu}
      onClick={onOpen}
      onKeyDown={handleKeyDown}
    >
      {label}
      <span className={styles.chevron}>
        <Icon name="chevron-down" />
      </span>
    </button>
  );
}

export type ClaimMenuButtonProps = Pick<SiteNavigationProps, 'menu' | 'newTabHint'> & { openInNewTab: boolean };

/**
 * The claim menu's button: a plain button until the claimant first activates it, then the Radix
 * dropdown menu from its own chunk, opened. The open menu takes focus, and gives it back to its
 * trigger when it closes, as Radix does.
 */
export function ClaimMenuButton({ menu, openInNewTab, newTabHint }: ClaimMenuButtonProps) {
  const [activated, setActivated] = useState(menu.defaultOpen ?? false);
  // In a transition React keeps the plain button on screen until the chunk is in, not a fallback.
  const open = () => startTransition(() => setActivated(true));
  const placeholder = <MenuButtonPlaceholder label={menu.label} onOpen={open} />;
  const { attributes, hint } = linkParts(openInNewTab, newTabHint);
  return (
    <>
      <Suspense fallback={placeholder}>
        {activated ? (
          <ClaimMenu menu={menu} openInNewTab={openInNewTab} newTabHint={newTabHint} defaultOpen />
        ) : (
          placeholder
        )}
      </Suspense>
      {/* Without JavaScript the button opens nothing: its links are listed under it instead (in
          the server's page only: a browser running script never shows what <noscript> holds). */}
      <noscript>
        {import.meta.env.SSR ? (
          <ul className={styles.menuWithoutScript}>
            {menu.links.map((link) => (
              <li key={link.label}>
                <a className={styles.menuItem} href={link.href} {...attributes}>
                  {link.label}
                  {hint}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </noscript>
    </>
  );
}
