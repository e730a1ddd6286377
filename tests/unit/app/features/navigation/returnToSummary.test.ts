import { describe, expect, it } from 'vitest';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import { selectReturnTarget } from '#app/features/navigation/returnToSummary.ts';
import { draftFieldsChanged } from '#app/features/records/recordsSlice.ts';
import { addMoreRequested, draftFileChosen, uploadRequested } from '#app/features/records/recordThunks.ts';
import type { AppStore } from '#app/store.ts';
import { editorBlocksOf } from '#pages-config/rules/editors.ts';
import { demoStep, makeDemoStore, modelOf } from '#tests/unit/app/demoSettlement.ts';

function answer(store: AppStore, dtoMapping: string, values: Record<string, string | boolean>) {
  const clientId = modelOf(store, dtoMapping).clientId;
  for (const [key, value] of Object.entries(values)) store.dispatch(fieldChanged({ clientId, key, value }));
}

/** Where Next leads from the losses question opened from the summary (payment-election otherwise). */
function targetFromLossesQuestion(store: AppStore): string {
  return selectReturnTarget(store.getState(), 'Standard', '/standard/documented-losses', '/standard/payment-election');
}

function answeredStore(): AppStore {
  const store = makeDemoStore();
  answer(store, 'ClaimantInfo', { hasDocumentedLosses: 'No' });
  answer(store, 'PaymentElection', { paymentMethod: 'Check' });
  return store;
}

describe('Next on a step opened from the claim summary', () => {
  it('returns to the summary when every step after it is answered', () => {
    expect(targetFromLossesQuestion(answeredStore())).toBe('/standard/claim-summary');
  });

  it('goes first to a step the change brought in and still unanswered, returning after it', () => {
    const store = answeredStore();
    answer(store, 'ClaimantInfo', { hasDocumentedLosses: 'Yes' });
    expect(targetFromLossesQuestion(store)).toBe('/standard/claim-details?returnTo=summary');
  });

  it('asks for the documents the new losses need before returning', () => {
    const store = answeredStore();
    answer(store, 'ClaimantInfo', { hasDocumentedLosses: 'Yes' });
    answer(store, 'ClaimDetails', { documentedLosses: '120.00' });
    expect(targetFromLossesQuestion(store)).toBe('/standard/supporting-documents?returnTo=summary');
  });

  it('returns to the summary once the documents are there', () => {
    const store = answeredStore();
    answer(store, 'ClaimantInfo', { hasDocumentedLosses: 'Yes' });
    answer(store, 'ClaimDetails', { documentedLosses: '120.00' });
    const [{ block }] = editorBlocksOf([demoStep('supporting-documents')]) as [
      ReturnType<typeof editorBlocksOf>[number],
    ];
    store.dispatch(addMoreRequested('Standard', block));
    const clientId = store.getState().records.drafts[0]!.clientId;
    store.dispatch(draftFieldsChanged({ clientId, values: { documentType: 'Receipt' } }));
    store.dispatch(draftFileChosen(clientId, 'file', new File(['%PDF'], 'receipt.pdf', { type: 'application/pdf' })));
    store.dispatch(uploadRequested('Standard', block));
    expect(targetFromLossesQuestion(store)).toBe('/standard/claim-summary');
  });
});
