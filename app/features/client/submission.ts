import { partNameOf, submissionListParts, submissionSingleModelParts } from '#pages-config/api/parts.ts';
import { dtoMappings } from '#pages-config/schema/names.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import type { SubmissionParts } from '../../api/claimkitApi.ts';
import type { RootState } from '../../store.ts';
import { selectModelPayload } from '../formModels/formModelsSelectors.ts';

/**
 * The multipart parts of a submission (spec §3, §7): the text parts, one JSON part per single
 * model (or 'null' when the form has none), and the list parts. Captcha is off in this build, so its
 * parts are empty; documents and claim transactions come with their editors.
 */
export function buildSubmissionParts(state: RootState, formType: FormType, culture: string): SubmissionParts {
  const parts: SubmissionParts = {
    reCaptchaResponse: '',
    userPreferredCulture: culture,
    captchaRawValue: '',
    signature: state.client.signature ?? '',
  };
  for (const part of submissionSingleModelParts) {
    const dtoMapping = dtoMappings.find((mapping) => partNameOf(mapping) === part);
    const payload = dtoMapping ? selectModelPayload(state, formType, dtoMapping) : null;
    parts[part] = JSON.stringify(payload);
  }
  for (const part of submissionListParts) parts[part] = '[]';
  return parts;
}
