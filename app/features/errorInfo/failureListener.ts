import { createListenerMiddleware, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { claimkitApi } from '../../api/claimkitApi.ts';
import type { AppDispatch, RootState } from '../../store.ts';
import { errorShown, noticeQueued } from './errorInfoSlice.ts';

/** Spec §8's text for these failures, with the administrator's contact under it. */
export const problemMessageKey = 'LocKey_Shared_ErrorMessage_Problem';

const {
  getCsrf,
  getCaptcha,
  getPayPalSettings,
  sendTracking,
  getSettlement,
  getFormsConfig,
  getCultureContent,
  getCharactersWhitelist,
  getDeadlines,
} = claimkitApi.endpoints;

/** A call that failed, not one RTK Query skipped because its answer was already in. */
function failed(action: UnknownAction): boolean {
  return !(action.meta as { condition?: boolean } | undefined)?.condition;
}

/**
 * Spec §8: failures of the CSRF, captcha and PayPal settings calls show a problem text in the error
 * alert (a 403 on csrf never gets here: it is ignored, see claimkitApi); a failed tracking call,
 * which costs the claim nothing, shows it as a toast. CSRF start-up failure is also logged.
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
  matcher: isAnyOf(getCsrf.matchRejected, getCaptcha.matchRejected, getPayPalSettings.matchRejected),
  effect: (action, listenerApi) => {
    if (!failed(action)) return;
    if (getCsrf.matchRejected(action)) console.error('The CSRF token could not be fetched.', action.error);
    const message = getCaptcha.matchRejected(action) ? problemMessageKey : pageLoadProblemMessageKey;
    listenerApi.dispatch(errorShown({ message, withContact: true }));
  },
});

failureListener.startListening.withTypes<RootState, AppDispatch>()({
  matcher: sendTracking.matchRejected,
  effect: (action, listenerApi) => {
    if (!failed(action)) return;
    listenerApi.dispatch(noticeQueued({ variant: 'error', title: 'LocKey_Error_Title', message: problemMessageKey }));
  },
});

/**
 * Spec §8: an app init failure is logged. These are the start-up calls without which the site
 * cannot start (Boot then shows the catalogue's start-up failure to the claimant).
 */
failureListener.startListening.withTypes<RootState, AppDispatch>()({
  matcher: isAnyOf(
    getSettlement.matchRejected,
    getFormsConfig.matchRejected,
    getCultureContent.matchRejected,
    getCharactersWhitelist.matchRejected,
    getDeadlines.matchRejected,
  ),
  effect: (action) => {
    if (!failed(action)) return;
    // isAnyOf over five endpoints loses the rejected action's type; every one has this shape.
    const { meta, error } = action as unknown as { meta: { arg: { endpointName: string } }; error: unknown };
    console.error(`Start-up failed: the ${meta.arg.endpointName} call failed.`, error);
  },
});
