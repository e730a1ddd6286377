/** The country an address has unless the claimant chooses another (spec §9: address country default US). */
export const unitedStates = 'US';

/**
 * The ISO 3166-1 alpha-2 codes a mailing address may name as its country (spec §3: about 190 ISO
 * codes): every code i18n-iso-countries lists but the US territories, which are chosen as states
 * of the US (spec §3: the state list holds the territories). The browser offers them, named in the
 * claimant's language (app/fields/options.ts), and the server accepts only them.
 *
 * Written out rather than read from i18n-iso-countries: with its tables the package brings the
 * diacritics library, about 5.5 kB (gzip) of every page's script for 244 codes the start page never
 * shows. A unit test holds the list to the package's (tests/unit/pages-config/lists).
 */
export const countryCodes: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO ' +
  'DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT ' +
  'GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR ' +
  'KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PS PT ' +
  'PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC ' +
  'TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VN VU WF WS XK YE ' +
  'YT ZA ZM ZW'
).split(' ');
