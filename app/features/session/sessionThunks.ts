import { csrfHeaderName } from '#pages-config/api/csrf.ts';
import { claimkitApiLoaded } from '../../api/loadClaimkitApi.ts';
import { publicAnswersReceived, publicCallMade, selectCsrf } from '../../api/publicCalls.ts';
import type { AppThunk } from '../../store.ts';
import { modelConfigsReceived } from '../formModels/formModelsSlice.ts';
import { forgetAllFiles } from '../records/fileRegistry.ts';
import { sessionExpired } from './sessionActions.ts';

/**
 * Tells the server the claimant is still there. Any API call pushes the server session's idle
 * expiry back; GET /api/csrf is the one without side effects (it also starts a new session when
 * the old one is gone, so the next unsafe call has a valid token).
 */
export const sessionKeptAlive = (): AppThunk => (dispatch) => {
  void dispatch(publicCallMade({ call: 'getCsrf', force: true }));
};

/**
 * Spec §4: after expiry the form models are reinitialised and the session marked expired; spec §7:
 * POST /api/session-timeout logs out on the server. A new session (and CSRF token) is fetched once
 * the old one has ended, ready for the claimant to start again.
 */
export const sessionTimedOut = (): AppThunk => (dispatch, getState) => {
  const { configs, complete } = getState().formModels;
  dispatch(sessionExpired());
  // The chosen files are kept outside the store: they go too.
  forgetAllFiles();
  if (configs.length > 0) dispatch(modelConfigsReceived(configs, { complete }));
  void dispatch(claimkitApiLoaded())
    .then(({ endpoints }) => dispatch(endpoints.sessionTimeout.initiate(undefined, { track: false })))
    // Whether or not the server still knew the session, the claimant needs a fresh one.
    .finally(() => dispatch(sessionKeptAlive()));
};

/**
 * Keeps the CSRF token the server renewed the session with at sign-in (the authorize answer's
 * header), for every unsafe call after it: the token fetched at start-up no longer works.
 */
export const csrfTokenRenewed =
  (requestToken: string): AppThunk =>
  (dispatch, getState) => {
    const requestHeaderName = selectCsrf(getState())?.requestHeaderName ?? csrfHeaderName;
    dispatch(
      publicAnswersReceived([{ endpointName: 'getCsrf', arg: undefined, value: { requestHeaderName, requestToken } }]),
    );
  };
