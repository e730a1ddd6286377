import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PrepopulatedItem, ServerModelConfig } from '#pages-config/api/contract.ts';
import { partNameOf } from '#pages-config/api/parts.ts';
import { isFieldVisible } from '#pages-config/rules/dependencies.ts';
import type { FieldConfig, FieldValue } from '#pages-config/schema/field.ts';
import type { DtoMapping, FormType } from '#pages-config/schema/page.ts';

/** A form model as the client holds it and sends it (spec §3). */
export interface FormModel {
  /** Null until the server has saved the model. */
  id: string | null;
  /** "fm-" and 8 random characters, made when the model is built. */
  clientId: string;
  metadata: { dtoMapping: DtoMapping; formType: FormType };
  metadataHash: string;
  /** Field key → value; null while empty. */
  fields: Record<string, FieldValue>;
}

type FieldFlags = Record<string, Record<string, true>>;

export interface FormModelsState {
  /** The server model configs (GET /api/forms/config): fields, rules, dependencies. */
  configs: ServerModelConfig[];
  /** The saved models, one per config except the list mappings. */
  saved: FormModel[];
  /** clientId → field → true once the claimant changed the field (spec §3: ever edited). */
  everEdited: FieldFlags;
  /** clientId → field → true once the field may show its errors (changed, left, or a failed Next). */
  touched: FieldFlags;
  /** clientId → field → messages the server sent for a rejected submission, until the field changes. */
  serverErrors: Record<string, Record<string, string[]>>;
  initialized: boolean;
}

const initialState: FormModelsState = {
  configs: [],
  saved: [],
  everEdited: {},
  touched: {},
  serverErrors: {},
  initialized: false,
};

/** Spec §4: these mappings are lists of records, not built into saved models. */
const listMappings: readonly DtoMapping[] = ['ClaimTransactions', 'DocumentContexts'];

const clientIdCharacters = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new client id: the prefix and 8 random characters (spec §9). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `fm-${Array.from(bytes, (byte) => clientIdCharacters[byte % clientIdCharacters.length]).join('')}`;
}

function isEmpty(value: FieldValue | undefined): boolean {
  return value === null || value === undefined || value === '';
}

/** Spec §4: a field that becomes empty is stored as null. */
function normalise(value: FieldValue): FieldValue {
  return value === '' ? null : value;
}

/** The field configs of a saved model (its server model config's fields); empty when unknown. */
export function fieldConfigsOf(configs: readonly ServerModelConfig[], model: FormModel): readonly FieldConfig[] {
  return configs.find((config) => config.metadataHash === model.metadataHash)?.fields ?? [];
}

function fieldsOf(state: FormModelsState, model: FormModel): readonly FieldConfig[] {
  return fieldConfigsOf(state.configs, model);
}

/**
 * Spec §4: a field whose dependencies are not all fulfilled is hidden and reset to null. Repeats
 * until nothing changes, since one reset can unfulfil another field's dependency.
 */
function resetHiddenFields(fields: readonly FieldConfig[], values: Record<string, FieldValue>): void {
  let changed = true;
  while (changed) {
    changed = false;
    for (const field of fields) {
      if (values[field.key] !== null && values[field.key] !== undefined && !isFieldVisible(field, values)) {
        values[field.key] = null;
        changed = true;
      }
    }
  }
}

function flag(flags: FieldFlags, clientId: string, key: string): void {
  (flags[clientId] ??= {})[key] = true;
}

function findModel(state: FormModelsState, clientId: string): FormModel {
  const model = state.saved.find((candidate) => candidate.clientId === clientId);
  if (!model) throw new Error(`No formModel found with the clientId ${clientId}`);
  return model;
}

export const formModelsSlice = createSlice({
  name: 'formModels',
  initialState,
  reducers: {
    /** The model configs arrived: build one saved model per config, fields at their default or null. Runs once. */
    modelConfigsReceived: {
      reducer(state, action: PayloadAction<{ configs: ServerModelConfig[]; clientIds: string[] }>) {
        if (state.initialized) return;
        state.configs = action.payload.configs;
        state.saved = action.payload.configs.flatMap((config, index): FormModel[] =>
          listMappings.includes(config.metadata.dtoMapping)
            ? []
            : [
                {
                  id: null,
                  clientId: action.payload.clientIds[index]!,
                  metadata: { dtoMapping: config.metadata.dtoMapping, formType: config.metadata.formType },
                  metadataHash: config.metadataHash,
                  fields: Object.fromEntries(
                    config.fields.map((field) => [field.key, normalise(field.defaultValue ?? null)]),
                  ),
                },
              ],
        );
        state.initialized = true;
      },
      // Random ids are made here, not in the reducer, so the reducer stays pure.
      prepare(configs: ServerModelConfig[]) {
        return { payload: { configs, clientIds: configs.map(() => newClientId()) } };
      },
    },
    /** The claimant changed a field (free text: when it is committed, not per keystroke). */
    fieldChanged(state, action: PayloadAction<{ clientId: string; key: string; value: FieldValue }>) {
      const { clientId, key, value } = action.payload;
      const model = findModel(state, clientId);
      model.fields[key] = normalise(value);
      resetHiddenFields(fieldsOf(state, model), model.fields);
      flag(state.everEdited, clientId, key);
      flag(state.touched, clientId, key);
      if (state.serverErrors[clientId]) delete state.serverErrors[clientId][key];
    },
    /** The claimant left a field: its errors may show from now on. */
    fieldBlurred(state, action: PayloadAction<{ clientId: string; key: string }>) {
      flag(state.touched, action.payload.clientId, action.payload.key);
    },
    /** Next was pressed with invalid fields: all of them show their errors. */
    stepValidationFailed(state, action: PayloadAction<{ fields: { clientId: string; key: string }[] }>) {
      for (const { clientId, key } of action.payload.fields) flag(state.touched, clientId, key);
    },
    /**
     * The authorize answer's prefill (spec §4): a value overwrites a field only if the field was
     * never edited (or overrideEverDirtyFieldConstraint is set) and it is empty or still holds its
     * default. Names match the field's prepopulatedDataKey case-insensitively.
     */
    prepopulatedDataReceived(state, action: PayloadAction<{ formType: FormType; items: PrepopulatedItem[] }>) {
      for (const item of action.payload.items) {
        const model = state.saved.find(
          (candidate) =>
            candidate.metadata.formType === action.payload.formType &&
            candidate.metadata.dtoMapping === item.metadata.dtoMapping,
        );
        if (!model) continue;
        const values = new Map(Object.entries(item.fields).map(([name, value]) => [name.toLowerCase(), value]));
        for (const field of fieldsOf(state, model)) {
          if (!field.prepopulatedDataKey) continue;
          const name = field.prepopulatedDataKey.toLowerCase();
          if (!values.has(name)) continue;
          const edited = state.everEdited[model.clientId]?.[field.key] === true;
          if (edited && !field.overrideEverDirtyFieldConstraint) continue;
          const current = model.fields[field.key];
          const holdsDefault = field.defaultValue !== undefined && current === normalise(field.defaultValue);
          if (!isEmpty(current) && !holdsDefault) continue;
          model.fields[field.key] = normalise(values.get(name) ?? null);
        }
        resetHiddenFields(fieldsOf(state, model), model.fields);
      }
    },
    /** A 400 on submit: the server's messages per part name (claimantInfo) and field. */
    serverFieldErrorsReceived(
      state,
      action: PayloadAction<{ formType: FormType; fieldErrors: Record<string, Record<string, string[]>> }>,
    ) {
      state.serverErrors = {};
      for (const [part, fields] of Object.entries(action.payload.fieldErrors)) {
        const model = state.saved.find(
          (candidate) =>
            candidate.metadata.formType === action.payload.formType &&
            partNameOf(candidate.metadata.dtoMapping) === part,
        );
        if (model) state.serverErrors[model.clientId] = fields;
      }
    },
  },
});

export const {
  modelConfigsReceived,
  fieldChanged,
  fieldBlurred,
  stepValidationFailed,
  prepopulatedDataReceived,
  serverFieldErrorsReceived,
} = formModelsSlice.actions;
