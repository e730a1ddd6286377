import { z } from 'zod';
import { contentKey } from './field.ts';
import { dtoMappings } from './names.ts';

/** An amount field whose value above zero makes the documents required (any one of them suffices). */
const amountReference = z.strictObject({
  model: z
    .enum(dtoMappings)
    .describe('The model holding the amount; for a list model (ClaimTransactions) any of its records counts.'),
  field: z.string().min(1).describe('The key of the amount field, e.g. "documentedLosses" or "repairCost".'),
});

/** The inputs of a record, in order: a select or text for what it is, and the file itself. */
const editorField = z.strictObject({
  component: z
    .enum(['select', 'text', 'file'])
    .describe('Which input shows the field; "file" takes exactly one file and records its name, size and type.'),
  field: z.string().min(1).describe('The key of the field in the DocumentContexts model.'),
});

/**
 * The multi-record editor of spec §4: the claimant adds records (supporting documents) one at a
 * time. "Add more" opens a draft, Upload checks it and saves it, Cancel discards it; saved records
 * show as rows with a delete button. Each record is one document context with one file.
 */
export const multiRecordEditorBlockSchema = z.strictObject({
  type: z.literal('multiRecordEditor').describe('A list of supporting documents the claimant adds one by one.'),
  model: z
    .literal('DocumentContexts')
    .describe('The list model the records belong to: DocumentContexts, one record per document.'),
  title: contentKey.describe('Content key of the heading above the list.'),
  draftTitle: contentKey.describe('Content key of the heading of the record being added, e.g. "Add a document".'),
  emptyText: contentKey.optional().describe('Content key of the text shown while no record is saved.'),
  fields: z
    .array(editorField)
    .min(1)
    .max(11)
    .describe('The inputs of a record; exactly one of them has the "file" component.'),
  required: z
    .union([
      z.boolean(),
      z.strictObject({
        whenAnyPositive: z.array(amountReference).min(1).describe('Required while any of these amounts is above zero.'),
      }),
    ])
    .default(false)
    .describe(
      'true: at least one record is required; { "whenAnyPositive": [...] }: required while any named amount is above zero. Without a saved record, Next shows the provide-documentation message.',
    ),
  startNewDraftAfterUpload: z
    .boolean()
    .default(true)
    .describe('After an upload, open an empty record for the next document (spec §4); false closes it.'),
  allowUserToDeleteRecords: z.boolean().default(true).describe('Show a delete button on each saved record.'),
});
export type MultiRecordEditorBlock = z.infer<typeof multiRecordEditorBlockSchema>;
export type EditorRequirement = MultiRecordEditorBlock['required'];
