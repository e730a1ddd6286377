import type { SettlementResponse } from '../api/contract.ts';

type SitePageKey = keyof NonNullable<SettlementResponse['sitePages']>;

/** The address of each site page a settlement may configure (spec §2 site links). */
export const sitePagePaths = {
  keyDates: '/dates',
  documents: '/documents',
  faq: '/faq',
  contact: '/contact',
  privacy: '/privacy',
  changeOfAddress: '/coa',
} as const satisfies Record<SitePageKey, string>;

/** The pages every settlement has: spec §2's fallback pages. */
export const fallbackPagePaths = ['/page-not-found', '/error', '/session-expired', '/deadline'] as const;

/** Where the Lookup form is also reached from the settlement website (spec §2). */
export const claimStatusPath = '/claim/status';

/** A path as the client's router compares it: case-insensitive, a trailing slash ignored. */
function routerFormOf(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * Every address the client shows a page at (app/Boot.tsx's routes): the steps of each offered form
 * (Standard's first at /standard too), the site pages the settlement configures, /claim/status when
 * it offers Lookup, and the fallback pages.
 */
export function pagePathsOf(settlement: Pick<SettlementResponse, 'forms' | 'sitePages'>): ReadonlySet<string> {
  const steps = settlement.forms.flatMap(({ steps }) => steps.map((step) => step.path));
  const sitePages = Object.entries(sitePagePaths)
    .filter(([key]) => settlement.sitePages?.[key as SitePageKey])
    .map(([, path]) => path);
  const offered = (formType: string) => settlement.forms.some((form) => form.formType === formType);
  return new Set(
    [
      ...steps,
      ...(offered('Standard') ? ['/standard'] : []),
      ...sitePages,
      ...(offered('Lookup') ? [claimStatusPath] : []),
      ...fallbackPagePaths,
    ].map(routerFormOf),
  );
}

type Form = SettlementResponse['forms'][number];

/**
 * The form step the client shows at `path` (compared as its router does), with its form; null at
 * a site page, a fallback page, or no page. Standard's first step is also at /standard
 * (/claim/status is a redirect to Lookup's).
 */
export function stepAtPath(
  settlement: Pick<SettlementResponse, 'forms'>,
  path: string,
): { form: Form; step: Form['steps'][number] } | null {
  const wanted = routerFormOf(path);
  for (const form of settlement.forms) {
    const step =
      form.formType === 'Standard' && wanted === '/standard'
        ? form.steps[0]
        : form.steps.find((candidate) => routerFormOf(candidate.path) === wanted);
    if (step) return { form, step };
  }
  return null;
}

/**
 * Whether the client has a page at `path`: one of `pagePaths`, or one behind an enabled culture's
 * segment (/es/faq, which the client turns into /faq?culture=es).
 */
export function isPagePath(path: string, pagePaths: ReadonlySet<string>, enabledCultures: readonly string[]): boolean {
  const form = routerFormOf(path);
  if (pagePaths.has(form)) return true;
  const [, first = '', ...rest] = form.split('/');
  return enabledCultures.includes(first) && pagePaths.has(routerFormOf(`/${rest.join('/')}`));
}
