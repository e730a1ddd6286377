import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import type { ToastVariant } from './toastHandle.ts';
import * as styles from './Toast.css.ts';

export type { ToastVariant };

export interface ToastCardProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message?: ReactNode;
  variant?: ToastVariant | undefined;
  /** Milliseconds before it hides itself; the provider's duration unless given. */
  duration?: number | undefined;
  closeLabel: string;
}

/**
 * One toast, inside a Radix toast provider. Radix pauses its timer while the pointer is over the
 * viewport or focus is in it, and resumes it on leave (spec §4). Warnings and errors interrupt a
 * screen reader; other toasts wait until it has finished speaking.
 */
export function ToastCard({
  open,
  onOpenChange,
  title,
  message,
  variant = 'default',
  duration,
  closeLabel,
}: ToastCardProps) {
  return (
    <RadixToast.Root
      className={`${styles.toast} ${styles.variant[variant]}`}
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      type={variant === 'warning' || variant === 'error' ? 'foreground' : 'background'}
      data-variant={variant}
    >
      <div className={styles.body}>
        <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
        {message ? <RadixToast.Description>{message}</RadixToast.Description> : null}
      </div>
      <RadixToast.Close className={styles.close} aria-label={closeLabel}>
        <Icon name="close" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}

/** The corner where toasts appear. */
/** The corner toasts appear in; `label` names it for screen readers, its {hotkey} filled by Radix (F8). */
export function ToastViewport({ label }: { label?: string | undefined }) {
  return <RadixToast.Viewport className={styles.viewport} label={label} />;
}

export interface ToastProps {
  /** Shown or hidden; the toast is controlled. */
  open: boolean;
  /** Called with false when the toast hides itself or is closed. */
  onOpenChange: (open: boolean) => void;
  /** The bold first line, already translated. */
  title: string;
  /** More text, already translated. */
  message?: ReactNode;
  /** The accent: default, success, warning or error. */
  variant?: ToastVariant | undefined;
  /** Milliseconds before it hides itself; 5000 by default (spec §9: the saved message). */
  duration?: number | undefined;
  /** The accessible name of the close button, already translated, e.g. "Close". */
  closeLabel: string;
  /** The toast region's name for screen readers, "{hotkey}" standing for its shortcut: "Notifications ({hotkey})". */
  regionLabel?: string | undefined;
  /** Read before each toast as it is announced, e.g. "Notification". */
  toastLabel?: string | undefined;
}

/**
 * A single controlled toast with its own provider and viewport (spec §4): it hides itself after
 * `duration`, but the timer pauses while the pointer is over it or focus is in it, and resumes on
 * leave. For toasts shown from anywhere in the app, use `ToastProvider` and `useToast`.
 */
export function Toast({
  duration = 5000,
  regionLabel = 'Notifications ({hotkey})',
  toastLabel = 'Notification',
  ...card
}: ToastProps) {
  return (
    <RadixToast.Provider duration={duration} label={toastLabel}>
      <ToastCard {...card} />
      <ToastViewport label={regionLabel} />
    </RadixToast.Provider>
  );
}
