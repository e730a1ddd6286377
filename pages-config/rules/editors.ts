import type { FieldValue } from '../schema/field.ts';
import type { OtherModels } from './dependencies.ts';
import type { MultiRecordEditorBlock } from '../schema/multiRecordEditor.ts';
import type { Step } from '../schema/page.ts';
import type { RuleMessage } from './message.ts';

/**
 * Rules of the multi-record editor and the table editor (spec §4, §5). The editors hold saved
 * records and at most one open draft.
 */

/**
 * A required multi-record editor with no saved record fails with the provide-documentation message;
 * an open, unsaved draft fails with the form-is-dirty message. Both only while the editor's
 * dependencies are fulfilled.
 */
export function multiRecordEditorErrors(editor: {
  required: boolean;
  savedCount: number;
  draftOpen: boolean;
  dependenciesFulfilled: boolean;
}): RuleMessage[] {
  if (!editor.dependenciesFulfilled) return [];
  const messages: RuleMessage[] = [];
  if (editor.draftOpen) {
    messages.push({
      key: 'LocKey_Validation_FormIsDirty',
      defaultMessage: 'Upload or cancel the document you started before you continue.',
    });
  }
  if (editor.required && editor.savedCount === 0) {
    messages.push({
      key: 'LocKey_Validation_ProvideDocumentation',
      defaultMessage: 'Provide documentation to continue.',
    });
  }
  return messages;
}

/**
 * The minimum number of saved records of a table editor (spec §5): a number (default 0), or a
 * field of a dependency model holding the number. More than one matching dependency model is a
 * mistake and raises an error.
 */
export type MinimumInstances = number | { model: string; field: string };

export function resolveMinimumInstances(
  minimum: MinimumInstances | undefined,
  models: ReadonlyArray<{ metadata: { dtoMapping: string }; fields: Readonly<Record<string, FieldValue>> }>,
): number {
  if (minimum === undefined) return 0;
  if (typeof minimum === 'number') return minimum;
  const matching = models.filter((model) => model.metadata.dtoMapping === minimum.model);
  if (matching.length > 1)
    throw new Error(`More than one ${minimum.model} model matches the minimum-instances dependency.`);
  const value = matching[0]?.fields[minimum.field];
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : 0;
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/** Fewer saved records than the minimum fails with the minimum-instances message. */
export function minimumInstancesError(savedCount: number, minimum: number): RuleMessage | null {
  return savedCount < minimum
    ? { key: 'LocKey_Validation_MinimumInstances', defaultMessage: 'Add at least {0}.', values: { 0: minimum } }
    : null;
}

/**
 * The "none" confirmation (spec §5): when a list is empty, the field where the claimant confirms
 * they have none to add is required.
 */
export function noneConfirmationError(listCount: number, confirmedNone: FieldValue | undefined): RuleMessage | null {
  return listCount === 0 && confirmedNone !== true
    ? { key: 'LocKey_Validation_NoneConfirmation', defaultMessage: 'Add at least one, or confirm that you have none.' }
    : null;
}

/** Values of one record or model by field key. */
type RecordValues = Readonly<Record<string, FieldValue | undefined>>;

/** An amount as typed with the currency mask ("1,234.56", "$120"), or null when it is not one. */
export function parseAmount(value: FieldValue | undefined): number | null {
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[$,\s]/g, '');
  if (!/^-?(?:\d*\.)?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The models an editor's requirement looks at: single models by dtoMapping, list models as their records. */
export interface RequirementModels {
  single: OtherModels;
  lists: Readonly<Partial<Record<string, readonly RecordValues[]>>>;
}

/**
 * Whether a multi-record editor requires a saved record now (config `required`): always, never, or
 * while any named amount is above zero; an amount in a list model counts when any record has one
 * (e.g. any vehicle with a repair cost).
 */
export function isEditorRequired(
  required: boolean | { whenAnyPositive: ReadonlyArray<{ model: string; field: string }> },
  models: RequirementModels,
): boolean {
  if (typeof required === 'boolean') return required;
  return required.whenAnyPositive.some(({ model, field }) => {
    const single = (models.single as Readonly<Record<string, RecordValues | undefined>>)[model];
    const records = models.lists[model] ?? (single ? [single] : []);
    return records.some((record) => (parseAmount(record[field]) ?? 0) > 0);
  });
}

/**
 * Whether a draft holds anything the claimant entered: only such a draft blocks Next with the
 * form-is-dirty message. The empty draft opened after an upload (spec §4) does not.
 */
export function isDraftDirty(initial: RecordValues, current: RecordValues): boolean {
  return Object.keys({ ...initial, ...current }).some((key) => (current[key] ?? null) !== (initial[key] ?? null));
}

/** A multi-record editor of a flow, with the step that shows it. */
export interface EditorOnStep {
  step: Step;
  block: MultiRecordEditorBlock;
}

/** Every multi-record editor of a flow's steps, in step order. */
export function editorBlocksOf(steps: readonly Step[]): EditorOnStep[] {
  return steps.flatMap((step) =>
    step.blocks.flatMap((block) => (block.type === 'multiRecordEditor' ? [{ step, block }] : [])),
  );
}

/** The key of the editor's file field (the one input with the "file" component), if it has one. */
export function fileFieldOf(block: MultiRecordEditorBlock): string | undefined {
  return block.fields.find((field) => field.component === 'file')?.field;
}

/** The key of the field saying what a document is (the editor's first select), if it has one. */
export function documentTypeFieldOf(block: MultiRecordEditorBlock): string | undefined {
  return block.fields.find((field) => field.component === 'select')?.field;
}
