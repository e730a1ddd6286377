import { createSelector, weakMapMemoize } from '@reduxjs/toolkit';
import type { FormModelPayload, ServerModelConfig } from '#pages-config/api/contract.ts';
import { areComponentsHidden } from '#pages-config/rules/blockDependencies.ts';
import { fieldDependencyState } from '#pages-config/rules/dependencies.ts';
import { formatRuleMessage, type RuleMessage } from '#pages-config/rules/message.ts';
import type { NoticeValues } from '#pages-config/rules/noticeValues.ts';
import { isFieldRequired, validateField, type ValidationContext } from '#pages-config/rules/validation.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import type { MaskName } from '#pages-config/schema/names.ts';
import type { ContainerBlock, DtoMapping, FormType } from '#pages-config/schema/page.ts';
import { selectAnswer } from '../../api/publicCalls.ts';
import type { RootState } from '../../store.ts';
import { selectContent } from '../culture/cultureSlice.ts';
import { fieldConfigsOf, otherModelsOf, type FormModel, type TableRow } from './formModelsSlice.ts';

const hourInMilliseconds = 60 * 60 * 1000;

/** What the rules say about one field right now. */
export interface DerivedFieldState {
  /** False while the field's dependencies hide it (spec §4). */
  visible: boolean;
  /** True while the field's dependencies disable it: shown, not operable, not checked (spec §4). */
  disabled: boolean;
  /**
   * Decides the label's required marker (spec §5); conditional rules count while their condition
   * holds. A disabled field is never checked, so it is never marked required.
   */
  required: boolean;
  /** The input mask: a fulfilled dependency's override, else the field's own (spec §4). */
  maskName: MaskName | undefined;
  /** The messages of the client rules the value fails, untranslated (content key, default text, values). */
  messages: readonly RuleMessage[];
  /** Every message the value fails, translated: the client rules', then the server's. */
  errors: readonly string[];
  /** The messages to show: all once the field is touched; before that only the server's. */
  shownErrors: readonly string[];
}

const noErrors: readonly string[] = Object.freeze([]);
const noMessages: readonly RuleMessage[] = Object.freeze([]);

export const selectModelConfigs = (state: RootState) => state.formModels.configs;
const selectSavedModels = (state: RootState) => state.formModels.saved;
const selectAllTableRows = (state: RootState) => state.formModels.tableRows;
const selectTouched = (state: RootState) => state.formModels.touched;
const selectServerErrors = (state: RootState) => state.formModels.serverErrors;
const selectNoticeValues = (state: RootState) => state.formModels.noticeValues;

/**
 * The whitelist arrives as a JSON string of the characters (spec §7); a plain string is taken as is.
 * Undefined while the call runs; null when it met a 403 (spec §6: ignored, so nothing is restricted
 * on the client and the server enforces the rule on submit).
 */
function parseAllowedCharacters(answer: { allowedCharacters: string } | null | undefined): string | null | undefined {
  if (answer === undefined || answer === null) return answer;
  const raw = answer.allowedCharacters;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

const selectAllowedCharacters = (state: RootState) =>
  parseAllowedCharacters(selectAnswer(state, 'getCharactersWhitelist'));

export function selectModel(state: RootState, formType: FormType, dtoMapping: DtoMapping): FormModel | undefined {
  return state.formModels.saved.find(
    (model) => model.metadata.formType === formType && model.metadata.dtoMapping === dtoMapping,
  );
}

export function selectModelConfig(
  state: RootState,
  formType: FormType,
  dtoMapping: DtoMapping,
): ServerModelConfig | undefined {
  return state.formModels.configs.find(
    (config) => config.metadata.formType === formType && config.metadata.dtoMapping === dtoMapping,
  );
}

export function selectFieldConfig(
  state: RootState,
  formType: FormType,
  dtoMapping: DtoMapping,
  key: string,
): FieldConfig | undefined {
  return selectModelConfig(state, formType, dtoMapping)?.fields.find((field) => field.key === key);
}

/** The model as the API takes it (FormModelPayload), or null when the form has no such model. */
export function selectModelPayload(
  state: RootState,
  formType: FormType,
  dtoMapping: DtoMapping,
): FormModelPayload | null {
  const model = selectModel(state, formType, dtoMapping);
  return model
    ? {
        id: model.id,
        clientId: model.clientId,
        metadata: model.metadata,
        metadataHash: model.metadataHash,
        fields: model.fields,
      }
    : null;
}

/**
 * The derived state of one model, kept for as long as the model object (Immer keeps it while the
 * model is unchanged) and the other inputs are the same: a change to one record of a table of 200
 * derives that record again, not all 200, which was most of what a Tab out of a cell cost there.
 * The rules read the clock only for the day in Los Angeles, which can change only on the hour (`_hour`).
 */
const deriveModelFields = weakMapMemoize(
  (
    model: FormModel,
    configs: readonly ServerModelConfig[],
    models: readonly FormModel[],
    touched: Readonly<Record<string, true>> | undefined,
    serverErrors: Readonly<Record<string, string[]>> | undefined,
    notice: NoticeValues | undefined,
    content: ReturnType<typeof selectContent>,
    allowedCharacters: string | null | undefined,
    _hour: number,
  ) => {
    // A record's dependencies and rules look at the record itself and the form's saved models.
    const otherModels = otherModelsOf(models, model.metadata.formType);
    const context: ValidationContext = { now: new Date(), otherModels };
    if (notice) context.notice = notice;
    if (allowedCharacters !== undefined) context.allowedCharacters = allowedCharacters;
    const fields: Record<string, DerivedFieldState> = {};
    for (const field of fieldConfigsOf(configs, model)) {
      const dependencies = fieldDependencyState(field, model.fields, otherModels, notice);
      const found = validateField(field, model.fields, 'client', context);
      const messages = found.length > 0 ? found : noMessages;
      const clientErrors = messages.map((message) => formatRuleMessage(content, message));
      const fromServer = serverErrors?.[field.key] ?? noErrors;
      const errors = clientErrors.length + fromServer.length > 0 ? [...clientErrors, ...fromServer] : noErrors;
      fields[field.key] = {
        visible: !dependencies.hidden,
        disabled: !dependencies.hidden && dependencies.disabled,
        required: !dependencies.disabled && isFieldRequired(field, model.fields),
        maskName: dependencies.maskName ?? field.maskName,
        messages,
        errors,
        shownErrors: touched?.[field.key] ? errors : fromServer,
      };
    }
    return fields;
  },
);

/**
 * Visibility, disabled state, requiredness, mask and translated errors of every field of every
 * saved model, keyed by clientId then field key. Derived with the shared rules engine
 * (pages-config/rules) with the context the server uses too: the fetched character whitelist, the
 * clock, and the form's other models (dependencies may look at them). Never stored.
 */
export const selectDerivedFields = createSelector(
  [
    selectModelConfigs,
    selectSavedModels,
    selectAllTableRows,
    selectTouched,
    selectServerErrors,
    selectNoticeValues,
    selectContent,
    selectAllowedCharacters,
  ],
  (configs, models, records, touched, serverErrors, noticeValues, content, allowedCharacters) => {
    // The hour, as the key for the rules' reading of the clock: they read only the day in Los
    // Angeles, which turns on an hour (its offsets from UTC are whole hours). Not the day itself:
    // the platform's first reading of a time zone costs the page's first task several milliseconds.
    const hour = Math.floor(Date.now() / hourInMilliseconds);
    return Object.fromEntries(
      [...models, ...records].map((model) => [
        model.clientId,
        deriveModelFields(
          model,
          configs,
          models,
          touched[model.clientId],
          serverErrors[model.clientId],
          noticeValues[model.clientId],
          content,
          allowedCharacters,
          hour,
        ),
      ]),
    );
  },
);

/** The records of a list model of a form, drafts and saved, in order. */
export const selectTableRows = createSelector(
  [
    selectAllTableRows,
    (_state: RootState, formType: FormType) => formType,
    (_state: RootState, _formType: FormType, dtoMapping: DtoMapping) => dtoMapping,
  ],
  (records, formType, dtoMapping): TableRow[] =>
    records.filter((record) => record.metadata.formType === formType && record.metadata.dtoMapping === dtoMapping),
);

/**
 * The records by client id, once per change of the records: every cell of a table reads its
 * record, and a search of the list per cell cost the number of rows squared on each change.
 */
const selectTableRowsByClientId = createSelector(
  [selectAllTableRows],
  (records) => new Map(records.map((record) => [record.clientId, record])),
);

/** The record with this client id, if it exists. */
export function selectTableRow(state: RootState, clientId: string): TableRow | undefined {
  return selectTableRowsByClientId(state).get(clientId);
}

/** Whether any field of a model or record fails a rule now (its messages need not be shown yet). */
export function selectHasErrors(state: RootState, clientId: string): boolean {
  return Object.values(selectDerivedFields(state)[clientId] ?? {}).some((field) => field.errors.length > 0);
}

/** The saved records of a list model as the API takes them: the submission's list part (spec §3). */
export function selectSavedTableRowPayloads(
  state: RootState,
  formType: FormType,
  dtoMapping: DtoMapping,
): FormModelPayload[] {
  return selectTableRows(state, formType, dtoMapping)
    .filter((record) => record.status === 'saved')
    .map(({ id, clientId, metadata, metadataHash, fields }) => ({ id, clientId, metadata, metadataHash, fields }));
}

/** The derived state of one field, or undefined before the models are built. */
export function selectDerivedField(state: RootState, clientId: string, key: string): DerivedFieldState | undefined {
  return selectDerivedFields(state)[clientId]?.[key];
}

/**
 * Whether the title, headings and copy inside these containers (outermost first) are hidden: one
 * of them sets hideOnUnfulfilled and its dependencies, own or inherited, are unfulfilled (spec §4).
 */
export function selectComponentsHidden(
  state: RootState,
  formType: FormType,
  containers: readonly ContainerBlock[],
): boolean {
  return areComponentsHidden(containers, otherModelsOf(state.formModels.saved, formType));
}
