import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PrepopulatedItem, ServerModelConfig } from '#pages-config/api/contract.ts';
import { partNameOf } from '#pages-config/api/parts.ts';
import { dependencyReset, fieldDependencyState, type OtherModels } from '#pages-config/rules/dependencies.ts';
import {
  createClientId,
  findModelByClientId,
  initialFields,
  isSavedModelMapping,
  normaliseFieldValue,
  normaliseMetadata,
  withDefaults,
  withPrepopulatedData,
  type Fields,
} from '#pages-config/rules/formModels.ts';
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
  fields: Fields;
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

/** Spec §3, §9: client ids are this prefix and 8 random characters. */
export const clientIdPrefix = 'fm-';

/** The field configs of a saved model (its server model config's fields); empty when unknown. */
export function fieldConfigsOf(configs: readonly ServerModelConfig[], model: FormModel): readonly FieldConfig[] {
  return configs.find((config) => config.metadataHash === model.metadataHash)?.fields ?? [];
}

function fieldsOf(state: FormModelsState, model: FormModel): readonly FieldConfig[] {
  return fieldConfigsOf(state.configs, model);
}

/** The models of a form type, whose values dependencies may look at across models (by dtoMapping). */
export function otherModelsOf(
  models: readonly FormModel[],
  formType: FormType,
  valuesOf: (model: FormModel) => Fields = (model) => model.fields,
): OtherModels {
  return Object.fromEntries(
    models
      .filter((model) => model.metadata.formType === formType)
      .map((model) => [model.metadata.dtoMapping, valuesOf(model)]),
  );
}

/** Every model's values by client id, copied: what the dependencies looked at before a change. */
function snapshotOf(models: readonly FormModel[]): Record<string, Fields> {
  return Object.fromEntries(models.map((model) => [model.clientId, { ...model.fields }]));
}

/**
 * Spec §4: a field is reset (to its reset value, or null) when its dependencies stop being all
 * fulfilled, or with resetWhenFulfilled when they become fulfilled. Each state of the form is
 * compared with the one before it; a reset is itself a change that may unfulfil another field's
 * dependency, in this model or another of the form, so it repeats until nothing changes.
 */
function applyDependencyResets(state: FormModelsState, formType: FormType, before: Record<string, Fields>): void {
  const models = state.saved.filter((model) => model.metadata.formType === formType);
  const fieldCount = models.reduce((count, model) => count + fieldsOf(state, model).length, 0);
  let previous = before;
  // Each round resets at least one field to a new value; more rounds than fields means a cycle.
  for (let round = 0; round <= fieldCount; round += 1) {
    const current = snapshotOf(models);
    const previousOthers = otherModelsOf(models, formType, (model) => previous[model.clientId] ?? model.fields);
    const currentOthers = otherModelsOf(models, formType, (model) => current[model.clientId] ?? model.fields);
    let changed = false;
    for (const model of models) {
      for (const field of fieldsOf(state, model)) {
        const decision = dependencyReset(
          field,
          fieldDependencyState(field, previous[model.clientId] ?? {}, previousOthers),
          fieldDependencyState(field, current[model.clientId] ?? {}, currentOthers),
        );
        if (!decision.reset) continue;
        const value = normaliseFieldValue(decision.value);
        if (model.fields[field.key] !== value) {
          model.fields[field.key] = value;
          changed = true;
        }
      }
    }
    if (!changed) return;
    previous = current;
  }
}

function flag(flags: FieldFlags, clientId: string, key: string): void {
  (flags[clientId] ??= {})[key] = true;
}

export const formModelsSlice = createSlice({
  name: 'formModels',
  initialState,
  reducers: {
    /**
     * The model configs arrived: build one saved model per config (spec §4: not the list mappings),
     * every field at its default or null. Runs once.
     */
    modelConfigsReceived: {
      reducer(state, action: PayloadAction<{ configs: ServerModelConfig[]; clientIds: string[] }>) {
        if (state.initialized) return;
        state.configs = action.payload.configs;
        state.saved = action.payload.configs.flatMap((config, index): FormModel[] =>
          isSavedModelMapping(config.metadata.dtoMapping)
            ? [
                {
                  id: null,
                  clientId: action.payload.clientIds[index]!,
                  metadata: normaliseMetadata(config.metadata) as FormModel['metadata'],
                  metadataHash: config.metadataHash,
                  fields: initialFields(config.fields),
                },
              ]
            : [],
        );
        state.initialized = true;
      },
      // Random ids are made here, not in the reducer, so the reducer stays pure.
      prepare(configs: ServerModelConfig[]) {
        return { payload: { configs, clientIds: configs.map(() => createClientId(clientIdPrefix)) } };
      },
    },
    /**
     * The claimant changed a field (free text: when it is committed, not per keystroke). Empty is
     * stored as null, or as the field's default value if it has one (spec §4); dependencies that
     * this change unfulfils reset their fields.
     */
    fieldChanged(state, action: PayloadAction<{ clientId: string; key: string; value: FieldValue }>) {
      const { clientId, key, value } = action.payload;
      const model = findModelByClientId(state.saved, clientId);
      const before = snapshotOf(state.saved);
      const config = fieldsOf(state, model).find((field) => field.key === key);
      const normalised = { [key]: normaliseFieldValue(value) };
      model.fields[key] = (config ? withDefaults([config], normalised) : normalised)[key] ?? null;
      applyDependencyResets(state, model.metadata.formType, before);
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
      const before = snapshotOf(state.saved);
      for (const item of action.payload.items) {
        const model = state.saved.find(
          (candidate) =>
            candidate.metadata.formType === action.payload.formType &&
            candidate.metadata.dtoMapping === item.metadata.dtoMapping,
        );
        if (!model) continue;
        model.fields = withPrepopulatedData(
          fieldsOf(state, model),
          model.fields,
          state.everEdited[model.clientId] ?? {},
          item.fields,
        );
      }
      applyDependencyResets(state, action.payload.formType, before);
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
