/** Where the culture of a page can come from, in the order spec §4 tries them. */
export interface CultureSources {
  /** The `culture` query parameter, if any. */
  query: string | null;
  /** The culture named by the page address (its first path segment, e.g. /es/faq), if any. */
  address: string | null;
  /** The culture in use, once one was chosen. */
  active: string | null;
  /** The settlement's default culture (en in the demo). */
  defaultCulture: string;
  /** The culture codes the settlement enables. */
  enabled: readonly string[];
}

/**
 * Spec §4: the culture comes from the query parameter, then the page address parameter, then the
 * one in use, then the default, each taken only if it is an enabled culture.
 */
export function chooseCulture({ query, address, active, defaultCulture, enabled }: CultureSources): string {
  const candidates = [query, address, active, defaultCulture];
  return (
    candidates.find((culture): culture is string => culture !== null && enabled.includes(culture)) ?? defaultCulture
  );
}

/** The first segment of a path (`es` of /es/faq), or null for /. */
export function firstSegmentOf(pathname: string): string | null {
  return pathname.split('/')[1] || null;
}

/**
 * Where an address that names a culture in its first segment leads (/es/faq): the same page
 * without that segment, with the chosen culture as the query, which still wins over the address
 * (spec §4). Null when the first segment is not an enabled culture.
 */
export function addressWithoutCulture(
  pathname: string,
  search: string,
  settlement: Pick<CultureSources, 'defaultCulture' | 'enabled'>,
): string | null {
  const [, segment = '', ...rest] = pathname.split('/');
  if (!settlement.enabled.includes(segment)) return null;
  const params = new URLSearchParams(search);
  params.set('culture', chooseCulture({ ...settlement, query: params.get('culture'), address: segment, active: null }));
  return `/${rest.join('/')}?${params.toString()}`;
}
