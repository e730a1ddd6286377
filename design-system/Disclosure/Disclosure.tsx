import type { ReactNode } from 'react';
import * as styles from './Disclosure.css.ts';

export interface DisclosureProps {
  /** The always-visible summary, already translated (e.g. a question). */
  summary: string;
  /** What opens beneath it (e.g. the answer's paragraphs). */
  children: ReactNode;
  /** Open at first; closed by default. */
  defaultOpen?: boolean | undefined;
}

/**
 * A summary that shows or hides its details, as used for FAQ answers. Built on <details>: the
 * browser gives it keyboard operation, its expanded state for screen readers, and find-in-page
 * opening a closed answer, with no script.
 */
export function Disclosure({ summary, children, defaultOpen = false }: DisclosureProps) {
  return (
    <details className={styles.disclosure} open={defaultOpen}>
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.details}>{children}</div>
    </details>
  );
}
