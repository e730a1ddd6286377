import { afterEach, describe, expect, it, vi } from 'vitest';
import { signatureChanged } from '#app/features/client/clientSlice.ts';
import { answersFingerprint, newIdempotencyKey } from '#app/features/client/submissionAttempt.ts';
import { submitRequested } from '#app/features/steps/signedInSteps.ts';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore } from '../../demoSettlement.ts';

/** Answers the submit calls in turn with these statuses and bodies; returns the Idempotency-Key of each call. */
function answerInTurn(...answers: Array<[number, unknown]>): Array<string | null> {
  const keys: Array<string | null> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      keys.push(request.headers.get('Idempotency-Key'));
      const [status, body] = answers[keys.length - 1] ?? [500, {}];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return keys;
}

const filed = (referenceCode: string): [number, unknown] => [
  200,
  { nonMatchingPaymentElection: false, error: null, referenceCodeForm: referenceCode },
];
const failed: [number, unknown] = [500, {}];

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedStore(): AppStore {
  const store = makeDemoStore();
  store.dispatch(signatureChanged('Alex Sample'));
  return store;
}

describe('the Idempotency-Key of a submission', () => {
  it('is sent with the submission, a UUID', async () => {
    const keys = answerInTurn(filed('NWM-AAAA-BBBB'));
    await signedStore().dispatch(submitRequested('Standard'));
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is sent again when the claimant retries after a failure', async () => {
    const keys = answerInTurn(failed, filed('NWM-AAAA-BBBB'));
    const store = signedStore();
    await store.dispatch(submitRequested('Standard'));
    await store.dispatch(submitRequested('Standard'));
    expect(keys[1]).toBe(keys[0]);
  });

  it('is new once the claim is filed', async () => {
    const keys = answerInTurn(filed('NWM-AAAA-BBBB'), filed('NWM-CCCC-DDDD'));
    const store = signedStore();
    await store.dispatch(submitRequested('Standard'));
    await store.dispatch(submitRequested('Standard'));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is new when the answers changed after a failure', async () => {
    const keys = answerInTurn(failed, filed('NWM-AAAA-BBBB'));
    const store = signedStore();
    await store.dispatch(submitRequested('Standard'));
    store.dispatch(signatureChanged('Alex Q. Sample'));
    await store.dispatch(submitRequested('Standard'));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is dropped when the server refuses it for other answers (422), with the server’s message shown', async () => {
    const message = 'This claim was already sent with other answers. Check your answers, then submit again.';
    const keys = answerInTurn([422, { error: message }], filed('NWM-AAAA-BBBB'));
    const store = signedStore();
    await store.dispatch(submitRequested('Standard'));
    const shown = store.getState().client.submissionError;
    await store.dispatch(submitRequested('Standard'));
    expect([shown, keys[1] === keys[0]]).toEqual([message, false]);
  });

  it('is kept in the store only, never in browser storage', async () => {
    answerInTurn(failed);
    const store = signedStore();
    await store.dispatch(submitRequested('Standard'));
    const key = store.getState().client.submissionAttempts.Standard?.idempotencyKey ?? '';
    const stored = [...Object.values(localStorage), ...Object.values(sessionStorage)].join('\n');
    expect([key.length, stored.includes(key)]).toEqual([36, false]);
  });
});

describe('newIdempotencyKey', () => {
  it('makes a version 4 UUID without crypto.randomUUID (a page on plain HTTP)', () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('answersFingerprint', () => {
  it('ignores the captcha token, which is new on every try', () => {
    const parts = { signature: 'Alex Sample', reCaptchaResponse: 'first', captchaRawValue: '' };
    expect(answersFingerprint(parts, [])).toBe(answersFingerprint({ ...parts, reCaptchaResponse: 'second' }, []));
  });

  it('differs when a document differs', () => {
    const parts = { signature: 'Alex Sample' };
    expect(answersFingerprint(parts, ['fm-a1b2c3d4'])).not.toBe(answersFingerprint(parts, ['fm-e5f6g7h8']));
  });
});
