import { useEffect } from 'react';
import { useText } from '../i18n/useText.ts';
import { useServerPage } from '../serverRendering/ServerPage.ts';

/**
 * Sets document.title to the page's title and the administrator's name, so each page has its own
 * tab title; on the server, the title the page's head is written with.
 */
export function useDocumentTitle(pageTitle: string): void {
  const t = useText();
  const site = t('LocKey_Shared_ClaimsAdminTitle');
  const serverPage = useServerPage();
  if (import.meta.env.SSR && serverPage) serverPage.title = `${pageTitle} – ${site}`;
  useEffect(() => {
    document.title = `${pageTitle} – ${site}`;
  }, [pageTitle, site]);
}
