import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { TrackingRequest } from '#pages-config/api/telemetry.ts';
import { trackingFieldKey, trackingValueMaxLength } from '#pages-config/api/tracking.ts';
import { claimkitApi } from '../../api/claimkitApi.ts';
import type { AppDispatch, RootState } from '../../store.ts';
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
 * Enter, so never per keystroke). A failed call is the API slice's rejected action; the claimant's
 * answers are unaffected.
 */
export const trackingListener = createListenerMiddleware();

trackingListener.startListening.withTypes<RootState, AppDispatch>()({
  actionCreator: fieldChanged,
  effect: (action, listenerApi) => {
    const payload = trackingPayloadOf(listenerApi.getState(), action.payload.clientId, action.payload.key);
    if (!payload) return;
    const request = listenerApi.dispatch(claimkitApi.endpoints.sendTracking.initiate(payload));
    // Nothing waits for the answer: keep neither the request nor its value in the API cache.
    void request.then(() => request.reset());
  },
});
