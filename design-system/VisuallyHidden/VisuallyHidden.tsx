import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css.ts';

export interface VisuallyHiddenProps {
  /** Text for screen readers only. */
  children: ReactNode;
}

/** Text that screen readers announce but the screen does not show. */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className={visuallyHidden}>{children}</span>;
}
