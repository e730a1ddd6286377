/**
 * The first of the enabled cultures the Accept-Language header asks for, honouring q-values
 * ("es-MX,es;q=0.9,en;q=0.8"). A regional tag matches its language ("es-MX" → "es") when the
 * region itself is not enabled. Undefined when nothing matches.
 */
export function cultureFromAcceptLanguage(header: string | undefined, enabled: readonly string[]): string | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), quality: quality ? Number(quality.slice(2)) : 1, index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && Number.isFinite(range.quality) && range.quality > 0)
    // Stable order for equal q-values: the header's own order.
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const exact = enabled.find((culture) => culture.toLowerCase() === range.tag);
    if (exact) return exact;
    const language = range.tag.split('-')[0];
    const byLanguage = enabled.find((culture) => culture.toLowerCase() === language);
    if (byLanguage) return byLanguage;
  }
  return undefined;
}

/** The cookie GET /api/culture/set-language sets: the claimant's chosen culture, ahead of Accept-Language. */
export const cultureCookieName = 'claimkit_culture';
