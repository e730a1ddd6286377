import { getNames, registerLocale } from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import spanish from 'i18n-iso-countries/langs/es.json';
import type { ChoiceOption } from '../Select/Select.tsx';

// Only the two cultures the site ships are registered, so only their names reach the bundle.
registerLocale(english);
registerLocale(spanish);

/**
 * US territories are chosen as states of the US (spec §3: the state list holds the territories),
 * so they are not offered as countries as well.
 */
const usTerritories = new Set(['AS', 'GU', 'MP', 'PR', 'UM', 'VI']);

/** The country a new address starts with (spec §9: address country default US). */
export const defaultCountry = 'US';

/**
 * The ISO 3166-1 countries as select options: alpha-2 code as the value, the name in the culture
 * (en or es; any other culture falls back to English), sorted by that name.
 */
export function countryOptions(culture: string): ChoiceOption[] {
  const language = culture.toLowerCase().startsWith('es') ? 'es' : 'en';
  const names = getNames(language, { select: 'official' });
  const collator = new Intl.Collator(language);
  return Object.entries(names)
    .filter(([code]) => !usTerritories.has(code))
    .map(([code, name]) => ({ value: code, label: name }))
    .sort((first, second) => collator.compare(first.label, second.label));
}
