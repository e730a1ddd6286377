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
}

/** The frame of every page: skip link, header, optional banner, main region and footer. */
export function PageChrome({ skipLinkText, header, banner, footer, children }: PageChromeProps) {
  return (
    <div className={styles.page}>
      <a className={styles.skipLink} href={`#${mainContentId}`}>
        {skipLinkText}
      </a>
      {header}
      {banner}
      <main id={mainContentId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
