import { z } from 'zod';
import { contentKey } from './field.ts';
import { dtoMappings } from './names.ts';

/**
 * Values of a model the server prefilled at authorize (prepopulatedData), shown read-only once the
 * form type is authorized: e.g. the class member's record and claim status on Lookup.
 */
export const recordSummaryBlockSchema = z.strictObject({
  type: z
    .literal('recordSummary')
    .describe(
      "Read-only values the server sent at authorize, shown once the claimant is authorized (Lookup's record).",
    ),
  model: z.enum(dtoMappings).describe('The model holding the values.'),
  title: contentKey.describe('Content key of the heading of the section.'),
  fields: z
    .array(z.string().min(1))
    .min(1)
    .describe(
      "Keys of the model's fields to show, in order, each under its label. Empty ones are left out; a field with options shows the option's label, and a list of values separated by ';' shows each one's.",
    ),
  emptyText: contentKey
    .optional()
    .describe('Content key of the text shown when every field is empty, e.g. "You have not filed a claim yet."'),
});
export type RecordSummaryBlock = z.infer<typeof recordSummaryBlockSchema>;
