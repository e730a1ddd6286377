import type { ReactNode } from 'react';
import * as styles from './PageChrome.css.ts';

/** The id of the main region, the skip link's target. */
export const mainContentId = 'main-content';

export interface PageChromeProps {
  /** The skip link's text, already translated ("Skip to main content"). */
  skipLinkText: string;
  /** The page header, usually a Header. */
  header: ReactNode;
  /** The optional banner under the header (spec §2), usually a Banner. */
  banner?: ReactNode;
  /** The page footer, usually a Footer. */
  footer: ReactNode;
  /** The page's own content. */
  children: ReactNode;
  /**
   * Names the kind of page shown. A new one starts the main region afresh: a page whose chrome
   * above it differs (a banner only the start page has) is drawn as a new page, as a browser draws
   * the next page of a site, not as the old one moved up or down (a layout shift).
   */
  pageKey?: string | undefined;
}

/** The frame of every page: skip link, header, optional banner, main region and footer. */
export function PageChrome({ skipLinkText, header, banner, footer, children, pageKey }: PageChromeProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${mainContentId}`}>
        {skipLinkText}
      </a>
      {header}
      {banner}
      <main key={pageKey} id={mainContentId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
