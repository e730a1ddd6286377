import { useCallback } from 'react';
import { selectActiveCulture } from '../features/culture/cultureSlice.ts';
import { withCulture } from '../features/navigation/paths.ts';
import { selectSettlement } from '../features/settlement/settlementSelectors.ts';
import { useAppSelector } from '../store.ts';

/** Turns an app path into one that keeps the active language (see withCulture). */
export function useLocalizedPath(): (path: string) => string {
  const culture = useAppSelector(selectActiveCulture);
  const defaultCulture = useAppSelector((state) => selectSettlement(state)?.cultures.default ?? 'en');
  return useCallback((path: string) => withCulture(path, culture, defaultCulture), [culture, defaultCulture]);
}
