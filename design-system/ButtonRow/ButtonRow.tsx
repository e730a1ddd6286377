import type { ReactNode } from 'react';
import * as styles from './ButtonRow.css.ts';

export interface ButtonRowProps {
  /** The buttons, back first, the primary action last. */
  children: ReactNode;
}

/** The actions at the foot of a step: back on the left, the primary action on the right. */
export function ButtonRow({ children }: ButtonRowProps) {
  return <div className={styles.row}>{children}</div>;
}
