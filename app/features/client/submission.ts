import { partNameOf, submissionListParts, submissionSingleModelParts } from '#pages-config/api/parts.ts';
import { isModelSkipped } from '#pages-config/rules/steps.ts';
import { dtoMappings } from '#pages-config/schema/names.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import type { SubmissionParts } from '../../api/claimkitApi.ts';
import type { RootState } from '../../store.ts';
import { selectModelConfig, selectModelPayload } from '../formModels/formModelsSelectors.ts';
import { otherModelsOf } from '../formModels/formModelsSlice.ts';
import { selectFormSteps } from '../settlement/settlementSelectors.ts';

/**
 * The multipart parts of a submission (spec §3, §7): the text parts, one JSON part per single
 * model (or 'null' when the form has none, or when the answers skipped every step showing its
 * fields), and the list parts. Captcha is off in this build, so its parts are empty; documents and
 * claim transactions come with their editors.
 */
export function buildSubmissionParts(state: RootState, formType: FormType, culture: string): SubmissionParts {
  const parts: SubmissionParts = {
    reCaptchaResponse: '',
    userPreferredCulture: culture,
    captchaRawValue: '',
    signature: state.client.signature ?? '',
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
  return parts;
}
