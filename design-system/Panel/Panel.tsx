import type { ReactNode } from 'react';
import * as styles from './Panel.css.ts';

export interface PanelProps {
  /** The heading of the panel, already translated. */
  title: string;
  /** The heading level; h2 unless the page's outline needs another. */
  headingTag?: 'h2' | 'h3';
  /** The prominent content, e.g. a reference code. */
  children: ReactNode;
}

/** A prominent box for the one thing a page is about, e.g. the reference code on the confirmation page. */
export function Panel({ title, headingTag: HeadingTag = 'h2', children }: PanelProps) {
  return (
    <div className={styles.panel}>
      <HeadingTag className={styles.title}>{title}</HeadingTag>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
