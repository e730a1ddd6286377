import { createSelector } from '@reduxjs/toolkit';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import {
  documentTooLargeError,
  documentTypeError,
  hasAcceptedDocumentName,
  maxDocumentBytes,
} from '#pages-config/rules/documents.ts';
import {
  fileFieldOf,
  isDraftDirty,
  isEditorRequired,
  multiRecordEditorErrors,
  type RequirementModels,
} from '#pages-config/rules/editors.ts';
import { formatRuleMessage, type RuleMessage } from '#pages-config/rules/message.ts';
import { validateField } from '#pages-config/rules/validation.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import type { MultiRecordEditorBlock } from '#pages-config/schema/multiRecordEditor.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import type { RootState } from '../../store.ts';
import { selectContent } from '../culture/cultureSlice.ts';
import { otherModelsOf, type FormModel } from '../formModels/formModelsSlice.ts';
import { editorKeyOf } from './recordsSlice.ts';

/** What a multi-record editor shows and what Next checks, derived from the store. */
export interface EditorView {
  key: string;
  /** The list model's config (its fields' labels, options and rules). */
  config: ServerModelConfig | undefined;
  saved: readonly FormModel[];
  draft: FormModel | null;
  /** The draft holds input the claimant has not uploaded (spec §5 form-is-dirty). */
  draftDirty: boolean;
  /** The draft's failing rules per field, untranslated: Upload refuses the draft while any. */
  draftMessages: Readonly<Record<string, readonly RuleMessage[]>>;
  /** The draft's messages to show per field (fields left, or after a failed Upload), translated. */
  draftShownErrors: Readonly<Record<string, readonly string[]>>;
  required: boolean;
  /** The editor's own problems at Next: provide-documentation, form-is-dirty (spec §5). */
  messages: readonly RuleMessage[];
  /** The message to show above the list, translated: Next's, once Next failed on the editor. */
  shownMessage: string | undefined;
}

const selectRecordsState = (state: RootState) => state.records;
const selectConfigs = (state: RootState) => state.formModels.configs;
const selectSavedModels = (state: RootState) => state.formModels.saved;
const selectTableRowModels = (state: RootState) => state.formModels.tableRows;

/** The answers a requirement looks at: the form's saved models, and its list records by model. */
export function requirementModelsOf(
  savedModels: readonly FormModel[],
  records: readonly FormModel[],
  formType: FormType,
): RequirementModels {
  const lists: Record<string, FormModel['fields'][]> = {};
  for (const record of records) {
    if (record.metadata.formType === formType) (lists[record.metadata.dtoMapping] ??= []).push(record.fields);
  }
  return { single: otherModelsOf(savedModels, formType), lists };
}

/** The draft's failing rules: the config's rules of the editor's fields, and its file's size and type. */
function draftMessagesOf(
  block: MultiRecordEditorBlock,
  fields: readonly FieldConfig[],
  draft: FormModel,
): Record<string, RuleMessage[]> {
  const messages: Record<string, RuleMessage[]> = {};
  for (const { field: key } of block.fields) {
    const config = fields.find((field) => field.key === key);
    const found = config ? validateField(config, draft.fields, 'client') : [];
    if (found.length > 0) messages[key] = found;
  }
  const fileKey = fileFieldOf(block);
  const size = fileKey ? Number(draft.fields[`${fileKey}Size`] ?? 0) : 0;
  const name = fileKey ? draft.fields[fileKey] : null;
  // Checked here so a 20 MB+ file, or one of a type no claim takes, is refused at Upload, not after
  // it was sent; the server checks again, the type by the file's content.
  if (fileKey && typeof name === 'string' && size > maxDocumentBytes)
    messages[fileKey] = [...(messages[fileKey] ?? []), documentTooLargeError(name)];
  if (fileKey && typeof name === 'string' && !hasAcceptedDocumentName(name))
    messages[fileKey] = [...(messages[fileKey] ?? []), documentTypeError(name)];
  return messages;
}

/** A multi-record editor's state (memoised per form type and block). */
export const selectEditorView = createSelector(
  [
    selectRecordsState,
    selectConfigs,
    selectSavedModels,
    selectTableRowModels,
    selectContent,
    (_state: RootState, formType: FormType) => formType,
    (_state: RootState, _formType: FormType, block: MultiRecordEditorBlock) => block,
  ],
  (records, configs, savedModels, tableRows, content, formType, block): EditorView => {
    const key = editorKeyOf(formType, block.model);
    const inEditor = (model: FormModel) =>
      model.metadata.formType === formType && model.metadata.dtoMapping === block.model;
    const config = configs.find(
      (candidate) => candidate.metadata.formType === formType && candidate.metadata.dtoMapping === block.model,
    );
    const saved = records.saved.filter(inEditor);
    const draft = records.drafts.find(inEditor) ?? null;
    const draftDirty = draft ? isDraftDirty(records.draftInitialFields[draft.clientId] ?? {}, draft.fields) : false;
    const draftMessages = draft ? draftMessagesOf(block, config?.fields ?? [], draft) : {};
    const touched = draft ? (records.touched[draft.clientId] ?? {}) : {};
    const draftShownErrors = Object.fromEntries(
      Object.entries(draftMessages)
        .filter(([field]) => touched[field])
        .map(([field, messages]) => [field, messages.map((message) => formatRuleMessage(content, message))]),
    );
    // An amount in a table row counts too (any vehicle with a repair cost), once the row is saved.
    const savedRows = tableRows.filter((row) => row.status === 'saved');
    const required = isEditorRequired(
      block.required,
      requirementModelsOf(savedModels, [...records.saved, ...savedRows], formType),
    );
    const messages = multiRecordEditorErrors({
      required,
      savedCount: saved.length,
      draftOpen: draftDirty,
      dependenciesFulfilled: true,
    });
    const shown = records.nextFailed[key] ? messages[0] : undefined;
    return {
      key,
      config,
      saved,
      draft,
      draftDirty,
      draftMessages,
      draftShownErrors,
      required,
      messages,
      shownMessage: shown ? formatRuleMessage(content, shown) : undefined,
    };
  },
);

/** The saved records of a form's list model, in order (the submission's documentContexts). */
export function selectSavedRecords(state: RootState, formType: FormType, dtoMapping: string): FormModel[] {
  return state.records.saved.filter(
    (record) => record.metadata.formType === formType && record.metadata.dtoMapping === dtoMapping,
  );
}
