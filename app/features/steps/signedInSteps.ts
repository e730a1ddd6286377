import type { ErrorResponse, SubmitResponse } from '#pages-config/api/contract.ts';
import { formatContent } from '#pages-config/rules/message.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import { claimkitApi } from '../../api/claimkitApi.ts';
import { errorBodyOf, statusOf } from '../../api/publicCalls.ts';
import type { AppThunk, RootState } from '../../store.ts';
import { authorizationExpired } from '../authorization/authorizationSlice.ts';
import { CaptchaFailedError } from '../captcha/captchaErrors.ts';
import { captchaTokenRequested } from '../captcha/captchaThunks.ts';
import {
  submissionAttemptChosen,
  submissionAttemptRefused,
  submissionFailed,
  submissionStarted,
  submissionSucceeded,
} from '../client/clientSlice.ts';
import { buildSubmissionParts, selectSubmittedDocumentContexts } from '../client/submission.ts';
import { answersFingerprint, newIdempotencyKey } from '../client/submissionAttempt.ts';
import { selectContent } from '../culture/cultureSlice.ts';
import { serverFieldErrorsReceived } from '../formModels/formModelsSlice.ts';
import { forgetFile } from '../records/fileRegistry.ts';
import { recordsFiled } from '../records/recordsSlice.ts';
import { payPalVerificationRejected } from '../wallet/walletSlice.ts';

// What Next does past the start page, in a chunk of its own (stepThunks.ts: loadSignedInSteps):
// every model config and the draft put back at sign-in, the draft saved on each step, the editors' checks, the claim filed, and
// where Next leads from a step opened from the summary.
export { draftRestoreRequested, draftSaveRequested } from '../drafts/draftThunks.ts';
export { allModelConfigsLoaded } from '../formModels/allModelConfigs.ts';
export { selectReturnTarget } from '../navigation/returnToSummary.ts';
export { editorProblemsOf } from '../records/editorProblems.ts';
export { tableEditorProblemsOf, tableRowsCommitted } from '../tableEditor/tableEditorThunks.ts';

function text(state: RootState, key: string, values?: Record<string, string | number>): string {
  return formatContent(selectContent(state), key, values);
}

/** How a submission ended. */
export type SubmitOutcome = 'filed' | 'rejected' | 'sessionExpired';

/**
 * Files the claim (spec §7 multipart POST), with a fresh captcha token when the captcha is on.
 * Success stores the reference code; a 400 stores the server's message and field messages (with
 * nonMatchingPaymentElection, also the wallet flag); a 401 means the session is gone; anything
 * else, or an answer without a reference code, shows the catalogue's default submission error
 * (spec §8). Each attempt carries an Idempotency-Key: pressing submit again after a failure with
 * the same answers reuses it, so a claim whose answer was lost is answered again, never filed
 * twice; a 422 (the key was used with other answers) shows the server's message and drops the key.
 */
export function submitRequested(formType: Exclude<FormType, 'Lookup'>): AppThunk<Promise<SubmitOutcome>> {
  return async (dispatch, getState) => {
    const state = getState();
    if (state.client.isSubmitting) throw new Error('Form is already submitting.');
    const culture = state.culture.active;
    // Spec §8: the submission names the claimant's culture; start-up chooses one before any step shows.
    if (!culture) throw new Error('Invalid culture value: no culture is chosen, so the claim cannot be filed.');
    const defaultError = text(state, 'LocKey_Shared_ErrorMessage_Submission_Default');
    /** Spec §4: the elected PayPal email is not the account logged in with; the wallet flag is set. */
    const rejectPaymentElection = (message: string | null): SubmitOutcome => {
      dispatch(payPalVerificationRejected());
      dispatch(submissionFailed(message ?? text(getState(), 'LocKey_Payment_PayPal_NotVerified')));
      return 'rejected';
    };
    dispatch(submissionStarted());
    const parts = buildSubmissionParts(state, formType, culture);
    try {
      parts.reCaptchaResponse = (await dispatch(captchaTokenRequested('SubmitForm'))) ?? '';
    } catch (error) {
      dispatch(submissionFailed(text(getState(), 'LocKey_Shared_ErrorMessage_Problem')));
      if (error instanceof CaptchaFailedError) return 'rejected';
      throw error;
    }
    const documentClientIds = selectSubmittedDocumentContexts(state, formType).map((context) => context.clientId);
    const fingerprint = answersFingerprint(parts, documentClientIds);
    const current = state.client.submissionAttempts[formType];
    const idempotencyKey = current?.answersFingerprint === fingerprint ? current.idempotencyKey : newIdempotencyKey();
    dispatch(submissionAttemptChosen({ formType, attempt: { idempotencyKey, answersFingerprint: fingerprint } }));
    const request = dispatch(
      claimkitApi.endpoints.submitForm.initiate({ formType, parts, documentClientIds, idempotencyKey }),
    );
    try {
      const response = await request.unwrap();
      if (response.nonMatchingPaymentElection) return rejectPaymentElection(response.error);
      if (!response.referenceCodeForm) {
        dispatch(submissionFailed(response.error ?? defaultError));
        return 'rejected';
      }
      dispatch(submissionSucceeded({ formType, referenceCode: response.referenceCodeForm }));
      // The documents are filed: their records and files are done with.
      for (const clientId of documentClientIds) forgetFile(clientId);
      dispatch(recordsFiled({ formType }));
      return 'filed';
    } catch (error) {
      const status = statusOf(error);
      if (status === 401) {
        dispatch(submissionFailed(null));
        dispatch(authorizationExpired(formType));
        return 'sessionExpired';
      }
      if (status === 400) {
        const body = errorBodyOf<ErrorResponse & SubmitResponse>(error);
        if (body?.nonMatchingPaymentElection) return rejectPaymentElection(body.error ?? null);
        if (body?.fieldErrors) dispatch(serverFieldErrorsReceived({ formType, fieldErrors: body.fieldErrors }));
        dispatch(submissionFailed(body?.error ?? defaultError));
        return 'rejected';
      }
      if (status === 422) {
        const body = errorBodyOf<SubmitResponse>(error);
        dispatch(submissionAttemptRefused({ formType, message: body?.error ?? defaultError }));
        return 'rejected';
      }
      if (status === 429) {
        // Too many submissions from this connection or session, or refused for this Notice ID: the
        // server says how long to wait.
        dispatch(submissionFailed(errorBodyOf<SubmitResponse>(error)?.error ?? defaultError));
        return 'rejected';
      }
      dispatch(submissionFailed(defaultError));
      return 'rejected';
    } finally {
      request.reset();
    }
  };
}
