import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type Action,
  type ThunkAction,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { claimkitApi } from './api/claimkitApi.ts';
import { publicCallsSlice } from './api/publicCalls.ts';
import { authorizationSlice } from './features/authorization/authorizationSlice.ts';
import { clientSlice } from './features/client/clientSlice.ts';
import { cultureSlice } from './features/culture/cultureSlice.ts';
import { draftsSlice } from './features/drafts/draftsSlice.ts';
import { errorInfoSlice } from './features/errorInfo/errorInfoSlice.ts';
import { failureListener } from './features/errorInfo/failureListener.ts';
import { formModelsSlice } from './features/formModels/formModelsSlice.ts';
import { navigationSlice } from './features/navigation/navigationSlice.ts';
import { recordsSlice } from './features/records/recordsSlice.ts';
import { captchaSlice } from './features/captcha/captchaSlice.ts';
import { trackingListener } from './features/telemetry/trackingListener.ts';
import { walletSlice } from './features/wallet/walletSlice.ts';
import { sessionExpired } from './features/session/sessionActions.ts';

const combinedReducer = combineSlices(
  publicCallsSlice,
  navigationSlice,
  formModelsSlice,
  authorizationSlice,
  clientSlice,
  cultureSlice,
  recordsSlice,
  captchaSlice,
  walletSlice,
  errorInfoSlice,
  draftsSlice,
).withLazyLoadedSlices<WithSlice<typeof claimkitApi>>();

/**
 * RTK Query joins the store with the calls behind sign-in (`api/loadClaimkitApi.ts`): the public
 * pages do without its code. Its reducer and middleware join every store, made before or after.
 */
const lateMiddleware = createDynamicMiddleware();

export function claimkitApiJoined(api: typeof claimkitApi): void {
  combinedReducer.inject(api);
  lateMiddleware.addMiddleware(api.middleware);
}

export type RootState = ReturnType<typeof combinedReducer>;

/**
 * Spec §4: when the session expires, everything the claimant entered or was granted goes back to
 * its initial state (each slice starts over from undefined); language, texts and configs stay.
 */
function rootReducer(state: Parameters<typeof combinedReducer>[0], action: Action): RootState {
  if (state && sessionExpired.match(action)) {
    const { formModels: _formModels, authorization: _authorization, client: _client, ...kept } = state;
    return combinedReducer(kept, action);
  }
  return combinedReducer(state, action);
}

/**
 * A new store. The app makes one at start-up; tests make one each, optionally with a preloaded state.
 * Nothing in it is written to localStorage or sessionStorage (ARCHITECTURE.md): drafts that must
 * outlive the page are kept on the server, encrypted (features/drafts).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(trackingListener.middleware, failureListener.middleware)
        .concat(lateMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result = void> = ThunkAction<Result, RootState, unknown, Action>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
