import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as styles from './Modal.css.ts';

export interface ModalProps {
  /** Shown or hidden; the modal is controlled (spec §4: shown and hidden by toggle). */
  open: boolean;
  /**
   * Called when the dialog asks to change state. Escape and clicks outside never ask (static
   * backdrop); Radix's own close parts would.
   */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The heading, already translated; it names the dialog. */
  title: string;
  /** A first paragraph that describes the dialog to screen readers when it opens. */
  description?: ReactNode;
  /** Anything else in the body. */
  children?: ReactNode;
  /** The buttons, in a row at the foot; at least one of them closes the modal. */
  actions: ReactNode;
  /** `alertdialog` for a message that interrupts (an alert, a timeout warning); `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog' | undefined;
  /** Where the modal is rendered; document.body by default (a story passes its own root). */
  container?: HTMLElement | null | undefined;
  /**
   * Called as the modal closes. Radix then gives focus to a Dialog trigger, which this modal has
   * not, so focus may fall to the page: `preventDefault()` and move it where it belongs (the
   * button that opened the modal, or what replaces it when that is gone).
   */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/**
 * A modal dialog on Radix Dialog: focus is trapped and returns to where it was on close. Spec §4:
 * a static backdrop and no keyboard close — neither a click outside nor Escape closes it, only
 * its own buttons, so a claimant cannot dismiss a warning by accident.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  actions,
  role = 'dialog',
  container,
  onCloseAutoFocus,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          role={role}
          onCloseAutoFocus={onCloseAutoFocus}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? <Dialog.Description className={styles.description}>{description}</Dialog.Description> : null}
          {children}
          <div className={styles.actions}>{actions}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
