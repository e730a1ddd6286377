import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PrepopulatedItem, ServerModelConfig } from '#pages-config/api/contract.ts';
import type { DraftContent } from '#pages-config/api/drafts.ts';
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
import { noticeValuesOf } from '#pages-config/rules/noticeValues.ts';
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

/**
 * A row of a table editor (spec §4): a record of a list model (ClaimTransactions), e.g. a vehicle.
 * It is a draft until focus leaves it while it is valid; then it is saved. Only saved rows are filed.
 */
export interface TableRow extends FormModel {
  status: 'draft' | 'saved';
}

type FieldFlags = Record<string, Record<string, true>>;

export interface FormModelsState {
  /** The server model configs (GET /api/forms/config): fields, rules, dependencies. */
  configs: ServerModelConfig[];
  /** The saved models, one per config except the list mappings. */
  saved: FormModel[];
  /** The rows of the table editors, drafts and saved, in the order the claimant sees them. */
  tableRows: TableRow[];
  /** clientId → field → true once the claimant changed the field (spec §3: ever edited). */
  everEdited: FieldFlags;
  /** clientId → field → true once the field may show its errors (changed, left, or a failed Next). */
  touched: FieldFlags;
  /** clientId → field → messages the server sent for a rejected submission, until the field changes. */
  serverErrors: Record<string, Record<string, string[]>>;
  /**
   * clientId → field → the value the claimant's notice supplied (the prefill at sign-in), which a
   * confirm field need not repeat (noticeValues.ts).
   */
  noticeValues: Record<string, Fields>;
  /** True once the first configs are in: the page's own (start data) or all of them. */
  initialized: boolean;
  /** True once every model config is in (GET /api/forms/config), not only the page's. */
  complete: boolean;
}

const initialState: FormModelsState = {
  configs: [],
  saved: [],
  tableRows: [],
  everEdited: {},
  touched: {},
  serverErrors: {},
  noticeValues: {},
  initialized: false,
  complete: false,
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

/**
 * The reset of spec §4 for one record: its fields' dependencies look at the record itself and the
 * form's saved models. A reset may unfulfil another field of the record, so it repeats until stable.
 */
function applyTableRowDependencyResets(state: FormModelsState, record: TableRow, before: Fields): void {
  const others = otherModelsOf(state.saved, record.metadata.formType);
  const fields = fieldsOf(state, record);
  let previous = before;
  for (let round = 0; round <= fields.length; round += 1) {
    const current = { ...record.fields };
    let changed = false;
    for (const field of fields) {
      const decision = dependencyReset(
        field,
        fieldDependencyState(field, previous, others),
        fieldDependencyState(field, current, others),
      );
      if (!decision.reset) continue;
      const value = normaliseFieldValue(decision.value);
      if (record.fields[field.key] !== value) {
        record.fields[field.key] = value;
        changed = true;
      }
    }
    if (!changed) return;
    previous = current;
  }
}

/** A new draft record of a list model from its current config: fields at their defaults, then the prefill. */
function newDraftRow(
  config: ServerModelConfig,
  clientId: string,
  prepopulated: Readonly<Record<string, FieldValue>> = {},
): TableRow {
  return {
    id: null,
    clientId,
    metadata: normaliseMetadata(config.metadata) as FormModel['metadata'],
    metadataHash: config.metadataHash,
    fields: withPrepopulatedData(config.fields, initialFields(config.fields), {}, prepopulated),
    status: 'draft',
  };
}

function currentConfigOf(
  state: FormModelsState,
  formType: FormType,
  dtoMapping: DtoMapping,
): ServerModelConfig | undefined {
  return state.configs.find(
    (config) => config.metadata.formType === formType && config.metadata.dtoMapping === dtoMapping,
  );
}

function flag(flags: FieldFlags, clientId: string, key: string): void {
  (flags[clientId] ??= {})[key] = true;
}

export const formModelsSlice = createSlice({
  name: 'formModels',
  initialState,
  reducers: {
    /**
     * Model configs arrived: build one saved model per config (spec §4: not the list mappings),
     * every field at its default or null. A config already in keeps its model and what the
     * claimant entered in it: the page's own configs come first (start data), then all of them.
     */
    modelConfigsReceived: {
      reducer(state, action: PayloadAction<{ configs: ServerModelConfig[]; clientIds: string[]; complete: boolean }>) {
        const known = new Set(state.configs.map((config) => config.metadataHash));
        action.payload.configs.forEach((config, index) => {
          if (known.has(config.metadataHash)) return;
          state.configs.push(config);
          if (isSavedModelMapping(config.metadata.dtoMapping))
            state.saved.push({
              id: null,
              clientId: action.payload.clientIds[index]!,
              metadata: normaliseMetadata(config.metadata) as FormModel['metadata'],
              metadataHash: config.metadataHash,
              fields: initialFields(config.fields),
            });
        });
        if (!state.initialized) state.initialized = true;
        if (action.payload.complete && !state.complete) state.complete = true;
      },
      // Random ids are made here, not in the reducer, so the reducer stays pure.
      prepare(configs: ServerModelConfig[], { complete }: { complete: boolean } = { complete: true }) {
        return { payload: { configs, clientIds: configs.map(() => createClientId(clientIdPrefix)), complete } };
      },
    },
    /**
     * The claimant changed a field (free text: when it is committed, not per keystroke). Empty is
     * stored as null, or as the field's default value if it has one (spec §4); dependencies that
     * this change unfulfils reset their fields.
     */
    fieldChanged(
      state,
      action: PayloadAction<{
        clientId: string;
        key: string;
        value: FieldValue;
        /**
         * The claimant is still on the field, choosing (a select's arrow keys pass over each choice,
         * its empty one too): the value counts at once, but its errors wait for fieldBlurred.
         */
        stillChoosing?: boolean;
      }>,
    ) {
      const { clientId, key, value, stillChoosing } = action.payload;
      const model = findModelByClientId([...state.saved, ...state.tableRows], clientId);
      const before = snapshotOf(state.saved);
      const recordBefore = { ...model.fields };
      const config = fieldsOf(state, model).find((field) => field.key === key);
      const normalised = { [key]: normaliseFieldValue(value) };
      model.fields[key] = (config ? withDefaults([config], normalised) : normalised)[key] ?? null;
      const record = state.tableRows.find((candidate) => candidate.clientId === clientId);
      if (record) applyTableRowDependencyResets(state, record, recordBefore);
      else applyDependencyResets(state, model.metadata.formType, before);
      flag(state.everEdited, clientId, key);
      if (!stillChoosing) flag(state.touched, clientId, key);
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
    prepopulatedDataReceived: {
      reducer(state, action: PayloadAction<{ formType: FormType; items: PrepopulatedItem[]; clientIds: string[] }>) {
        const before = snapshotOf(state.saved);
        const { formType, items, clientIds } = action.payload;
        // Items of a list model become draft rows of its table (e.g. the vehicles on the notice), unless
        // the table already has rows: a second authorize never adds them twice nor replaces the claimant's.
        const listsWithRecords = new Set(
          state.tableRows
            .filter((record) => record.metadata.formType === formType)
            .map((record) => record.metadata.dtoMapping),
        );
        items.forEach((item, index) => {
          const dtoMapping = item.metadata.dtoMapping;
          if (isSavedModelMapping(dtoMapping) || listsWithRecords.has(dtoMapping)) return;
          const config = currentConfigOf(state, formType, dtoMapping);
          if (config) state.tableRows.push(newDraftRow(config, clientIds[index]!, item.fields));
        });
        for (const item of items) {
          const model = state.saved.find(
            (candidate) =>
              candidate.metadata.formType === formType && candidate.metadata.dtoMapping === item.metadata.dtoMapping,
          );
          if (!model) continue;
          state.noticeValues[model.clientId] = noticeValuesOf(fieldsOf(state, model), item.fields);
          model.fields = withPrepopulatedData(
            fieldsOf(state, model),
            model.fields,
            state.everEdited[model.clientId] ?? {},
            item.fields,
          );
        }
        applyDependencyResets(state, formType, before);
      },
      // Random ids are made here, not in the reducer, so the reducer stays pure.
      prepare(payload: { formType: FormType; items: PrepopulatedItem[] }) {
        return { payload: { ...payload, clientIds: payload.items.map(() => createClientId(clientIdPrefix)) } };
      },
    },
    /**
     * The form's draft saved on the server came back after authorizing (save and resume). Its values
     * fill the form's saved models, found by dtoMapping, except fields the claimant already edited in
     * this visit, and bring their ever-edited flags, so the notice's prefill applied after it
     * overwrites none of them (spec §4). Fields the current config lacks are dropped. Its saved table
     * rows come back when the table has no rows yet.
     */
    draftRestored: {
      reducer(state, action: PayloadAction<{ formType: FormType; draft: DraftContent; clientIds: string[] }>) {
        const before = snapshotOf(state.saved);
        const { formType, draft, clientIds } = action.payload;
        for (const kept of draft.models) {
          const model = state.saved.find(
            (candidate) =>
              candidate.metadata.formType === formType && candidate.metadata.dtoMapping === kept.dtoMapping,
          );
          // The credentials are never part of a draft; a draft that has them is not trusted with them.
          if (!model || kept.dtoMapping === 'Credentials') continue;
          const editedHere = state.everEdited[model.clientId] ?? {};
          const editedThen = new Set(kept.everEdited);
          for (const field of fieldsOf(state, model)) {
            if (editedHere[field.key] || !Object.hasOwn(kept.fields, field.key)) continue;
            model.fields[field.key] = normaliseFieldValue(kept.fields[field.key]);
            if (editedThen.has(field.key)) flag(state.everEdited, model.clientId, field.key);
          }
        }
        const listsWithRecords = new Set(
          state.tableRows
            .filter((record) => record.metadata.formType === formType)
            .map((record) => record.metadata.dtoMapping),
        );
        draft.rows.forEach((row, index) => {
          const config = currentConfigOf(state, formType, row.dtoMapping);
          if (!config || listsWithRecords.has(row.dtoMapping)) return;
          const record = newDraftRow(config, clientIds[index]!);
          for (const field of config.fields) {
            if (Object.hasOwn(row.fields, field.key))
              record.fields[field.key] = normaliseFieldValue(row.fields[field.key]);
          }
          state.tableRows.push({ ...record, status: 'saved' });
        });
        applyDependencyResets(state, formType, before);
      },
      // Random ids are made here, not in the reducer, so the reducer stays pure.
      prepare(payload: { formType: FormType; draft: DraftContent }) {
        return { payload: { ...payload, clientIds: payload.draft.rows.map(() => createClientId(clientIdPrefix)) } };
      },
    },
    /** The claimant added a record to a list model (a table row, a record editor's draft): an empty draft. */
    tableRowAdded: {
      reducer(state, action: PayloadAction<{ formType: FormType; dtoMapping: DtoMapping; clientId: string }>) {
        const { formType, dtoMapping, clientId } = action.payload;
        const config = currentConfigOf(state, formType, dtoMapping);
        if (!config) throw new Error(`No ${formType} ${dtoMapping} model config to add a record of.`);
        state.tableRows.push(newDraftRow(config, clientId));
      },
      prepare(payload: { formType: FormType; dtoMapping: DtoMapping }) {
        return { payload: { ...payload, clientId: createClientId(clientIdPrefix) } };
      },
    },
    /** A valid draft record was committed (spec §4: e.g. focus left its table row): it is saved. */
    tableRowSaved(state, action: PayloadAction<{ clientId: string }>) {
      const record = findModelByClientId(state.tableRows, action.payload.clientId);
      record.status = 'saved';
    },
    /** A record was deleted, saved or draft (spec §4: local only); its flags go with it. */
    tableRowDeleted(state, action: PayloadAction<{ clientId: string }>) {
      const { clientId } = action.payload;
      findModelByClientId(state.tableRows, clientId);
      state.tableRows = state.tableRows.filter((record) => record.clientId !== clientId);
      delete state.everEdited[clientId];
      delete state.touched[clientId];
      delete state.serverErrors[clientId];
    },
    /** Focus left a record that is not valid: every field of it shows its errors. */
    tableRowValidationFailed(state, action: PayloadAction<{ clientId: string }>) {
      const record = findModelByClientId(state.tableRows, action.payload.clientId);
      for (const field of fieldsOf(state, record)) flag(state.touched, record.clientId, field.key);
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
  draftRestored,
  serverFieldErrorsReceived,
  tableRowAdded,
  tableRowSaved,
  tableRowDeleted,
  tableRowValidationFailed,
} = formModelsSlice.actions;
