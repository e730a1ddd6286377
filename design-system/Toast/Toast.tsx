import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Toast.css.ts';

export interface ToastProps {
  /** Shown or hidden; the toast is controlled. */
  open: boolean;
  /** Called with false when the toast hides itself or is closed. */
  onOpenChange: (open: boolean) => void;
  /** The bold first line, already translated. */
  title: string;
  /** More text, already translated. */
  message?: ReactNode;
  /** The accent: default, success or warning. */
  variant?: 'default' | 'success' | 'warning' | undefined;
  /** Milliseconds before it hides itself; 5000 by default (spec §9: the saved message). */
  duration?: number | undefined;
  /** The accessible name of the close button, already translated, e.g. "Close". */
  closeLabel: string;
  /** Where the toast region is announced from, for screen readers, e.g. "Notifications (F8)". */
  regionLabel?: string | undefined;
}

/**
 * A short notice in a corner, on Radix Toast (spec §4): it hides itself after `duration`, but the
 * timer pauses while the pointer is over it or focus is in it, and resumes on leave.
 */
export function Toast({
  open,
  onOpenChange,
  title,
  message,
  variant = 'default',
  duration = 5000,
  closeLabel,
  regionLabel = 'Notifications ({hotkey})',
}: ToastProps) {
  return (
    <RadixToast.Provider duration={duration} label={regionLabel}>
      <RadixToast.Root
        className={`${styles.toast} ${styles.variant[variant]}`}
        open={open}
        onOpenChange={onOpenChange}
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
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
