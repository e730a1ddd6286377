/**
 * Save and resume: GET and PUT /api/forms/{standard|automotive}/draft. A draft is what the client
 * holds of a form between steps: its saved models' values (never the credentials), which fields
 * the claimant edited, the table editors' saved rows, and the furthest step reached. The server
 * keeps it encrypted, for the member who authorized, until the claim is filed or the draft expires.
 */
import { z } from 'zod';
import { dtoMappingSchema } from '../schema/page.ts';

/** Longest value a draft keeps for one field (a textarea's text is the longest answer). */
export const draftValueMaxLength = 10_000;
/** Most fields a model of a draft may hold. */
export const draftFieldsMax = 200;
/**
 * Most saved table rows a draft keeps: a fleet owner's vehicles run to hundreds, and a draft that
 * could not hold them all would be refused whole, losing what the claimant entered.
 */
export const draftRowsMax = 1000;

const fieldKey = z.string().min(1).max(100);

/** A field's value as the model store holds it (spec §4: empty is null; checkboxes are booleans). */
export const draftFieldValue = z.union([z.string().max(draftValueMaxLength), z.boolean(), z.null()]);

const draftFields = z
  .record(fieldKey, draftFieldValue)
  .refine((fields) => Object.keys(fields).length <= draftFieldsMax, `At most ${draftFieldsMax} fields per model.`);

/** A saved model of the form: found again by its dtoMapping (client ids are made anew each visit). */
export const draftModel = z.strictObject({
  dtoMapping: dtoMappingSchema,
  /** The config version the values were entered against; fields the current config lacks are dropped. */
  metadataHash: z.string().max(128),
  fields: draftFields,
  /** Spec §3: the fields the claimant ever edited, which prefill from the notice must not overwrite. */
  everEdited: z.array(fieldKey).max(draftFieldsMax),
});
export type DraftModel = z.infer<typeof draftModel>;

/** A saved row of a table editor (spec §4: only saved rows are filed, so only they are kept). */
export const draftRow = z.strictObject({
  dtoMapping: dtoMappingSchema,
  metadataHash: z.string().max(128),
  fields: draftFields,
});
export type DraftRow = z.infer<typeof draftRow>;

/** The draft of one form type. */
export const draftContent = z.strictObject({
  models: z.array(draftModel).max(20),
  rows: z.array(draftRow).max(draftRowsMax),
  /** The id of the furthest step the claimant reached; null before any. */
  furthestStepId: z.string().max(100).nullable(),
});
export type DraftContent = z.infer<typeof draftContent>;

/** GET answer: the member's draft of the form type, or null when there is none (or it expired). */
export const draftResponse = z.object({
  draft: draftContent.nullable(),
  /** When it was last saved (ISO 8601, UTC); null without a draft. */
  savedAt: z.string().nullable(),
});
export type DraftResponse = z.infer<typeof draftResponse>;

/** PUT answer: when the draft was saved, and until when it is kept. */
export const saveDraftResponse = z.object({ savedAt: z.string(), expiresAt: z.string() });
export type SaveDraftResponse = z.infer<typeof saveDraftResponse>;
