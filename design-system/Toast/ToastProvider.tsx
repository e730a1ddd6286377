import {
  createContext,
  Suspense,
  useContext,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { lazyComponent } from '../lazyComponent.tsx';
import { toastHandle, type ToastHandle, type ToastOptions } from './toastHandle.ts';
import type { ShownToast } from './ToastRegion.tsx';

const ToastContext = createContext<ToastHandle | null>(null);

// Radix Toast is needed only once a toast shows, so it comes in a chunk of its own then (performance
// budgets): the page's first paint does not wait for it.
const ToastRegion = lazyComponent(async () => (await import('./ToastRegion.tsx')).ToastRegion);

/** The toast API over the provider's list of shown toasts. */
function toastMethodsOver(setToasts: Dispatch<SetStateAction<readonly ShownToast[]>>): ToastHandle {
  // Ids by count, not at random: the same calls give the same ids (tests, screenshots).
  let shownCount = 0;
  const show = (options: ToastOptions) => {
    shownCount += 1;
    const id = `toast-${shownCount}`;
    setToasts((shown) => [...shown, { ...options, id }]);
    return id;
  };
  return toastHandle({
    show,
    success: (title, message) => show({ title, message, variant: 'success' }),
    warning: (title, message) => show({ title, message, variant: 'warning' }),
    error: (title, message) => show({ title, message, variant: 'error' }),
    hide: (id) => setToasts((shown) => shown.filter((toast) => toast.id !== id)),
    hideAll: () => setToasts([]),
  });
}

export interface ToastProviderProps {
  children: ReactNode;
  /** The accessible name of each toast's close button, already translated, e.g. "Close". */
  closeLabel: string;
  /** The toast region's name for screen readers, "{hotkey}" standing for its shortcut: "Notifications ({hotkey})". */
  regionLabel?: string | undefined;
  /** Read before each toast as it is announced, e.g. "Notification" (not the region's name). */
  toastLabel?: string | undefined;
  /** Milliseconds before a toast hides itself; 5000 by default (spec §9: the saved message). */
  duration?: number | undefined;
}

/**
 * Holds the toasts the app shows and gives `useToast` its handle: show, success, warning, error,
 * hide, hideAll, and `call` by name (spec §4, §8). Put it once round the app.
 */
export function ToastProvider({
  children,
  closeLabel,
  regionLabel = 'Notifications ({hotkey})',
  toastLabel = 'Notification',
  duration = 5000,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<readonly ShownToast[]>([]);
  // One handle for the provider's life, so components that keep it never hold a stale one.
  const [handle] = useState(() => toastMethodsOver(setToasts));
  // The region comes with the first toast and stays, so pausing on hover and focus (spec §4) and
  // the F8 shortcut then work as they always have; before it there is nothing to pause or reach.
  const [regionShown, setRegionShown] = useState(false);
  if (toasts.length > 0 && !regionShown) setRegionShown(true);

  return (
    <ToastContext value={handle}>
      {children}
      {regionShown ? (
        // The page never waits for the region's chunk: the toast shows as soon as it is in.
        <Suspense fallback={null}>
          <ToastRegion
            toasts={toasts}
            duration={duration}
            regionLabel={regionLabel}
            toastLabel={toastLabel}
            closeLabel={closeLabel}
            onHide={handle.hide}
          />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}

/** The toast API of the nearest `ToastProvider`. */
export function useToast(): ToastHandle {
  const handle = useContext(ToastContext);
  if (!handle) throw new Error('useToast needs a ToastProvider round the component that calls it.');
  return handle;
}
