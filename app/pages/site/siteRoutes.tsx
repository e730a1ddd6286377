import { Suspense, type ReactNode } from 'react';
import { Spinner } from '#design-system/Spinner/Spinner.tsx';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { claimStatusPath, sitePagePaths } from '#pages-config/rules/pagePaths.ts';
import { matchesPath, type AppRoute } from '../../features/navigation/router.ts';
import { useText } from '../../i18n/useText.ts';
import { lazyComponent } from '../../lazyComponent.tsx';
import { Redirect } from '../Redirect.tsx';

// The settlement website's pages are not where a claimant starts, so they come in a chunk of their
// own when one is visited (performance budgets).
const KeyDatesPage = lazyComponent(async () => (await import('./sitePages.tsx')).KeyDatesPage);
const DocumentsPage = lazyComponent(async () => (await import('./sitePages.tsx')).DocumentsPage);
const FaqPage = lazyComponent(async () => (await import('./sitePages.tsx')).FaqPage);
const ContactPage = lazyComponent(async () => (await import('./sitePages.tsx')).ContactPage);
const TextSitePage = lazyComponent(async () => (await import('./sitePages.tsx')).TextSitePage);

/**
 * Brings in the site pages' chunk when `pathname` is a site page's, so a server-rendered one
 * hydrates whole (serverRendering/firstRender.ts): a part left waiting for its chunk is drawn anew
 * by the client if the store changes first (the texts fetched once the browser is idle), and
 * loses what the claimant did on it meanwhile (an FAQ answer opened).
 */
export async function preloadSitePageAt(pathname: string): Promise<void> {
  if (Object.values(sitePagePaths).some((path) => matchesPath(path, pathname))) await FaqPage.preload();
}

/** A site page, with the spinner (spec §2: the loading fallback) while its chunk loads. */
function SitePageLoading({ children }: { children: ReactNode }) {
  const t = useText();
  return <Suspense fallback={<Spinner label={t('LocKey_Shared_Loading')} />}>{children}</Suspense>;
}

/** The route of a site page at `path`, with its loading spinner. */
function sitePageRoute(path: string, page: ReactNode): AppRoute {
  return { path, element: <SitePageLoading>{page}</SitePageLoading> };
}

/**
 * The settlement website's pages at the base URL (spec §2 site links), at `sitePagePaths` (which the
 * server's page list shares): those the settlement configures; an unconfigured one falls through to not-found. /claim/status is the Lookup form.
 */
export function siteRoutes(settlement: SettlementResponse, localize: (path: string) => string): AppRoute[] {
  const pages = settlement.sitePages ?? {};
  const offersLookup = settlement.forms.some((form) => form.formType === 'Lookup');
  return [
    pages.keyDates
      ? sitePageRoute(sitePagePaths.keyDates, <KeyDatesPage page={pages.keyDates} caseName={settlement.case.name} />)
      : null,
    pages.documents ? sitePageRoute(sitePagePaths.documents, <DocumentsPage page={pages.documents} />) : null,
    pages.faq ? sitePageRoute(sitePagePaths.faq, <FaqPage page={pages.faq} />) : null,
    pages.contact
      ? sitePageRoute(
          sitePagePaths.contact,
          <ContactPage page={pages.contact} administrator={settlement.claimsAdministrator} />,
        )
      : null,
    pages.privacy ? sitePageRoute(sitePagePaths.privacy, <TextSitePage page={pages.privacy} />) : null,
    pages.changeOfAddress
      ? sitePageRoute(sitePagePaths.changeOfAddress, <TextSitePage page={pages.changeOfAddress} />)
      : null,
    offersLookup ? { path: claimStatusPath, element: <Redirect to={localize('/lookup')} /> } : null,
  ].filter((route) => route !== null);
}
