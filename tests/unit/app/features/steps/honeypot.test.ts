import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { honeypotChanged, signatureChanged } from '#app/features/client/clientSlice.ts';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import { nextRequested } from '#app/features/steps/stepThunks.ts';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore, modelOf } from '../../demoSettlement.ts';

/** Answers every API call with one status and body, and records the requests. */
function answer(status: number, body: unknown) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

/** The body of the authorize call among the requests (tracking calls may come first). */
async function authorizeBody(requests: Request[]): Promise<Record<string, unknown>> {
  const request = requests.find((candidate) => candidate.url.endsWith('/authorize'));
  return (await request!.json()) as Record<string, unknown>;
}

const authorized = { authorized: true, error: null, captcha: null, prepopulatedData: [] };
const filed = { referenceCodeForm: 'NWM-AAAA-BBBB', error: null, nonMatchingPaymentElection: false };

function signIn(store: AppStore) {
  const clientId = modelOf(store, 'Credentials').clientId;
  store.dispatch(fieldChanged({ clientId, key: 'noticeId', value: 'NWM-4J7K-2Q9P' }));
  store.dispatch(fieldChanged({ clientId, key: 'pin', value: '583104' }));
}

let store: AppStore;
beforeEach(() => {
  store = makeDemoStore();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the honeypot in the authorize call', () => {
  it('is sent empty when nobody filled it', async () => {
    const requests = answer(200, authorized);
    signIn(store);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(await authorizeBody(requests)).toMatchObject({ website: '' });
  });

  it('carries what a bot typed into it', async () => {
    const requests = answer(200, authorized);
    signIn(store);
    store.dispatch(honeypotChanged('https://spam.example'));
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(await authorizeBody(requests)).toMatchObject({ website: 'https://spam.example' });
  });
});

describe('the honeypot in the submission', () => {
  it('is a part of its own, empty when nobody filled it', async () => {
    const requests = answer(200, filed);
    store.dispatch(signatureChanged('Alex Sample'));
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect((await requests[0]!.formData()).get('website')).toBe('');
  });

  it('carries what a bot typed into it', async () => {
    const requests = answer(200, filed);
    store.dispatch(honeypotChanged('https://spam.example'));
    store.dispatch(signatureChanged('Alex Sample'));
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect((await requests[0]!.formData()).get('website')).toBe('https://spam.example');
  });
});

describe('a refusal by the limits against guessing and bots (429)', () => {
  it("keeps the server's message on authorize", async () => {
    answer(429, { error: 'This Notice ID is locked. Write to info@northwindsettlement.example.' });
    signIn(store);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(store.getState().authorization.errorMessage).toBe(
      'This Notice ID is locked. Write to info@northwindsettlement.example.',
    );
  });

  it("keeps the server's message on submit", async () => {
    answer(429, {
      error: 'Too many claims from this connection.',
      nonMatchingPaymentElection: false,
      referenceCodeForm: null,
    });
    store.dispatch(signatureChanged('Alex Sample'));
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect(store.getState().client.submissionError).toBe('Too many claims from this connection.');
  });
});
