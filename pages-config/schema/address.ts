import { z } from 'zod';
import { contentKey } from './field.ts';
import { dtoMappings } from './names.ts';

/**
 * The address input of spec §2 as one block: the address fields of spec §3 (mailingStreetLine1,
 * mailingStreetLine2, mailingCity, mailingSubDivision, mailingPostalCode, and with international
 * support mailingCountry, mailingSubDivisionNonUS, mailingPostalCodeNonUS) in one fieldset.
 */
export const addressBlockSchema = z.strictObject({
  type: z
    .literal('address')
    .describe(
      'A postal address in one fieldset (spec §2): street lines, then city, state and ZIP code for the US, or city, subdivision and postal code for another country. It shows the fields mailingStreetLine1, mailingStreetLine2, mailingCity, mailingSubDivision and mailingPostalCode of its model, and with international support mailingCountry, mailingSubDivisionNonUS and mailingPostalCodeNonUS too; the model declares each one.',
    ),
  model: z
    .enum(dtoMappings)
    .exclude(['ClaimTransactions', 'DocumentContexts'])
    .describe('The model holding the address fields, e.g. "ClaimantInfo"; not a list model.'),
  legend: contentKey.describe('Content key of the heading of the fieldset, e.g. "Mailing address".'),
  suppressLegend: z
    .boolean()
    .optional()
    .describe(
      'Hide the legend visually, when a heading above already names the address; screen readers still read it.',
    ),
  hasStreetLine2: z
    .boolean()
    .optional()
    .describe('Show the second street line (mailingStreetLine2) under the first (spec §2: hasStreetLine2).'),
  hasInternationalSupport: z
    .boolean()
    .optional()
    .describe(
      'Offer other countries than the US (spec §2): a country select (mailingCountry, which needs "optionList": "countries" and "defaultValue": "US") above the street lines. While the country is US the state and ZIP code are shown, checked and filed; while it is another, mailingSubDivisionNonUS and mailingPostalCodeNonUS are instead.',
    ),
  layout: z
    .enum(['thirds', 'halves'])
    .optional()
    .describe(
      'The city, state and ZIP code of a US address: "thirds" in one row (when not given), or "halves" with the ZIP code below at half width.',
    ),
});
export type AddressBlock = z.infer<typeof addressBlockSchema>;
