import type { ReactNode } from 'react';
import * as styles from './ButtonRow.css.ts';

export interface ButtonRowProps {
  /** The buttons, the primary action first (Next, then Back in the link look). */
  children: ReactNode;
}

/**
 * The actions at the foot of a step: the primary action first, full width on a phone, and the
 * quieter ones after it (GOV.UK's button group).
 */
export function ButtonRow({ children }: ButtonRowProps) {
  return <div className={styles.row}>{children}</div>;
}
