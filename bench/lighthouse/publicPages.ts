/**
 * The public pages the bench loads: every page a claimant can land on without signing in, as the
 * server renders them (server/plugins/app/pages.ts). Read from the settlement the server answers
 * with (GET /api/settlement), so a settlement with another form or site page is measured as it is:
 * the start page of each offered form, the site pages it configures, and spec §2's fallback pages.
 */
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { fallbackPagePaths, sitePagePaths } from '#pages-config/rules/pagePaths.ts';
import { formTypeSegments } from '#pages-config/schema/names.ts';

export type PublicPageKind = 'start page' | 'site page' | 'fallback page';

export interface PublicPage {
  /** The address loaded, with the query the page reads (the session-expired page's form). */
  path: string;
  kind: PublicPageKind;
}

/** The public pages of the settlement the server at `url` serves, in the order of the site. */
export async function publicPagesOf(url: string): Promise<PublicPage[]> {
  const response = await fetch(`${url}/api/settlement`);
  if (!response.ok) throw new Error(`GET /api/settlement answered ${response.status}`);
  const settlement = (await response.json()) as SettlementResponse;
  const startPages = settlement.forms.flatMap(({ steps }) => (steps[0] ? [steps[0].path] : []));
  const sitePages = Object.entries(sitePagePaths)
    .filter(([key]) => settlement.sitePages?.[key as keyof typeof sitePagePaths])
    .map(([, path]) => path);
  // The session-expired page reads the form to start again (spec §2); without it the page has
  // no form to offer, which no claimant is sent to.
  const firstForm = settlement.forms[0]?.formType;
  const fallbackPages = fallbackPagePaths.map((path) =>
    path === '/session-expired' && firstForm ? `${path}?form=${formTypeSegments[firstForm]}` : path,
  );
  return [
    ...startPages.map((path): PublicPage => ({ path, kind: 'start page' })),
    ...sitePages.map((path): PublicPage => ({ path, kind: 'site page' })),
    ...fallbackPages.map((path): PublicPage => ({ path, kind: 'fallback page' })),
  ];
}

/** A page's address without its query: what a `--pages` name and Lighthouse's final address are compared by. */
export function pathnameOf(path: string): string {
  return path.split('?')[0] ?? path;
}
