// The default export: the package is CommonJS, and Node (the server) finds no named exports in it.
import isoCountries from 'i18n-iso-countries';

/** The country an address has unless the claimant chooses another (spec §9: address country default US). */
export const unitedStates = 'US';

/**
 * US territories are chosen as states of the US (spec §3: the state list holds the territories),
 * so they are not countries of an address. design-system/AddressInput/countries.ts leaves out the
 * same codes from the names it offers; a unit test keeps the two lists equal.
 */
const usTerritories = new Set(['AS', 'GU', 'MP', 'PR', 'UM', 'VI']);

/**
 * The ISO 3166-1 alpha-2 codes a mailing address may name as its country (spec §3: about 190 ISO
 * codes), from i18n-iso-countries, the list the address input names in the claimant's language.
 * The browser offers them and the server accepts only them.
 */
export const countryCodes: readonly string[] = Object.keys(isoCountries.getAlpha2Codes()).filter(
  (code) => !usTerritories.has(code),
);
