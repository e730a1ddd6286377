/**
 * The plain names of the config language, without Zod, so the browser bundle can import them
 * without the schema library. The schema modules build their enums from these and re-export them.
 */
export const formTypes = ['Standard', 'Automotive', 'Lookup', 'DocumentsUpload'] as const;

/** The model a submission part maps to (spec §3: `metadata.dtoMapping`). */
export const dtoMappings = [
  'Credentials',
  'ClaimantInfo',
  'ClaimDetails',
  'PaymentElection',
  'ClaimTransactions',
  'DocumentContexts',
] as const;

export const themeNames = ['jnd-7-0-default', 'ftc-7-0-default', 'jnd-9-0-kontent'] as const;

/** The kebab-case name of a form type, as used in URLs and file names (spec §7). */
export const formTypeSegments = {
  Standard: 'standard',
  Automotive: 'automotive',
  Lookup: 'lookup',
  DocumentsUpload: 'documents-upload',
} as const;

/** The input masks of spec §5, by name. */
export const maskNames = [
  'decimal',
  'currency',
  'currencyNoCents',
  'date',
  'usPhone',
  'internationalPhone',
  'vin',
  'zip',
  'nonUsPostalCode',
  'ssn',
] as const;
export type MaskName = (typeof maskNames)[number];

/** The option lists the product maintains (a select's `optionList`), by name. */
export const optionLists = ['usStates', 'countries'] as const;
export type OptionListName = (typeof optionLists)[number];

/**
 * The HTML autofill tokens a claim form's text field may carry (WHATWG HTML, "Autofill"): what the
 * browser may fill in from the claimant's saved details. `off` asks it to fill nothing.
 */
export const autofillTokens = [
  'off',
  'name',
  'honorific-prefix',
  'given-name',
  'additional-name',
  'family-name',
  'honorific-suffix',
  'nickname',
  'organization',
  'street-address',
  'address-line1',
  'address-line2',
  'address-line3',
  'address-level2',
  'address-level1',
  'country',
  'country-name',
  'postal-code',
  'email',
  'tel',
  'tel-national',
  'bday',
] as const;
export type AutofillToken = (typeof autofillTokens)[number];
