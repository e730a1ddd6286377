import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { captchaRunner, type CaptchaController } from '#app/features/captcha/captchaRunner.ts';
import { signatureChanged } from '#app/features/client/clientSlice.ts';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import { authorizeRequested, nextRequested } from '#app/features/steps/stepThunks.ts';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore, modelOf } from '../../demoSettlement.ts';

const problemText = /^A problem has occurred during your submission/;

/** Answers every API call with one status and body, and records the authorize and submit requests. */
function answer(status: number, body: unknown) {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (/\/api\/forms\//.test(request.url)) requests.push(request);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

/** A widget that answers each execute with the next token of the list (or an error code). */
function attachWidget(...outcomes: Array<{ token: string } | { error: string }>): CaptchaController {
  const widget: CaptchaController = {
    execute: vi.fn(() => {
      const outcome = outcomes.shift();
      queueMicrotask(() => {
        if (outcome && 'token' in outcome) captchaRunner.tokenReceived(outcome.token);
        else captchaRunner.errored(outcome?.error ?? 'internal-error');
      });
    }),
    reset: vi.fn(),
    rerender: vi.fn(),
  };
  captchaRunner.attach(widget);
  return widget;
}

function enableCaptcha(store: AppStore) {
  store.dispatch(
    publicAnswersReceived([
      { endpointName: 'getCaptcha', arg: undefined, value: { enabled: true, provider: 'hCaptcha', siteKey: 'site' } },
    ]),
  );
}

function fillCredentials(store: AppStore) {
  const clientId = modelOf(store, 'Credentials').clientId;
  store.dispatch(fieldChanged({ clientId, key: 'noticeId', value: 'NWM-4J7K-2Q9P' }));
  store.dispatch(fieldChanged({ clientId, key: 'pin', value: '583104' }));
}

const authorized = { authorized: true, error: null, captcha: null, prepopulatedData: [] };
const filed = { referenceCodeForm: 'NWM-AAAA-BBBB', error: null, nonMatchingPaymentElection: false };

let store: AppStore;
let widget: CaptchaController | undefined;
beforeEach(() => {
  answer(200, {});
  store = makeDemoStore();
  enableCaptcha(store);
  fillCredentials(store);
});
afterEach(() => {
  if (widget) captchaRunner.detach(widget);
  widget = undefined;
  vi.unstubAllGlobals();
});

describe('authorize with the captcha on', () => {
  it('sends the captcha token as reCaptchaResponse', async () => {
    widget = attachWidget({ token: 'token-authorize' });
    const requests = answer(200, authorized);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(((await requests[0]?.json()) as { reCaptchaResponse: string }).reCaptchaResponse).toBe('token-authorize');
  });

  it('runs the captcha before each authorize call', async () => {
    widget = attachWidget({ token: 'first' }, { token: 'second' });
    answer(200, authorized);
    await store.dispatch(nextRequested('Standard', 'start'));
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(widget.execute).toHaveBeenCalledTimes(2);
  });

  it('marks the captcha running until its token arrives', async () => {
    // A widget whose check the test finishes by hand.
    widget = { execute: vi.fn(), reset: vi.fn(), rerender: vi.fn() };
    captchaRunner.attach(widget);
    answer(200, authorized);
    const pending = store.dispatch(authorizeRequested('Standard'));
    await vi.waitFor(() => expect(widget?.execute).toHaveBeenCalled());
    const whileRunning = store.getState().captcha.isRunning;
    captchaRunner.tokenReceived('token-authorize');
    await pending;
    expect([whileRunning, store.getState().captcha.isRunning]).toEqual([true, false]);
  });

  it('calls nothing and shows the problem text when the captcha fails', async () => {
    widget = attachWidget({ error: 'challenge-closed' });
    const requests = answer(200, authorized);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect([requests.length, store.getState().authorization.errorMessage]).toEqual([
      0,
      expect.stringMatching(problemText),
    ]);
  });

  it('lets the claimant try again after a failed captcha', async () => {
    widget = attachWidget({ error: 'challenge-closed' }, { token: 'second-try' });
    answer(200, authorized);
    await store.dispatch(nextRequested('Standard', 'start'));
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(store.getState().authorization.Standard).toBe(true);
  });

  it('throws the spec’s internal error when the captcha gives no token', async () => {
    widget = attachWidget({ token: '' });
    answer(200, authorized);
    await expect(store.dispatch(authorizeRequested('Standard'))).rejects.toThrow(
      'AuthorizeForm called without calling reCaptcha.',
    );
  });

  describe('when the server answers that a captcha is required', () => {
    const captchaRequired = {
      authorized: false,
      error: 'Complete the security check, then submit again.',
      captcha: 'required',
      prepopulatedData: [],
    };

    /** Answers the authorize calls in turn with these answers, and the captcha config with the captcha on. */
    function answerAuthorize(...answers: Array<[number, unknown]>) {
      const tokens: unknown[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (request: Request) => {
          const reply = (status: number, body: unknown) =>
            new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
          if (request.url.endsWith('/api/captcha'))
            return reply(200, { enabled: true, provider: 'hCaptcha', siteKey: 'site' });
          if (!request.url.endsWith('/authorize')) return reply(200, {});
          tokens.push(((await request.json()) as { reCaptchaResponse: unknown }).reCaptchaResponse);
          const [status, body] = answers.shift() ?? [500, {}];
          return reply(status, body);
        }),
      );
      return tokens;
    }

    it('runs the captcha again and sends the call once more, with the new token', async () => {
      widget = attachWidget({ token: 'first' }, { token: 'second' });
      const tokens = answerAuthorize([400, captchaRequired], [200, authorized]);
      await store.dispatch(nextRequested('Standard', 'start'));
      expect([tokens, store.getState().authorization.Standard]).toEqual([['first', 'second'], true]);
    });

    it('tries once more only, then shows the server’s message', async () => {
      widget = attachWidget({ token: 'first' }, { token: 'second' }, { token: 'third' });
      const tokens = answerAuthorize([400, captchaRequired], [400, captchaRequired], [200, authorized]);
      await store.dispatch(nextRequested('Standard', 'start'));
      expect([tokens.length, store.getState().authorization.errorMessage]).toEqual([2, captchaRequired.error]);
    });
  });

  it('sends no token while the captcha is off', async () => {
    const requests = answer(200, authorized);
    store = makeDemoStore();
    fillCredentials(store);
    await store.dispatch(nextRequested('Standard', 'start'));
    expect(((await requests[0]?.json()) as { reCaptchaResponse: unknown }).reCaptchaResponse).toBeNull();
  });
});

describe('submit with the captcha on', () => {
  beforeEach(() => {
    store.dispatch(signatureChanged('Alex Sample'));
  });

  it('sends the captcha token as the reCaptchaResponse part', async () => {
    widget = attachWidget({ token: 'token-submit' });
    const requests = answer(200, filed);
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect((await requests[0]!.formData()).get('reCaptchaResponse')).toBe('token-submit');
  });

  it('files nothing and shows the problem text when the captcha fails', async () => {
    widget = attachWidget({ error: 'rate-limited' });
    const requests = answer(200, filed);
    await store.dispatch(nextRequested('Standard', 'claim-summary'));
    expect([requests.length, store.getState().client.submissionError]).toEqual([0, expect.stringMatching(problemText)]);
  });

  it('throws the spec’s internal error when the captcha gives no token', async () => {
    widget = attachWidget({ token: '' });
    answer(200, filed);
    await expect(store.dispatch(nextRequested('Standard', 'claim-summary'))).rejects.toThrow(
      'SubmitForm called without calling reCaptcha.',
    );
  });

  it('is no longer submitting after the internal error', async () => {
    widget = attachWidget({ token: '' });
    answer(200, filed);
    await store.dispatch(nextRequested('Standard', 'claim-summary')).catch(() => {});
    expect(store.getState().client.isSubmitting).toBe(false);
  });
});
