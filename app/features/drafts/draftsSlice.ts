import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormType } from '#pages-config/schema/page.ts';
import type { RootState } from '../../store.ts';
import { submissionSucceeded } from '../client/clientSlice.ts';
import { draftRestored } from '../formModels/formModelsSlice.ts';
import { sessionExpired } from '../session/sessionActions.ts';

/**
 * Save and resume: what the client knows of the drafts kept on the server. The answers themselves
 * are in the form models; nothing here, or anywhere in the store, goes to the browser's storage.
 */
export interface DraftsState {
  /** Per form type, the id of the furthest step the claimant reached (kept in the draft). */
  furthestStepIds: Partial<Record<FormType, string>>;
  /** When the last draft was saved (ISO 8601), while the saved indicator shows; null otherwise. */
  savedIndicatorAt: string | null;
}

const initialState: DraftsState = { furthestStepIds: {}, savedIndicatorAt: null };

export const draftsSlice = createSlice({
  name: 'drafts',
  initialState,
  reducers: {
    /** The draft was saved on leaving a step: the saved indicator shows (spec §4). */
    draftSaved(state, action: PayloadAction<{ formType: FormType; furthestStepId: string; savedAt: string }>) {
      state.furthestStepIds[action.payload.formType] = action.payload.furthestStepId;
      state.savedIndicatorAt = action.payload.savedAt;
    },
    /** Spec §4, §9: the saved indicator disappears after 5000 ms. */
    savedIndicatorHidden(state) {
      state.savedIndicatorAt = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(draftRestored, (state, action) => {
        const { formType, draft } = action.payload;
        if (draft.furthestStepId) state.furthestStepIds[formType] = draft.furthestStepId;
      })
      // Filed: "your answers are saved … sign in again to continue" no longer holds.
      .addCase(submissionSucceeded, (state) => {
        state.savedIndicatorAt = null;
      })
      .addCase(sessionExpired, () => initialState);
  },
});

export const { draftSaved, savedIndicatorHidden } = draftsSlice.actions;

export const selectSavedIndicatorAt = (state: RootState) => state.drafts.savedIndicatorAt;
export const selectFurthestStepId = (state: RootState, formType: FormType) =>
  state.drafts.furthestStepIds[formType] ?? null;
