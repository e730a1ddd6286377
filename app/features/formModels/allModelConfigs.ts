import { publicCallSettled } from '../../api/publicCalls.ts';
import type { AppThunk } from '../../store.ts';
import { modelConfigsReceived } from './formModelsSlice.ts';

/**
 * Every model config in the store, for what works on all of a form's models (a draft put back,
 * the sign-in's prefill). A page that came with its own configs only (start data) has Boot ask
 * for the others once it is up; this asks at once if they are not in yet. Rejects when the call
 * fails.
 */
export const allModelConfigsLoaded = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  if (getState().formModels.complete) return;
  const answer = await dispatch(publicCallSettled({ call: 'getFormsConfig' }));
  if (answer.isError) throw new Error('The model configs could not be fetched.');
  // Null: the call met a 403, which spec §6 ignores; there are no model configs.
  dispatch(modelConfigsReceived(answer.data ?? []));
};
