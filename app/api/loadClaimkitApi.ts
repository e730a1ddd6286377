import type { AppThunk } from '../store.ts';
import type { claimkitApi } from './claimkitApi.ts';

/** Fetches the module ahead of its first call (pages/StepRoute.tsx: at the first key on a sign-in step). */
export const preloadClaimkitApi = () => import('./claimkitApi.ts');

/**
 * RTK Query and the calls behind sign-in, loaded when the first of them is made (sign-in, a
 * tracked field, the session's end) rather than with every public page. The module joins the
 * store as it loads (`store.ts`); an action then gives its reducer its first state.
 */
export const claimkitApiLoaded = (): AppThunk<Promise<typeof claimkitApi>> => async (dispatch, getState) => {
  const { claimkitApi } = await preloadClaimkitApi();
  if (!(claimkitApi.reducerPath in getState())) dispatch({ type: `${claimkitApi.reducerPath}/joined` });
  return claimkitApi;
};
