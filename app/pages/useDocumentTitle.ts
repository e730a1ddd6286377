import { useEffect } from 'react';
import { useText } from '../i18n/useText.ts';

/** Sets document.title to the page's title and the administrator's name, so each page has its own tab title. */
export function useDocumentTitle(pageTitle: string): void {
  const t = useText();
  const site = t('LocKey_Shared_ClaimsAdminTitle');
  useEffect(() => {
    document.title = `${pageTitle} – ${site}`;
  }, [pageTitle, site]);
}
