import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface AlertModalProps {
  /** Shown or hidden. */
  open: boolean;
  /** The heading, already translated; 'Alert' by default (spec §8). */
  title?: string | undefined;
  /** The message, already translated. */
  message: ReactNode;
  /** The text of the button, already translated; 'OK' by default. */
  okLabel?: string | undefined;
  /** Called when the claimant presses OK; the caller hides the modal (spec §4: cleared on OK). */
  onOk: () => void;
  /**
   * The text of a second button that declines, already translated: given with `onCancel`, the
   * alert asks for a confirmation (e.g. before deleting), OK being the action it confirms.
   */
  cancelLabel?: string | undefined;
  /** Called when the claimant presses the second button; the caller hides the modal. */
  onCancel?: (() => void) | undefined;
  /** As the modal closes (Modal's): `preventDefault()` keeps focus from going back where it was. */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /** Where the modal is rendered; document.body by default. */
  container?: HTMLElement | null | undefined;
}

/**
 * A message that needs acknowledging, with one OK button (spec §8: generic alert modal), or a
 * question to confirm, with OK and a button that declines.
 */
export function AlertModal({
  open,
  title = 'Alert',
  message,
  okLabel = 'OK',
  onOk,
  cancelLabel,
  onCancel,
  onCloseAutoFocus,
  container,
}: AlertModalProps) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      description={message}
      container={container}
      onCloseAutoFocus={onCloseAutoFocus}
      actions={
        <>
          <Button label={okLabel} variant="primary" onClick={onOk} />
          {cancelLabel && onCancel ? <Button label={cancelLabel} variant="outlinePrimary" onClick={onCancel} /> : null}
        </>
      }
    />
  );
}
