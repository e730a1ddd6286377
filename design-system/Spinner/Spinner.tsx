import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Spinner.css.ts';

export interface SpinnerProps {
  /** What is loading, already translated; read by screen readers, e.g. "Loading". */
  label: string;
}

/** The loading indicator (spec §2: the loading fallback is a spinner). */
export function Spinner({ label }: SpinnerProps) {
  return (
    <div className={styles.wrapper} role="status">
      <div className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
