import type { ChoiceOption } from '../Select/Select.tsx';

/** The country a new address starts with (spec §9: address country default US). */
export const defaultCountry = 'US';

/**
 * Countries as select options: the alpha-2 code as the value, the name in the culture, sorted by
 * that name. The caller names the codes (the app: the rules' list, pages-config/lists/countries.ts).
 * The browser names them (Intl.DisplayNames), so no list of names in any language is shipped; a
 * culture the browser cannot name countries in falls back to English.
 */
export function countryOptions(culture: string, codes: readonly string[]): ChoiceOption[] {
  const names = new Intl.DisplayNames([culture, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(names.resolvedOptions().locale);
  return codes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((first, second) => collator.compare(first.label, second.label));
}
