import { z } from 'zod';
import { contentKey } from './field.ts';
import { dtoMappings, formTypes } from './names.ts';

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
  explanations: z
    .record(
      z.string().min(1),
      z.strictObject({
        label: contentKey.describe('Content key of the label of the explanation, e.g. "What this means".'),
        values: z
          .record(z.string().min(1), contentKey)
          .describe('Per value of the field (an option value): content key of its explanation.'),
      }),
    )
    .optional()
    .describe(
      'Per field key: a row under the field that explains its value in plain words and says what happens next, e.g. what a claim status means.',
    ),
  fileLinks: z
    .strictObject({
      field: z
        .string()
        .min(1)
        .describe(
          "The model's field listing the form types the member may file, ';' between them (e.g. eligibleForms).",
        ),
      texts: z
        .partialRecord(z.enum(formTypes), contentKey)
        .describe(
          "Per form type: content key of the link's text; in it, {formDeadlineLongDate} and its siblings name that form type's deadline.",
        ),
    })
    .optional()
    .describe(
      'Shown under emptyText when every field is empty: a link to the start page of each form type the member may file that has a text here.',
    ),
});
export type RecordSummaryBlock = z.infer<typeof recordSummaryBlockSchema>;
