import type { FormType } from '#pages-config/schema/page.ts';
import { claimkitApi, type DraftFormType } from '../../api/claimkitApi.ts';
import type { AppThunk } from '../../store.ts';
import { selectReferenceCode } from '../client/clientSlice.ts';
import { draftRestored } from '../formModels/formModelsSlice.ts';
import { selectFormSteps } from '../settlement/settlementSelectors.ts';
import { draftContentOf, furtherStepId } from './draftContent.ts';
import { draftSaved, selectFurthestStepId } from './draftsSlice.ts';

/** Whether a form type keeps a draft on the server: those that file a claim typed over several steps. */
export function keepsDraft(formType: FormType): formType is DraftFormType {
  return formType === 'Standard' || formType === 'Automotive';
}

/**
 * After authorizing: the member's draft of the form, fetched and put back into the form models
 * before the claimant sees the first step. A failure is logged and the claimant goes on from the
 * notice's prefill: save and resume must never stand in the way of filing.
 */
export function draftRestoreRequested(formType: FormType): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if (!keepsDraft(formType)) return;
    const request = dispatch(
      claimkitApi.endpoints.getDraft.initiate(formType, { subscribe: false, forceRefetch: true }),
    );
    try {
      const { draft } = await request.unwrap();
      if (draft) dispatch(draftRestored({ formType, draft }));
    } catch (error) {
      console.error('The saved draft could not be loaded; the form goes on without it.', error);
    }
  };
}

/**
 * Leaving a step with Next: the form's draft is saved on the server (its answers so far and the
 * step reached), then the saved indicator shows. Not once the claim is filed (that deleted the
 * draft), nor without the form authorized. A failed save is logged, with no alert: the claimant
 * goes on, and the next step's Next saves again.
 */
export function draftSaveRequested(formType: FormType, reachedStepId: string): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const state = getState();
    if (!keepsDraft(formType) || !state.authorization[formType] || selectReferenceCode(state, formType)) return;
    const furthestStepId = furtherStepId(
      selectFormSteps(state, formType),
      selectFurthestStepId(state, formType),
      reachedStepId,
    );
    const request = dispatch(
      claimkitApi.endpoints.saveDraft.initiate({
        formType,
        draft: draftContentOf(state.formModels, formType, furthestStepId),
      }),
    );
    try {
      const { savedAt } = await request.unwrap();
      // A save answered after the claim was filed says nothing the claimant needs to hear.
      if (!selectReferenceCode(getState(), formType)) dispatch(draftSaved({ formType, furthestStepId, savedAt }));
    } catch (error) {
      console.error('The draft could not be saved; the claimant goes on.', error);
    } finally {
      // The request holds the answers: out of the API cache as soon as the save is over.
      request.reset();
    }
  };
}
