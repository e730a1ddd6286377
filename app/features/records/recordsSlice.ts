import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { findModelByClientId, normaliseFieldValue } from '#pages-config/rules/formModels.ts';
import type { FieldValue } from '#pages-config/schema/field.ts';
import type { DtoMapping, FormType } from '#pages-config/schema/page.ts';
import type { FormModel } from '../formModels/formModelsSlice.ts';
import { sessionExpired } from '../session/sessionActions.ts';

/**
 * Records of the list models (spec §3, §4: DocumentContexts), which are never saved models: each
 * editor holds saved records and at most one draft. Files stay outside the store (fileRegistry).
 */
export interface RecordsState {
  /** Saved records, in the order they were saved. */
  saved: FormModel[];
  /** Open drafts, at most one per form type and list model. */
  drafts: FormModel[];
  /** The values each draft started with, by client id: a draft that still holds them is not dirty. */
  draftInitialFields: Record<string, FormModel['fields']>;
  /** clientId → field → true once the draft's field may show its errors (left, or a failed Upload). */
  touched: Record<string, Record<string, true>>;
  /** Editor key → true once Next failed on the editor: its own message shows from then on. */
  nextFailed: Record<string, true>;
}

const initialState: RecordsState = {
  saved: [],
  drafts: [],
  draftInitialFields: {},
  touched: {},
  nextFailed: {},
};

/** An editor is known by its form type and list model, e.g. "Standard/DocumentContexts". */
export function editorKeyOf(formType: FormType, dtoMapping: DtoMapping): string {
  return `${formType}/${dtoMapping}`;
}

function editorKeyOfModel(model: FormModel): string {
  return editorKeyOf(model.metadata.formType, model.metadata.dtoMapping);
}

function dropDraft(state: RecordsState, clientId: string): FormModel | undefined {
  const draft = state.drafts.find((candidate) => candidate.clientId === clientId);
  state.drafts = state.drafts.filter((candidate) => candidate.clientId !== clientId);
  delete state.draftInitialFields[clientId];
  delete state.touched[clientId];
  return draft;
}

export const recordsSlice = createSlice({
  name: 'records',
  initialState,
  reducers: {
    /** "Add more" (spec §4): a new draft, replacing any other draft of the same editor. */
    draftStarted(state, action: PayloadAction<FormModel>) {
      const draft = action.payload;
      const key = editorKeyOfModel(draft);
      for (const other of state.drafts.filter((candidate) => editorKeyOfModel(candidate) === key))
        dropDraft(state, other.clientId);
      state.drafts.push(draft);
      state.draftInitialFields[draft.clientId] = { ...draft.fields };
    },
    /** The claimant changed draft values (a select, or a file with its name, size and type). */
    draftFieldsChanged(state, action: PayloadAction<{ clientId: string; values: Record<string, FieldValue> }>) {
      const draft = findModelByClientId(state.drafts, action.payload.clientId);
      for (const [key, value] of Object.entries(action.payload.values)) draft.fields[key] = normaliseFieldValue(value);
    },
    /** The claimant left a draft field, or Upload failed on these fields: their errors show. */
    draftFieldsTouched(state, action: PayloadAction<{ clientId: string; keys: string[] }>) {
      const flags = (state.touched[action.payload.clientId] ??= {});
      for (const key of action.payload.keys) flags[key] = true;
    },
    /** Upload passed (spec §4): the draft becomes a saved record. */
    draftSaved(state, action: PayloadAction<{ clientId: string }>) {
      const draft = dropDraft(state, action.payload.clientId);
      if (draft) state.saved.push(draft);
    },
    /** Cancel (spec §4): the draft is discarded. */
    draftDiscarded(state, action: PayloadAction<{ clientId: string }>) {
      dropDraft(state, action.payload.clientId);
    },
    /** Delete (spec §4): the record is removed (locally; nothing was sent yet). */
    recordDeleted(state, action: PayloadAction<{ clientId: string }>) {
      state.saved = state.saved.filter((candidate) => candidate.clientId !== action.payload.clientId);
    },
    /** Next failed while the editor had a problem: its message shows. */
    editorNextFailed(state, action: PayloadAction<{ editorKey: string }>) {
      state.nextFailed[action.payload.editorKey] = true;
    },
    /** The claim was filed: its records and drafts are done with. */
    recordsFiled(state, action: PayloadAction<{ formType: FormType }>) {
      const others = (model: FormModel) => model.metadata.formType !== action.payload.formType;
      for (const draft of state.drafts.filter((model) => !others(model))) dropDraft(state, draft.clientId);
      state.saved = state.saved.filter(others);
    },
  },
  extraReducers: (builder) => {
    // Spec §4: after the session expires nothing the claimant entered is kept.
    builder.addCase(sessionExpired, () => initialState);
  },
});

export const {
  draftStarted,
  draftFieldsChanged,
  draftFieldsTouched,
  draftSaved,
  draftDiscarded,
  recordDeleted,
  editorNextFailed,
  recordsFiled,
} = recordsSlice.actions;
