import type { AuthorizeResponse } from '#pages-config/api/contract.ts';
import { formatContent } from '#pages-config/rules/message.ts';
import { signatureError } from '#pages-config/rules/signature.ts';
import { fieldReferencesOf } from '#pages-config/rules/steps.ts';
import type { FormType, Step } from '#pages-config/schema/page.ts';
import type { AuthorizeResult } from '../../api/claimkitApi.ts';
import { claimkitApiLoaded } from '../../api/loadClaimkitApi.ts';
import { errorBodyOf, statusOf } from '../../api/publicCalls.ts';
import type { AppThunk, RootState } from '../../store.ts';
import { authorizeFailed, authorizeStarted, authorizeSucceeded } from '../authorization/authorizationSlice.ts';
import { signatureBlurred } from '../client/clientSlice.ts';
import { CaptchaFailedError } from '../captcha/captchaErrors.ts';
import { captchaTokenRequested } from '../captcha/captchaThunks.ts';
import { selectContent } from '../culture/cultureSlice.ts';
import { selectDerivedFields, selectModel, selectModelPayload } from '../formModels/formModelsSelectors.ts';
import { prepopulatedDataReceived, stepValidationFailed } from '../formModels/formModelsSlice.ts';
import { navigationFinished, navigationStarted, selectNextPath } from '../navigation/navigationSlice.ts';
import { sessionExpiredPath } from '../navigation/paths.ts';
import { csrfTokenRenewed } from '../session/sessionThunks.ts';
import type { EditorProblem } from '../records/editorProblems.ts';
import { editorNextFailed } from '../records/recordsSlice.ts';
import { selectFormSteps, selectStep } from '../settlement/settlementSelectors.ts';

/** A field of a model, by the model's client id and the field's key. */
export interface FieldLocation {
  clientId: string;
  key: string;
  /** A table row's field: the row's name, which its message in the error summary starts with ("Vehicle 2 (2019 Aurora)"). */
  rowName?: string | undefined;
}

/**
 * What the page does after Next: list the invalid fields in the error summary, stay (the server
 * said no), show what the server answered on the same page (a one-page flow such as Lookup), or go
 * on.
 */
export type NextOutcome =
  | { kind: 'invalid'; fields: FieldLocation[]; signatureInvalid: boolean; editors: EditorProblem[] }
  | { kind: 'stay' }
  | { kind: 'shown' }
  | { kind: 'navigate'; to: string };

/**
 * What Next does past the start page (the draft saved and put back, the claim filed, the editors'
 * checks) comes in a chunk of its own (performance budgets): it loads as the claimant signs in,
 * and StepRoute loads it with the flow's steps once signed in, so no later Next waits for it.
 */
export const loadSignedInSteps = () => import('./signedInSteps.ts');

/** Whether a step has an editor (table or multi-record), whose checks hold Next back. */
function hasEditors(step: Step): boolean {
  return step.blocks.some((block) => block.type === 'tableEditor' || block.type === 'multiRecordEditor');
}

function text(state: RootState, key: string, values?: Record<string, string | number>): string {
  return formatContent(selectContent(state), key, values);
}

/** The visible fields of a step whose values fail a rule, in page order, plus whether the signature is missing or invalid. */
function invalidFieldsOf(
  state: RootState,
  formType: FormType,
  stepId: string,
): { fields: FieldLocation[]; signatureInvalid: boolean } {
  const step = selectStep(state, formType, stepId);
  if (!step) return { fields: [], signatureInvalid: false };
  const derived = selectDerivedFields(state);
  const fields = fieldReferencesOf(step).flatMap((reference) => {
    const model = selectModel(state, formType, reference.model);
    const field = model ? derived[model.clientId]?.[reference.field] : undefined;
    return model && field?.visible && field.errors.length > 0
      ? [{ clientId: model.clientId, key: reference.field }]
      : [];
  });
  const signatureInvalid =
    step.blocks.some((block) => block.type === 'signature') && signatureError(state.client.signature) !== null;
  return { fields, signatureInvalid };
}

/**
 * Posts the Credentials model to the authorize call (spec §7). On success the form type is
 * authorized, the member's saved draft put back, then the answer's prefill applied (over no field
 * the draft has as edited); on failure the message (the server's for 400/401/429, else the
 * catalogue's) is stored for the page to show. When the server answers captcha "required" (the
 * check was missing, or refused), the captcha runs once more (with the invisible widget, running
 * it again is the challenge the claimant sees) and the call is sent again: a claimant who solves it
 * gets in without pressing Next twice. Resolves to whether it succeeded.
 */
export function authorizeRequested(formType: FormType): AppThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    if (getState().client.isSubmitting) throw new Error('Form is already submitting.');
    const credentials = selectModelPayload(getState(), formType, 'Credentials');
    if (!credentials) throw new Error(`No Credentials model for the form type ${formType}`);
    dispatch(authorizeStarted(formType));
    // Loads while the captcha and the call run: the draft is put back from it once signed in.
    const signedInSteps = loadSignedInSteps();
    signedInSteps.catch(() => {});
    const api = dispatch(claimkitApiLoaded());
    api.catch(() => {});
    for (let attempt = 1; ; attempt += 1) {
      let reCaptchaResponse: string | null;
      try {
        reCaptchaResponse = await dispatch(captchaTokenRequested('AuthorizeForm', { refreshConfig: attempt > 1 }));
      } catch (error) {
        // Spec §8: a failed captcha gets the problem text; anything else is a bug and is rethrown.
        dispatch(authorizeFailed({ formType, message: text(getState(), 'LocKey_Shared_ErrorMessage_Problem') }));
        if (error instanceof CaptchaFailedError) return false;
        throw error;
      }
      let request: { unwrap(): Promise<AuthorizeResult>; reset(): void } | undefined;
      try {
        const { endpoints } = await api;
        request = dispatch(
          endpoints.authorize.initiate({
            formType,
            credentials,
            reCaptchaResponse,
            honeypot: getState().client.honeypot,
          }),
        );
        const response = await request.unwrap();
        if (!response.authorized) {
          dispatch(
            authorizeFailed({
              formType,
              message: response.error ?? text(getState(), 'LocKey_Shared_ErrorMessage_Authorization'),
            }),
          );
          return false;
        }
        // The session was renewed at sign-in with a new CSRF token: the old one no longer works.
        if (response.renewedCsrfToken) dispatch(csrfTokenRenewed(response.renewedCsrfToken));
        dispatch(authorizeSucceeded(formType));
        const { allModelConfigsLoaded, draftRestoreRequested } = await signedInSteps;
        // The draft and the prefill go into every model of the form, not only the start page's.
        await dispatch(allModelConfigsLoaded());
        await dispatch(draftRestoreRequested(formType));
        dispatch(prepopulatedDataReceived({ formType, items: response.prepopulatedData }));
        return true;
      } catch (error) {
        const status = statusOf(error);
        // 429: a limit against guessing (a wait after too many wrong PINs), whose message says what to do.
        const body = status === 400 || status === 401 || status === 429 ? errorBodyOf<AuthorizeResponse>(error) : null;
        if (body?.captcha === 'required' && attempt === 1) continue;
        dispatch(
          authorizeFailed({ formType, message: body?.error ?? text(getState(), 'LocKey_Shared_ErrorMessage_Problem') }),
        );
        return false;
      } finally {
        // The request holds the PIN; drop it from the API cache as soon as the answer is in.
        request?.reset();
      }
    }
  };
}

/**
 * Next on a step (STYLE.md: never disable Next to signal invalid input). Invalid visible fields are
 * marked touched and the page shows the error summary; on the authorize step the credentials are
 * checked, on the submit step the claim is filed, on any other step the draft is saved (save and
 * resume); then the flow moves to the next page, passing over steps whose skip condition the
 * answers (prefill included) do not meet. A Next while another navigation runs is a bug: the
 * navigation slice throws (spec §8).
 */
export function nextRequested(formType: FormType, stepId: string): AppThunk<Promise<NextOutcome>> {
  return async (dispatch, getState) => {
    const state = getState();
    const step = selectStep(state, formType, stepId);
    if (!step) throw new Error(`No step ${stepId} in the ${formType} flow`);

    dispatch(navigationStarted());
    try {
      // The editors' checks come with what Next does past the start page: only a step with an
      // editor waits for them (signed in, their chunk is in already).
      const editorChecks = hasEditors(step) ? await loadSignedInSteps() : null;
      // A valid draft row counts as saved, as if focus had left it (spec §4).
      if (editorChecks) dispatch(editorChecks.tableRowsCommitted(formType, step));
      const checked = getState();
      const invalid = invalidFieldsOf(checked, formType, stepId);
      const tables = editorChecks?.tableEditorProblemsOf(checked, formType, step) ?? { fields: [], editors: [] };
      const { signatureInvalid } = invalid;
      const fields = [...invalid.fields, ...tables.fields];
      const editors = [...(editorChecks?.editorProblemsOf(checked, formType, step) ?? []), ...tables.editors];
      if (fields.length > 0 || signatureInvalid || editors.length > 0) {
        dispatch(stepValidationFailed({ fields }));
        if (signatureInvalid) dispatch(signatureBlurred());
        for (const editor of editors) dispatch(editorNextFailed({ editorKey: editor.editorKey }));
        return { kind: 'invalid', fields, signatureInvalid, editors };
      }
      if (step.authorize && !(await dispatch(authorizeRequested(formType)))) return { kind: 'stay' };
      if (step.submit) {
        if (formType === 'Lookup') {
          // Spec §7, §8: the Lookup form files nothing.
          throw new Error(
            `Submission is not available for the Lookup form type: remove "submit" from its step "${step.id}" in the page config.`,
          );
        }
        const { submitRequested } = await loadSignedInSteps();
        const outcome = await dispatch(submitRequested(formType));
        if (outcome === 'sessionExpired')
          return { kind: 'navigate', to: sessionExpiredPath(formType, getState().culture.active) };
        if (outcome === 'rejected') return { kind: 'stay' };
      }
      const next = selectNextPath(getState(), formType, step.path);
      if (!next) return step.authorize ? { kind: 'shown' } : { kind: 'stay' };
      const reached = selectFormSteps(getState(), formType).find((candidate) => candidate.path === next);
      if (!step.authorize && !step.submit && reached) {
        const { draftSaveRequested } = await loadSignedInSteps();
        await dispatch(draftSaveRequested(formType, reached.id));
      }
      return { kind: 'navigate', to: next };
    } finally {
      dispatch(navigationFinished());
    }
  };
}
