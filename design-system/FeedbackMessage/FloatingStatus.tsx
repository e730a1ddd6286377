import type { ReactNode } from 'react';
import * as styles from './FeedbackMessage.css.ts';

export interface FloatingStatusProps {
  /** The message while there is one (a FeedbackMessage), else nothing. */
  children?: ReactNode;
}

/**
 * A polite live region whose message floats over the top of the screen, out of the page's flow: it
 * comes and goes without moving what is under the claimant's thumb (layout shift), and lets taps
 * through to the page under it. The region is always in the page, so screen readers announce a
 * message when it appears.
 */
export function FloatingStatus({ children }: FloatingStatusProps) {
  return (
    <div role="status" className={styles.floating}>
      {children}
    </div>
  );
}
