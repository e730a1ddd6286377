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
  /** Where the modal is rendered; document.body by default. */
  container?: HTMLElement | null | undefined;
}

/** A message that needs acknowledging, with one OK button (spec §8: generic alert modal). */
export function AlertModal({ open, title = 'Alert', message, okLabel = 'OK', onOk, container }: AlertModalProps) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      title={title}
      description={message}
      container={container}
      actions={<Button label={okLabel} variant="primary" onClick={onOk} />}
    />
  );
}
