import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectCsrf } from '#app/api/publicCalls.ts';
import { honeypotChanged, signatureChanged } from '#app/features/client/clientSlice.ts';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import { nextRequested } from '#app/features/steps/stepThunks.ts';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore, modelOf } from '../../demoSettlement.ts';

/** Answers every API call with one status, body and headers, and records the requests. */
function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    }),
  );
  return requests;
}

function fill(store: AppStore, dtoMapping: string, values: Record<string, string>) {
  const clientId = modelOf(store, dtoMapping).clientId;
  for (const [key, value] of Object.entries(values)) store.dispatch(fieldChanged({ clientId, key, value }));
}

const alex = { noticeId: 'NWM-4J7K-2Q9P', pin: '583104' };
const authorized = {
  authorized: true,
  error: null,
  captcha: null,
  prepopulatedData: [
    { metadata: { dtoMapping: 'ClaimantInfo' }, fields: { FirstName: 'Alex', MailingCity: 'Springfield' } },
  ],
};

let store: AppStore;
beforeEach(() => {
  store = makeDemoStore();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Next on the start step', () => {
  it('lists the invalid fields and calls nothing when the credentials are missing', async () => {
    const requests = answer(200, authorized);
    const outcome = await store.dispatch(nextRequested('Standard', 'start'));
    expect([outcome.kind, requests.length]).toEqual(['invalid', 0]);
  });

  it('goes to the next step once the credentials are accepted', async () => {
    answer(200, authorized);
    fill(store, 'Credentials', alex);
    expect(await store.dispatch(nextRequested('Standard', 'start'))).toEqual({
      kind: 'navigate',
      to: '/standard/claimant-info',
    });
  });

  it('marks the form type authorized once the credentials are accepted', async () => {
    answer(200, authorized);
    fill(store, 'Credentials', alex);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(store.getState().authorization.Standard).toBe(true);
  });

  it('prefills the models from the authorize answer', async () => {
    answer(200, authorized);
    fill(store, 'Credentials', alex);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(modelOf(store, 'ClaimantInfo').fields).toMatchObject({ firstName: 'Alex', mailingCity: 'Springfield' });
  });

  it('sends the CSRF header and the active culture with the authorize call', async () => {
    const requests = answer(200, authorized);
    fill(store, 'Credentials', alex);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect([requests[0]?.headers.get('X-CSRF-TOKEN'), requests[0]?.headers.get('Accept-Language')]).toEqual([
      'token-123',
      'en',
    ]);
  });

  it('sends the later unsafe calls with the CSRF token the authorize answer renewed the session with', async () => {
    answer(200, authorized, { 'X-CSRF-TOKEN': 'token-renewed' });
    fill(store, 'Credentials', alex);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(selectCsrf(store.getState())?.requestToken).toBe('token-renewed');
  });

  it("stays and keeps the server's message when the credentials are refused", async () => {
    answer(401, { authorized: false, error: 'The Notice ID and PIN you entered do not match our records' });
    fill(store, 'Credentials', { ...alex, pin: '000000' });
    const outcome = await store.dispatch(nextRequested('Standard', 'start'));
    expect([outcome.kind, store.getState().authorization.errorMessage]).toEqual([
      'stay',
      'The Notice ID and PIN you entered do not match our records',
    ]);
  });

  it("shows the catalogue's problem message when the authorize call fails otherwise", async () => {
    answer(500, { error: 'boom' });
    fill(store, 'Credentials', alex);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(store.getState().authorization.errorMessage).toMatch(/^A problem has occurred during your submission/);
  });
});

describe('Next on the submit step', () => {
  it('asks for the signature before filing', async () => {
    const requests = answer(200, {
      referenceCodeForm: 'NWM-AAAA-BBBB',
      error: null,
      nonMatchingPaymentElection: false,
    });
    const outcome = await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect([outcome, requests.length]).toEqual([
      { kind: 'invalid', fields: [], signatureInvalid: true, editors: [] },
      0,
    ]);
  });

  it('stores the reference code and goes to the confirmation', async () => {
    answer(200, { referenceCodeForm: 'NWM-AAAA-BBBB', error: null, nonMatchingPaymentElection: false });
    store.dispatch(signatureChanged('Alex Sample'));
    const outcome = await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect([outcome, store.getState().client.referenceCodes.Standard]).toEqual([
      { kind: 'navigate', to: '/standard/confirmation' },
      'NWM-AAAA-BBBB',
    ]);
  });

  it('sends the session to the session-expired page on a 401', async () => {
    answer(401, { error: 'Not authorized' });
    store.dispatch(signatureChanged('Alex Sample'));
    expect(await store.dispatch(nextRequested('Standard', 'claim-summary'))).toEqual({
      kind: 'navigate',
      to: '/session-expired?form=standard&culture=en',
    });
  });

  it("keeps the server's message and field messages on a 400", async () => {
    answer(400, {
      error: 'Some answers need your attention.',
      fieldErrors: { claimantInfo: { email: ['This address bounced'] } },
    });
    store.dispatch(signatureChanged('Alex Sample'));
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    const state = store.getState();
    expect([
      state.client.submissionError,
      state.formModels.serverErrors[modelOf(store, 'ClaimantInfo').clientId],
    ]).toEqual(['Some answers need your attention.', { email: ['This address bounced'] }]);
  });

  it("shows the catalogue's default submission error when the call fails otherwise", async () => {
    answer(503, {});
    store.dispatch(signatureChanged('Alex Sample'));
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect(store.getState().client.submissionError).toMatch(/^An error occurred during your submission/);
  });

  it('sends each single model as a JSON part', async () => {
    const requests = answer(200, {
      referenceCodeForm: 'NWM-AAAA-BBBB',
      error: null,
      nonMatchingPaymentElection: false,
    });
    fill(store, 'PaymentElection', { paymentMethod: 'Check' });
    store.dispatch(signatureChanged('Alex Sample'));
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    const parts = await requests[0]!.formData();
    expect([
      JSON.parse(String(parts.get('paymentElection'))).fields.paymentMethod,
      parts.get('claimDetails'),
      parts.get('signature'),
    ]).toEqual(['Check', 'null', 'Alex Sample']);
  });
});

/** The body of the authorize call among the requests (tracking calls may come first). */
async function authorizeBody(requests: Request[]): Promise<Record<string, unknown>> {
  const request = requests.find((candidate) => candidate.url.endsWith('/authorize'));
  return (await request!.json()) as Record<string, unknown>;
}

const filed = { referenceCodeForm: 'NWM-AAAA-BBBB', error: null, nonMatchingPaymentElection: false };

describe('the honeypot in the authorize call', () => {
  it('is sent empty when nobody filled it', async () => {
    const requests = answer(200, authorized);
    fill(store, 'Credentials', alex);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(await authorizeBody(requests)).toMatchObject({ website: '' });
  });

  it('carries what a bot typed into it', async () => {
    const requests = answer(200, authorized);
    fill(store, 'Credentials', alex);
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
    fill(store, 'Credentials', alex);
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
