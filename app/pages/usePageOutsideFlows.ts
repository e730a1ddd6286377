import { useEffect } from 'react';
import { navigationCleared } from '../features/navigation/navigationSlice.ts';
import { useText } from '../i18n/useText.ts';
import { useAppDispatch } from '../store.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';

/**
 * For a page outside every flow (fallback and site pages): its tab title, and the flow's position
 * cleared (spec §2). Returns the translated title for its h1.
 */
export function usePageOutsideFlows(titleKey: string): string {
  const t = useText();
  const dispatch = useAppDispatch();
  const title = t(titleKey);
  useDocumentTitle(title);
  useEffect(() => {
    dispatch(navigationCleared());
  }, [dispatch]);
  return title;
}
