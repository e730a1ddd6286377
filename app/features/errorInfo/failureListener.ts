import { createListenerMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { publicCallRequested, type PublicCall } from '../../api/publicCalls.ts';
import type { AppDispatch, RootState } from '../../store.ts';
import { errorShown } from './errorInfoSlice.ts';

/** Spec §8's text for these failures, with the administrator's contact under it. */
export const problemMessageKey = 'LocKey_Shared_ErrorMessage_Problem';

/** Spec §8: failures of these calls show the problem text in the error alert. */
const alertedCalls: ReadonlySet<PublicCall> = new Set(['getCsrf', 'getCaptcha', 'getPayPalSettings']);

/**
 * Spec §8: an app init failure is logged. These are the start-up calls without which the site
 * cannot start (Boot then shows the catalogue's start-up failure to the claimant).
 */
const startupCalls: ReadonlySet<PublicCall> = new Set([
  'getSettlement',
  'getFormsConfig',
  'getCultureContent',
  'getCharactersWhitelist',
  'getDeadlines',
]);

/** A call that failed, not one skipped because its answer was already in or on its way. */
function failed(action: UnknownAction): boolean {
  return !(action.meta as { condition?: boolean } | undefined)?.condition;
}

/**
 * Spec §8: failures of the CSRF, captcha and PayPal settings calls show a problem text in the
 * error alert (a 403 on csrf never gets here: it is ignored, see publicCalls.ts); a CSRF start-up
 * failure is also logged, and so is a failed call the site cannot start without. (A failed
 * tracking call shows a toast: features/telemetry.)
 */
export const failureListener = createListenerMiddleware();

/**
 * The text of the page-load failures: the CSRF token and the PayPal settings are fetched as the
 * page starts, before the claimant has sent anything, so the catalogue's "during your submission"
 * would be wrong there. The captcha's settings are fetched again as a claim is sent: its failure
 * keeps the catalogue's text.
 */
export const pageLoadProblemMessageKey = 'LocKey_Shared_ErrorMessage_PageLoad';

failureListener.startListening.withTypes<RootState, AppDispatch>()({
  actionCreator: publicCallRequested.rejected,
  effect: (action, listenerApi) => {
    if (!failed(action)) return;
    const { call } = action.meta.arg;
    const error = action.payload ?? action.error;
    if (call === 'getCsrf') console.error('The CSRF token could not be fetched.', error);
    if (alertedCalls.has(call)) {
      const message = call === 'getCaptcha' ? problemMessageKey : pageLoadProblemMessageKey;
      listenerApi.dispatch(errorShown({ message, withContact: true }));
    }
    if (startupCalls.has(call)) console.error(`Start-up failed: the ${call} call failed.`, error);
  },
});
