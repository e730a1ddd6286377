// The default export: the package is CommonJS. Only its codes are used; the names come from Intl.
import isoCountries from 'i18n-iso-countries';
import type { ChoiceOption } from '../Select/Select.tsx';

/**
 * US territories are chosen as states of the US (spec §3: the state list holds the territories),
 * so they are not offered as countries as well.
 */
const usTerritories = new Set(['AS', 'GU', 'MP', 'PR', 'UM', 'VI']);

/** The country a new address starts with (spec §9: address country default US). */
export const defaultCountry = 'US';

/**
 * The ISO 3166-1 countries as select options: alpha-2 code as the value, the name in the culture,
 * sorted by that name. The browser names them (Intl.DisplayNames), so no list of names in any
 * language is shipped; a culture the browser cannot name countries in falls back to English.
 */
export function countryOptions(culture: string): ChoiceOption[] {
  const names = new Intl.DisplayNames([culture, 'en'], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(names.resolvedOptions().locale);
  return Object.keys(isoCountries.getAlpha2Codes())
    .filter((code) => !usTerritories.has(code))
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((first, second) => collator.compare(first.label, second.label));
}
