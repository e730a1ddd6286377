import { partNameOf, submissionListParts, submissionSingleModelParts } from '#pages-config/api/parts.ts';
import type { FormModelPayload } from '#pages-config/api/contract.ts';
import { honeypotFieldName } from '#pages-config/api/honeypot.ts';
import { editorBlocksOf } from '#pages-config/rules/editors.ts';
import { isModelSkipped, isStepIncluded } from '#pages-config/rules/steps.ts';
import { tableEditorBlocksOf } from '#pages-config/rules/tableEditors.ts';
import { dtoMappings } from '#pages-config/schema/names.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import type { SubmissionParts } from '../../api/claimkitApi.ts';
import type { RootState } from '../../store.ts';
import {
  selectModelConfig,
  selectModelPayload,
  selectSavedTableRowPayloads,
} from '../formModels/formModelsSelectors.ts';
import { otherModelsOf } from '../formModels/formModelsSlice.ts';
import { selectSavedRecords } from '../records/recordsSelectors.ts';
import { selectFormSteps } from '../settlement/settlementSelectors.ts';

/**
 * The multipart parts of a submission (spec §3, §7): the text parts, one JSON part per single
 * model (or 'null' when the form has none, or when the answers skipped every step showing its
 * fields), and the list parts: the document contexts of the documents editor and the claim
 * transactions of the table editor. Captcha is off in this build, so its parts are empty.
 */
export function buildSubmissionParts(state: RootState, formType: FormType, culture: string): SubmissionParts {
  const parts: SubmissionParts = {
    reCaptchaResponse: '',
    userPreferredCulture: culture,
    captchaRawValue: '',
    signature: state.client.signature ?? '',
    [honeypotFieldName]: state.client.honeypot,
  };
  const steps = selectFormSteps(state, formType);
  const answers = otherModelsOf(state.formModels.saved, formType);
  for (const part of submissionSingleModelParts) {
    const dtoMapping = dtoMappings.find((mapping) => partNameOf(mapping) === part);
    const config = dtoMapping ? selectModelConfig(state, formType, dtoMapping) : undefined;
    const skipped = config !== undefined && isModelSkipped(steps, answers, config);
    const payload = dtoMapping && !skipped ? selectModelPayload(state, formType, dtoMapping) : null;
    parts[part] = JSON.stringify(payload);
  }
  for (const part of submissionListParts) parts[part] = '[]';
  parts.documentContexts = JSON.stringify(selectSubmittedDocumentContexts(state, formType));
  parts.claimTransactions = JSON.stringify(selectSubmittedClaimTransactions(state, formType));
  return parts;
}

/**
 * The document contexts the submission carries: the saved records of the form's documents editor,
 * none when the answers skip its step (spec §2: nothing of a skipped step is filed). Their files
 * go as parts named by each record's client id (spec §7).
 */
export function selectSubmittedDocumentContexts(state: RootState, formType: FormType): FormModelPayload[] {
  const steps = selectFormSteps(state, formType);
  const editor = editorBlocksOf(steps).find(({ block }) => block.model === 'DocumentContexts');
  if (!editor || !isStepIncluded(editor.step, otherModelsOf(state.formModels.saved, formType))) return [];
  return selectSavedRecords(state, formType, 'DocumentContexts').map((record) => ({
    id: record.id,
    clientId: record.clientId,
    metadata: record.metadata,
    metadataHash: record.metadataHash,
    fields: record.fields,
  }));
}

/**
 * The claim transactions the submission carries (spec §3): the saved rows of the form's table
 * editor, e.g. the vehicles, none when the answers skip its step. Each carries its
 * claimTransactionId (its client id), by which other models of the claim can refer to it.
 */
export function selectSubmittedClaimTransactions(state: RootState, formType: FormType): FormModelPayload[] {
  const steps = selectFormSteps(state, formType);
  const table = tableEditorBlocksOf(steps).find(({ block }) => block.model === 'ClaimTransactions');
  if (!table || !isStepIncluded(table.step, otherModelsOf(state.formModels.saved, formType))) return [];
  return selectSavedTableRowPayloads(state, formType, 'ClaimTransactions').map((row) => ({
    ...row,
    metadata: { ...row.metadata, claimTransactionId: row.clientId },
  }));
}
