import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import * as styles from './SessionTimeoutModal.css.ts';

/** Seconds as mm:ss, e.g. 59 → 00:59, 125 → 02:05; never below 00:00. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

export interface SessionTimeoutModalProps {
  /** Shown or hidden. */
  open: boolean;
  /** Seconds left before the session ends; the caller ticks it every second (spec §4). */
  secondsRemaining: number;
  /** The heading, already translated. */
  title: string;
  /** The text before the countdown, already translated, e.g. "Your session will end in". */
  message: string;
  /** The text of the button, already translated, e.g. "Continue". */
  continueLabel: string;
  /** Called when the claimant chooses to continue; the caller resets the expiry. */
  onContinue: () => void;
  /** Where the modal is rendered; document.body by default. */
  container?: HTMLElement | null | undefined;
}

/**
 * The warning within the last minute of a session (spec §4): a countdown mm:ss and a Continue
 * button. The countdown is a timer region, which screen readers do not read out every second.
 */
export function SessionTimeoutModal({
  open,
  secondsRemaining,
  title,
  message,
  continueLabel,
  onContinue,
  container,
}: SessionTimeoutModalProps) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      description={message}
      container={container}
      actions={<Button label={continueLabel} variant="primary" onClick={onContinue} />}
    >
      <p className={styles.countdown} role="timer" aria-atomic="true">
        {formatCountdown(secondsRemaining)}
      </p>
    </Modal>
  );
}
