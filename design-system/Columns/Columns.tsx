import type { ReactNode } from 'react';
import * as styles from './Columns.css.ts';

export interface ColumnsProps {
  /** How many inputs the row is laid out for: 2 → halves, 3 → thirds, 1 → one at half width. */
  count: 1 | 2 | 3;
  /** The inputs, in order. */
  children: ReactNode;
}

/** Inputs side by side (spec §2 layout columns); stacked on narrow screens. */
export function Columns({ count, children }: ColumnsProps) {
  return (
    <div className={`${styles.columns} ${styles.count[count]}`} data-columns={count}>
      {children}
    </div>
  );
}
