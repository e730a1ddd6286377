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
  /** Where the toast region is announced from, for screen readers, e.g. "Notifications (F8)". */
  regionLabel: string;
  /** The accessible name of each toast's close button. */
  closeLabel: string;
  /** Called with a toast's id when it hides itself or is closed. */
  onHide: (id: string) => void;
}

/** The toasts on Radix Toast, and the corner they appear in. */
export function ToastRegion({ toasts, duration, regionLabel, closeLabel, onHide }: ToastRegionProps) {
  return (
    <RadixToast.Provider duration={duration} label={regionLabel}>
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
      <ToastViewport />
    </RadixToast.Provider>
  );
}
