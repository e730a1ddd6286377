import { Icon } from '../Icon/Icon.tsx';
import { ClaimMenuButton } from './ClaimMenuButton.tsx';
import { linkParts } from './linkParts.tsx';
import * as styles from './SiteNavigation.css.ts';

/** One link of the site navigation, its text already translated. */
export interface SiteLink {
  label: string;
  href: string;
}

export interface SiteNavigationProps {
  /** The name of the navigation landmark, e.g. "Main menu". */
  label: string;
  /** The text of the button that shows the links on a small screen, e.g. "Menu". */
  toggleLabel: string;
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

/**
 * The site navigation under the header: the settlement website's pages and a menu of claim tasks
 * (a Radix dropdown menu, loaded when the claimant reaches for it). Links open in a new tab by
 * default, and say so to screen readers.
 *
 * On a small screen the links fold behind a "Menu" button, so the page's own heading is on the
 * first screen rather than three rows of links. The button is a native disclosure (<details>):
 * it works before the script is up and without it, and on a wide screen the links always show.
 */
export function SiteNavigation({
  label,
  toggleLabel,
  links,
  menu,
  openInNewTab = true,
  newTabHint,
}: SiteNavigationProps) {
  const { attributes, hint } = linkParts(openInNewTab, newTabHint);
  return (
    <nav className={styles.nav} aria-label={label}>
      <details className={styles.fold}>
        <summary className={`${styles.link} ${styles.toggle}`}>
          {toggleLabel}
          <span className={styles.chevron}>
            <Icon name="chevron-down" />
          </span>
        </summary>
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
            <ClaimMenuButton menu={menu} openInNewTab={openInNewTab} newTabHint={newTabHint} />
          </li>
        </ul>
      </details>
    </nav>
  );
}
