import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon.tsx';
import * as styles from './FeedbackMessage.css.ts';

/** The kind of message (spec §2: default, success, warning). */
export type FeedbackVariant = keyof typeof styles.variant;

const iconOf: Record<FeedbackVariant, IconName> = {
  default: 'info-circle',
  success: 'check',
  warning: 'info-circle',
};

export interface FeedbackMessageProps {
  /** default, success or warning. */
  variant?: FeedbackVariant | undefined;
  /** A bold first line, already translated. */
  title?: string | undefined;
  /** The message, already translated. */
  children: ReactNode;
  /**
   * Announce the message when it appears (a live region): `polite` for news such as "Saved",
   * `assertive` for a warning that needs attention now. Off for messages present on page load.
   */
  announce?: 'polite' | 'assertive' | undefined;
}

/** A boxed message with an icon, in the colour of its kind. */
export function FeedbackMessage({ variant = 'default', title, children, announce }: FeedbackMessageProps) {
  const role = announce === 'assertive' ? 'alert' : announce === 'polite' ? 'status' : undefined;
  return (
    <div className={`${styles.message} ${styles.variant[variant]}`} role={role} data-variant={variant}>
      <span className={styles.icon}>
        <Icon name={iconOf[variant]} />
      </span>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  );
}
