import * as RadixToast from '@radix-ui/react-toast';
import { ToastCard, ToastViewport } from './Toast.tsx';
import type { ToastOptions } from './toastHandle.ts';

/** A toast the provider shows, with the id its handle gave it. */
export interface ShownToast extends ToastOptions {
  id: string;
}

export interface ToastRegionProps {
  toasts: readonly ShownToast[];
  /** Milliseconds before a toast hides itself, unless it has its own. */
  duration: number;
  /** The toast region's name for screen readers, "{hotkey}" standing for its shortcut (F8). */
  regionLabel: string;
  /** Read before each toast as it is announced, e.g. "Notification". */
  toastLabel: string;
  /** The accessible name of each toast's close button. */
  closeLabel: string;
  /** Called with a toast's id when it hides itself or is closed. */
  onHide: (id: string) => void;
}

/** The toasts on Radix Toast, and the corner they appear in. */
export function ToastRegion({ toasts, duration, regionLabel, toastLabel, closeLabel, onHide }: ToastRegionProps) {
  return (
    <RadixToast.Provider duration={duration} label={toastLabel}>
      {toasts.map(({ id, ...toast }) => (
        <ToastCard
          key={id}
          {...toast}
          open
          onOpenChange={(open) => {
            if (!open) onHide(id);
          }}
          closeLabel={closeLabel}
        />
      ))}
      <ToastViewport label={regionLabel} />
    </RadixToast.Provider>
  );
}
