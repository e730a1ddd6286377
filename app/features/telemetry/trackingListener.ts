import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { TrackingRequest } from '#pages-config/api/telemetry.ts';
import { trackingFieldKey, trackingValueMaxLength } from '#pages-config/api/tracking.ts';
import { claimkitApiLoaded } from '../../api/loadClaimkitApi.ts';
import type { AppDispatch, RootState } from '../../store.ts';
import { noticeQueued } from '../errorInfo/errorInfoSlice.ts';
import { problemMessageKey } from '../errorInfo/failureListener.ts';
import { selectDerivedField } from '../formModels/formModelsSelectors.ts';
import { fieldChanged, fieldConfigsOf } from '../formModels/formModelsSlice.ts';

/**
 * The tracking payload for a field just committed, or null when nothing is to be sent: the field
 * has no enableTrackingFeature, its value is empty, not text, too long, or fails a rule, or the
 * field is hidden (spec §7: sent when tracking is enabled for a text field and it has no errors).
 */
export function trackingPayloadOf(state: RootState, clientId: string, key: string): TrackingRequest | null {
  const model = state.formModels.saved.find((candidate) => candidate.clientId === clientId);
  if (!model) return null;
  const config = fieldConfigsOf(state.formModels.configs, model).find((field) => field.key === key);
  const value = model.fields[key];
  if (!config?.enableTrackingFeature || typeof value !== 'string' || value === '') return null;
  if (value.length > trackingValueMaxLength) return null;
  const derived = selectDerivedField(state, clientId, key);
  if (!derived?.visible || derived.errors.length > 0) return null;
  return { formType: model.metadata.formType, fieldKey: trackingFieldKey(key), fieldValue: value };
}

/**
 * Sends a tracked field's value when the claimant commits it (text fields commit on blur or
 * Enter, so never per keystroke). Spec §8: a failed call, which costs the claim nothing, shows the
 * problem text as a toast; the claimant's answers are unaffected.
 */
export const trackingListener = createListenerMiddleware();

trackingListener.startListening.withTypes<RootState, AppDispatch>()({
  actionCreator: fieldChanged,
  effect: async (action, listenerApi) => {
    const payload = trackingPayloadOf(listenerApi.getState(), action.payload.clientId, action.payload.key);
    if (!payload) return;
    const { endpoints } = await listenerApi.dispatch(claimkitApiLoaded());
    const request = listenerApi.dispatch(endpoints.sendTracking.initiate(payload));
    const result = await request;
    // Nothing else waits for the answer: keep neither the request nor its value in the API cache.
    request.reset();
    if ('error' in result) {
      listenerApi.dispatch(noticeQueued({ variant: 'error', title: 'LocKey_Error_Title', message: problemMessageKey }));
    }
  },
});
