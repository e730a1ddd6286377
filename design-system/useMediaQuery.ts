import { useSyncExternalStore } from 'react';

/**
 * Whether a media query holds now, updated as it changes (a phone turned, a window resized).
 * False where the browser cannot tell (no `matchMedia`, as in a test's DOM).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
