import { createSelector } from '@reduxjs/toolkit';
import type { FormModelPayload, ServerModelConfig } from '#pages-config/api/contract.ts';
import { isFieldVisible } from '#pages-config/rules/dependencies.ts';
import { formatRuleMessage } from '#pages-config/rules/message.ts';
import { isFieldRequired, validateField, type ValidationContext } from '#pages-config/rules/validation.ts';
import type { FieldConfig } from '#pages-config/schema/field.ts';
import type { DtoMapping, FormType } from '#pages-config/schema/page.ts';
import { claimkitApi } from '../../api/claimkitApi.ts';
import type { RootState } from '../../store.ts';
import { selectContent } from '../culture/cultureSlice.ts';
import { fieldConfigsOf, type FormModel } from './formModelsSlice.ts';

/** What the rules say about one field right now. */
export interface DerivedFieldState {
  visible: boolean;
  /** Decides the label's required marker (spec §5); conditional rules count while their condition holds. */
  required: boolean;
  /** Every message the value fails, translated: the client rules', then the server's. */
  errors: readonly string[];
  /** The messages to show: all once the field is touched; before that only the server's. */
  shownErrors: readonly string[];
}

const noErrors: readonly string[] = Object.freeze([]);

export const selectModelConfigs = (state: RootState) => state.formModels.configs;
const selectSavedModels = (state: RootState) => state.formModels.saved;
const selectTouched = (state: RootState) => state.formModels.touched;
const selectServerErrors = (state: RootState) => state.formModels.serverErrors;

/** The whitelist arrives as a JSON string of the characters (spec §7); a plain string is taken as is. */
function parseAllowedCharacters(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : raw;
  } catch {
    return raw;
  }
}

const selectAllowedCharacters = (state: RootState) =>
  parseAllowedCharacters(claimkitApi.endpoints.getCharactersWhitelist.select()(state).data?.allowedCharacters);

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
 * Visibility, requiredness and translated errors of every field of every saved model, keyed by
 * clientId then field key. Derived with the shared rules engine (pages-config/rules), never stored.
 */
export const selectDerivedFields = createSelector(
  [selectModelConfigs, selectSavedModels, selectTouched, selectServerErrors, selectContent, selectAllowedCharacters],
  (configs, models, touched, serverErrors, content, allowedCharacters) => {
    const context: ValidationContext = allowedCharacters === undefined ? {} : { allowedCharacters };
    const byModel: Record<string, Record<string, DerivedFieldState>> = {};
    for (const model of models) {
      const fields: Record<string, DerivedFieldState> = {};
      for (const field of fieldConfigsOf(configs, model)) {
        const clientErrors = validateField(field, model.fields, 'client', context).map((message) =>
          formatRuleMessage(content, message),
        );
        const fromServer = serverErrors[model.clientId]?.[field.key] ?? noErrors;
        const errors = clientErrors.length + fromServer.length > 0 ? [...clientErrors, ...fromServer] : noErrors;
        fields[field.key] = {
          visible: isFieldVisible(field, model.fields),
          required: isFieldRequired(field, model.fields),
          errors,
          shownErrors: touched[model.clientId]?.[field.key] ? errors : fromServer,
        };
      }
      byModel[model.clientId] = fields;
    }
    return byModel;
  },
);

/** The derived state of one field, or undefined before the models are built. */
export function selectDerivedField(state: RootState, clientId: string, key: string): DerivedFieldState | undefined {
  return selectDerivedFields(state)[clientId]?.[key];
}
