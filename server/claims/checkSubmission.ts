import { z } from 'zod';
import {
  formModelPayload,
  partNameOf,
  submissionListParts,
  submissionSingleModelParts,
  type FormModelPayload,
  type PrepopulatedItem,
  type ServerModelConfig,
} from '#pages-config/api/contract.ts';
import { isFieldActive, keptValue, type OtherModels } from '#pages-config/rules/dependencies.ts';
import { fileFieldCompanionKeys } from '#pages-config/rules/documents.ts';
import { fieldInputsOf, valueKindProblem } from '#pages-config/rules/fieldInputs.ts';
import { isClientId } from '#pages-config/rules/formModels.ts';
import { noticeValuesOf } from '#pages-config/rules/noticeValues.ts';
import { isPersonNameField, normalisedName } from '#pages-config/rules/personNames.ts';
import { signatureError } from '#pages-config/rules/signature.ts';
import { sensitiveFieldKeys } from '#pages-config/rules/sensitive.ts';
import { editorBlocksOf, fileFieldOf } from '#pages-config/rules/editors.ts';
import { isFieldSkipped, isModelSkipped, isStepIncluded } from '#pages-config/rules/steps.ts';
import { tableEditorBlocksOf, tableEditorError } from '#pages-config/rules/tableEditors.ts';
import type { RuleMessage } from '#pages-config/rules/message.ts';
import { validateModel } from '#pages-config/rules/validation.ts';
import type { FieldValue } from '#pages-config/schema/field.ts';
import type { FormType, PageConfig } from '#pages-config/schema/page.ts';
import { ClientError } from '../errors.ts';
import { normaliseNoticeId } from '../security/credentials.ts';
import type { SettlementService } from '../settlement/settlementService.ts';

/** Part name → field key → messages, in the claimant's culture (the 400 answer's fieldErrors). */
export type FieldErrors = Record<string, Record<string, string[]>>;

/**
 * A model as stored with the claim: what the server derived, never what the client added. Its
 * metadata is the served config's (with the claimTransactionId the server gives a table row), its
 * metadataHash the config version it was checked with, its id null (the server keeps no ids of
 * models: the claim has its own), its clientId only a record's, and its fields only those the
 * server kept.
 */
export interface StoredModel {
  id: null;
  clientId: string | null;
  metadata: ServerModelConfig['metadata'] & { claimTransactionId?: string };
  metadataHash: string;
  fields: Record<string, FieldValue>;
}

/**
 * A record of a list (a vehicle, a document): its client id, in the shape createClientId makes,
 * is kept, since other models and the record's file refer to it.
 */
export interface StoredRecord extends StoredModel {
  clientId: string;
}

export interface CheckedSubmission {
  culture: string;
  signature: string;
  /** Part name → the stored model, null, or a list of stored records. */
  models: Record<string, StoredModel | StoredRecord[] | null>;
  /**
   * Part name → the keys of its sensitive fields, to store sealed: those the config version the
   * claimant was served marks, and those the current config marks (a flag added since still counts).
   */
  sensitiveFields: Record<string, string[]>;
}

export type SubmissionCheck =
  { valid: true; submission: CheckedSubmission } | { valid: false; fieldErrors: FieldErrors };

export interface SubmissionInput {
  formType: FormType;
  pageConfig: PageConfig;
  /** The text of every multipart part, by part name. */
  parts: Readonly<Record<string, string>>;
  settlement: SettlementService;
  /** The normalised Notice ID this session authorized with for the form type. */
  authorizedNoticeId: string;
  /** The culture of the request (Accept-Language), for errors found before the claimant's culture is known. */
  requestCulture: string;
  captchaEnabled: boolean;
  /** The server's clock, for date rules (no future date, ranges relative to today). */
  now: Date;
  /**
   * Every model config the server has served that the submission's models cite, by metadataHash:
   * the current ones and older versions (see metadataHashesOf).
   */
  modelConfigs: ReadonlyMap<string, ServerModelConfig>;
  /**
   * What the claimant's notice prefilled (the authorize answer's prepopulatedData, from the member
   * record, never from the request): a confirm field that would only repeat it is not asked.
   */
  notice: readonly PrepopulatedItem[];
}

function parseJson(text: string, onError: () => never): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return onError();
  }
}

/**
 * The metadataHash of every model the parts carry, to look their config versions up before
 * checkSubmission. Parts that are not JSON models are passed over here; the check refuses them.
 */
export function metadataHashesOf(parts: Readonly<Record<string, string>>): string[] {
  const hashes = new Set<string>();
  for (const partName of [...submissionSingleModelParts, ...submissionListParts]) {
    let json: unknown;
    try {
      json = JSON.parse(parts[partName] ?? 'null');
    } catch {
      continue;
    }
    for (const candidate of Array.isArray(json) ? json : [json]) {
      const hash = (candidate as { metadataHash?: unknown } | null)?.metadataHash;
      if (typeof hash === 'string') hashes.add(hash);
    }
  }
  return [...hashes];
}

/**
 * Checks a submission the way the client did, with the same rules engine and the config version
 * the client was served, and returns what to store. Problems with the request itself (no culture,
 * a stale or foreign model, another Notice ID) throw a ClientError; answers that fail the rules
 * come back as fieldErrors, every message in the claimant's culture.
 */
export function checkSubmission(input: SubmissionInput): SubmissionCheck {
  const { settlement, parts, formType } = input;
  const requestFailed = (): never => {
    throw new ClientError(400, settlement.text(input.requestCulture, 'LocKey_Shared_ErrorMessage_Request'));
  };

  const culture = parts.userPreferredCulture?.trim() ?? '';
  if (!settlement.isEnabledCulture(culture)) requestFailed();
  // A model no browser of this form could have sent (a checkbox holding text, a record's id
  // forged): "reload and try again", in the claimant's language.
  const malformed = (): never => {
    throw new ClientError(400, settlement.text(culture, 'LocKey_Shared_ErrorMessage_Request'));
  };

  const formChanged = (): never => {
    throw new ClientError(
      400,
      settlement.ruleText(culture, {
        key: 'LocKey_Shared_ErrorMessage_FormChanged',
        defaultMessage:
          'This form has changed since you opened it. Reload the page, check your answers and submit again.',
      }),
    );
  };

  if (input.captchaEnabled && !parts.reCaptchaResponse?.trim()) {
    throw new ClientError(
      400,
      settlement.ruleText(culture, {
        key: 'LocKey_Shared_ErrorMessage_Captcha',
        defaultMessage: 'Complete the security check, then submit again.',
      }),
    );
  }

  // The model must be one the server has served (now, or before the settlement was edited: its
  // rules are the ones the claimant was shown), of this form type, sent in its own part.
  const configOf = (partName: string, model: FormModelPayload): ServerModelConfig => {
    const config = input.modelConfigs.get(model.metadataHash);
    if (
      !config ||
      config.metadata.formType !== formType ||
      config.metadata.dtoMapping !== model.metadata.dtoMapping ||
      partNameOf(config.metadata.dtoMapping) !== partName
    ) {
      return formChanged();
    }
    return config;
  };

  // The same whitelist the client fetched, and the server's own clock, never the client's.
  // Dependencies may look at the form's other models: gather them before checking any.
  const otherModels: Partial<Record<string, Record<string, FieldValue>>> = {};
  for (const partName of submissionSingleModelParts) {
    const text = parts[partName]?.trim();
    if (!text) continue;
    const parsed = formModelPayload.safeParse(parseJson(text, requestFailed));
    if (parsed.success && parsed.data.metadata.dtoMapping !== 'Credentials') {
      otherModels[parsed.data.metadata.dtoMapping] = parsed.data.fields;
    }
  }
  const validationContext = {
    allowedCharacters: settlement.settlement.characterWhitelist,
    now: input.now,
    otherModels: otherModels as OtherModels,
  };
  const steps = input.pageConfig.steps;
  const fieldErrors: FieldErrors = {};
  const addErrors = (key: string, errors: Record<string, string[]>) => {
    if (Object.keys(errors).length > 0) fieldErrors[key] = { ...fieldErrors[key], ...errors };
  };

  const inputs = fieldInputsOf(steps);

  /**
   * Validates one model and keeps only its known fields: hidden values are dropped and values held
   * reset by their dependencies are stored reset (spec §4). A value of a kind its input could not
   * have made is refused; names are stored NFKC-normalised.
   */
  const checkModel = (
    errorKey: string,
    config: ServerModelConfig,
    model: FormModelPayload,
    clientId: string | null,
  ): StoredModel => {
    const values: Record<string, FieldValue> = model.fields;
    // A field shown only on steps the answers skip is neither checked nor kept, like a hidden one.
    const fields = config.fields.filter(
      (field) => !isFieldSkipped(steps, validationContext.otherModels, config.metadata.dtoMapping, field.key),
    );
    const noticeItem = input.notice.find((item) => item.metadata.dtoMapping === config.metadata.dtoMapping);
    const notice = noticeValuesOf(config.fields, noticeItem?.fields ?? {});
    const errors = validateModel({ ...config, fields }, values, 'server', { ...validationContext, notice });
    addErrors(
      errorKey,
      Object.fromEntries(
        Object.entries(errors).map(([field, messages]) => [
          field,
          messages.map((message) => settlement.ruleText(culture, message)),
        ]),
      ),
    );
    const kept: Record<string, FieldValue> = {};
    const kindErrors: Record<string, string[]> = {};
    for (const field of fields) {
      const decision = keptValue(field, values, validationContext.otherModels, notice);
      if (!decision.keep) continue;
      const { value } = decision;
      // Only the value of a field the claimant could change is theirs to get wrong; a hidden or
      // disabled one is dropped or held at the config's reset value.
      if (isFieldActive(field, values, validationContext.otherModels, notice)) {
        const problem = valueKindProblem(inputs.get(`${config.metadata.dtoMapping}.${field.key}`), field, value);
        if (problem?.kind === 'wrongType') malformed();
        if (problem?.kind === 'message' && !errors[field.key])
          kindErrors[field.key] = [settlement.ruleText(culture, problem.message)];
      }
      kept[field.key] = typeof value === 'string' && isPersonNameField(field) ? normalisedName(value) : value;
    }
    addErrors(errorKey, kindErrors);
    return storedModelOf(config, clientId, kept);
  };

  const models: CheckedSubmission['models'] = {};
  const sensitiveFields: CheckedSubmission['sensitiveFields'] = {};
  const noteSensitive = (partName: string, config: ServerModelConfig) => {
    const current = input.pageConfig.models.find((model) => model.metadata.dtoMapping === config.metadata.dtoMapping);
    const keys = new Set([
      ...(sensitiveFields[partName] ?? []),
      ...sensitiveFieldKeys(config.fields),
      ...sensitiveFieldKeys(current?.fields ?? []),
    ]);
    if (keys.size > 0) sensitiveFields[partName] = [...keys];
  };

  for (const partName of submissionSingleModelParts) {
    const text = parts[partName]?.trim();
    const json = text === undefined || text === '' ? null : parseJson(text, requestFailed);
    if (json === null) {
      models[partName] = null;
      continue;
    }
    const parsed = formModelPayload.safeParse(json);
    if (!parsed.success) return requestFailed();
    const config = configOf(partName, parsed.data);
    if (config.metadata.dtoMapping === 'Credentials') {
      // Never store the PIN; keep only the Notice ID, which must be the one this session authorized.
      const noticeId = parsed.data.fields.noticeId;
      if (typeof noticeId !== 'string' || normaliseNoticeId(noticeId) !== input.authorizedNoticeId) {
        throw new ClientError(401, settlement.text(culture, 'LocKey_Shared_ErrorMessage_NotAuthorized'));
      }
      models[partName] = storedModelOf(config, null, { noticeId: input.authorizedNoticeId });
      continue;
    }
    // Spec §2: the answers skipped every step that shows this model; nothing of it is filed.
    if (isModelSkipped(steps, validationContext.otherModels, config)) {
      models[partName] = null;
      continue;
    }
    models[partName] = checkModel(partName, config, parsed.data, null);
    noteSensitive(partName, config);
  }

  const editors = editorBlocksOf(steps);
  for (const partName of submissionListParts) {
    const text = parts[partName]?.trim();
    const json = text === undefined || text === '' ? [] : parseJson(text, requestFailed);
    const parsed = z.array(formModelPayload).nullable().safeParse(json);
    if (!parsed.success) return requestFailed();
    // prepopulatedData is the server's own notice data echoed back: nothing to check or keep.
    if (partName === 'prepopulatedData') continue;
    const editor = editors.find(({ block }) => partNameOf(block.model) === partName);
    // Spec §2: records added on a step the answers skip are not filed, like hidden fields.
    if (editor && !isStepIncluded(editor.step, validationContext.otherModels)) {
      models[partName] = [];
      continue;
    }
    const fileField = editor ? fileFieldOf(editor.block) : undefined;
    models[partName] = (parsed.data ?? []).map((model, index): StoredRecord => {
      const config = configOf(partName, model);
      if (!isClientId(model.clientId)) malformed();
      noteSensitive(partName, config);
      const stored = checkModel(`${partName}[${index}]`, config, model, model.clientId);
      // The file field writes name, size and type beside itself (spec §3); matchDocuments replaces
      // the name and size with the file's and bounds the declared type.
      const fields = fileField ? { ...stored.fields, ...fileCompanions(model, fileField) } : stored.fields;
      return { ...stored, clientId: model.clientId, fields };
    });
  }

  checkTableEditors(steps, validationContext.otherModels, models, malformed, (partName, message) =>
    addErrors(partName, { minimumInstances: [settlement.ruleText(culture, message)] }),
  );

  // Every single-model part the page config declares must be there (Credentials were checked at
  // authorize), unless the answers skipped every step showing its fields (it is then null); a
  // missing one means the client runs an older version of the form.
  for (const model of input.pageConfig.models) {
    const partName = partNameOf(model.metadata.dtoMapping);
    if (
      model.metadata.dtoMapping === 'Credentials' ||
      !(submissionSingleModelParts as readonly string[]).includes(partName) ||
      isModelSkipped(steps, validationContext.otherModels, model)
    )
      continue;
    if (models[partName] === null || models[partName] === undefined) formChanged();
  }

  // Only a form with a signature block is signed (DocumentsUpload adds documents to a signed claim):
  // a signature sent for any other is not kept. The same check as the browser's; stored
  // NFKC-normalised like the names.
  const signs = steps.some((step) => step.blocks.some((block) => block.type === 'signature'));
  const signatureProblem = signs ? signatureError(parts.signature ?? null) : null;
  if (signatureProblem) addErrors('signature', { signature: [settlement.ruleText(culture, signatureProblem)] });
  const signature = signs ? normalisedName(parts.signature?.trim() ?? '') : '';

  if (Object.keys(fieldErrors).length > 0) return { valid: false, fieldErrors };
  return { valid: true, submission: { culture, signature, models, sensitiveFields } };
}

/** The model as stored: the config's metadata and version, the server's (no) id, the kept fields. */
function storedModelOf(
  config: ServerModelConfig,
  clientId: string | null,
  fields: Record<string, FieldValue>,
): StoredModel {
  return { id: null, clientId, metadata: { ...config.metadata }, metadataHash: config.metadataHash, fields };
}

/** The `<key>Name`, `<key>Size` and `<key>Type` values a record's file field wrote, when they are text. */
function fileCompanions(model: FormModelPayload, fileField: string): Record<string, FieldValue> {
  return Object.fromEntries(
    fileFieldCompanionKeys(fileField).flatMap((key) => {
      const value = model.fields[key];
      return typeof value === 'string' ? [[key, value]] : [];
    }),
  );
}

/**
 * The table editors' rows (spec §3, §5), e.g. the vehicles: none are filed from a step the answers
 * skip; otherwise there must be the editor's minimum of them, each with its own client id, which
 * becomes its claimTransactionId (how other models of the claim refer to it).
 */
function checkTableEditors(
  steps: PageConfig['steps'],
  answers: OtherModels,
  models: CheckedSubmission['models'],
  malformed: () => never,
  fail: (partName: string, message: RuleMessage) => void,
): void {
  const singleModels = Object.entries(answers).map(([dtoMapping, fields]) => ({
    metadata: { dtoMapping },
    fields: (fields ?? {}) as Record<string, FieldValue>,
  }));
  for (const { step, block } of tableEditorBlocksOf(steps)) {
    const partName = partNameOf(block.model);
    if (!isStepIncluded(step, answers)) {
      models[partName] = [];
      continue;
    }
    const rows = (models[partName] ?? []) as StoredRecord[];
    if (new Set(rows.map((row) => row.clientId)).size !== rows.length) malformed();
    models[partName] = rows.map((row) => ({ ...row, metadata: { ...row.metadata, claimTransactionId: row.clientId } }));
    const error = tableEditorError(block, rows.length, singleModels);
    if (error) fail(partName, error);
  }
}

/** The attestation of the form's signature block, as the claimant read it in their culture. */
export function attestationText(pageConfig: PageConfig, settlement: SettlementService, culture: string): string {
  for (const step of pageConfig.steps) {
    for (const block of step.blocks) {
      if (block.type === 'signature') return settlement.text(culture, block.attestation);
    }
  }
  return '';
}
