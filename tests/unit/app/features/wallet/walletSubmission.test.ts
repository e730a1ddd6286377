import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signatureChanged } from '#app/features/client/clientSlice.ts';
import { nextRequested } from '#app/features/steps/stepThunks.ts';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore } from '../../demoSettlement.ts';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

const nonMatching = {
  nonMatchingPaymentElection: true,
  error: 'The PayPal email address you entered is not the PayPal account you logged in with.',
  referenceCodeForm: null,
};

let store: AppStore;
beforeEach(() => {
  store = makeDemoStore('es');
  store.dispatch(signatureChanged('Alex Sample'));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a submission refused with nonMatchingPaymentElection', () => {
  it('sets the invalid PayPal verification flag', async () => {
    answer(400, nonMatching);
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect(store.getState().wallet.invalidPayPalVerification).toBe(true);
  });

  it('stays on the page with the server’s message', async () => {
    answer(400, nonMatching);
    const outcome = await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect([outcome.kind, store.getState().client.submissionError]).toEqual(['stay', nonMatching.error]);
  });

  it('shows the claimant’s language’s message when the server sent none', async () => {
    answer(400, { ...nonMatching, error: null });
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect(store.getState().client.submissionError).toMatch(/^El correo electrónico de PayPal que ingresó/);
  });

  it('leaves the flag down for other refusals', async () => {
    answer(400, {
      nonMatchingPaymentElection: false,
      error: 'Some answers need your attention.',
      referenceCodeForm: null,
    });
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect(store.getState().wallet.invalidPayPalVerification).toBe(false);
  });
});
