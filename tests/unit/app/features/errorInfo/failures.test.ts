import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimkitApi } from '#app/api/claimkitApi.ts';
import { publicCallMade, selectPublicCall, type PublicCall } from '#app/api/publicCalls.ts';
import { errorCleared, errorShown } from '#app/features/errorInfo/errorInfoSlice.ts';
import { makeStore } from '#app/store.ts';

/** Answers every API call with one status and body. */
function answer(status: number, body: unknown = { error: 'no' }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const problem = { showError: true, header: null, message: 'LocKey_Shared_ErrorMessage_Problem', withContact: true };
/** The page-load failure's own text: nothing was being submitted (issue 21, point 10). */
const pageLoadProblem = { ...problem, message: 'LocKey_Shared_ErrorMessage_PageLoad' };

describe('errorInfo', () => {
  it('shows the error alert with its message', () => {
    const store = makeStore();
    store.dispatch(errorShown({ header: 'LocKey_Error_Title', message: 'LocKey_Shared_ErrorMessage_Request' }));
    expect(store.getState().errorInfo).toMatchObject({
      showError: true,
      header: 'LocKey_Error_Title',
      message: 'LocKey_Shared_ErrorMessage_Request',
    });
  });

  it('clears the error alert on OK', () => {
    const store = makeStore();
    store.dispatch(errorShown({ message: 'LocKey_Shared_ErrorMessage_Request' }));
    store.dispatch(errorCleared());
    expect(store.getState().errorInfo).toMatchObject({ showError: false, header: null, message: null });
  });
});

describe('a 403 on the calls spec §6 names', () => {
  const calls: (PublicCall & ('getCsrf' | 'getFormsConfig' | 'getCharactersWhitelist' | 'getCultures'))[] = [
    'getCsrf',
    'getFormsConfig',
    'getCharactersWhitelist',
    'getCultures',
  ];
  for (const call of calls) {
    it(`is ignored silently on ${call}: the call returns nothing`, async () => {
      answer(403);
      const store = makeStore();
      await store.dispatch(publicCallMade({ call }));
      const result = selectPublicCall(store.getState(), call);
      expect([result.isError, result.data, store.getState().errorInfo.showError]).toEqual([false, null, false]);
    });
  }

  it('is still an error on the deadlines call', async () => {
    answer(403);
    const store = makeStore();
    await store.dispatch(publicCallMade({ call: 'getDeadlines' }));
    expect(selectPublicCall(store.getState(), 'getDeadlines').isError).toBe(true);
  });
});

describe('start-up failures (spec §8: app init failure is logged)', () => {
  const calls = ['getSettlement', 'getFormsConfig', 'getCharactersWhitelist', 'getDeadlines'] as const;
  for (const call of calls) {
    it(`logs a failed ${call} call`, async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      answer(500);
      await makeStore().dispatch(publicCallMade({ call }));
      expect(log).toHaveBeenCalledWith(`Start-up failed: the ${call} call failed.`, expect.anything());
    });
  }

  it('logs a failed culture content call', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500);
    await makeStore().dispatch(publicCallMade({ call: 'getCultureContent', arg: 'en' }));
    expect(log).toHaveBeenCalledWith('Start-up failed: the getCultureContent call failed.', expect.anything());
  });

  it('logs nothing for a 403 on the whitelist, which spec §6 ignores', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(403);
    await makeStore().dispatch(publicCallMade({ call: 'getCharactersWhitelist' }));
    expect(log).not.toHaveBeenCalled();
  });
});

describe('failures that show a problem text in the error alert', () => {
  it('shows the page-load problem text, not "during your submission", when the CSRF token cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500);
    const store = makeStore();
    await store.dispatch(publicCallMade({ call: 'getCsrf' }));
    expect(store.getState().errorInfo).toMatchObject(pageLoadProblem);
  });

  it('logs a CSRF start-up failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answer(500);
    await makeStore().dispatch(publicCallMade({ call: 'getCsrf' }));
    expect(log).toHaveBeenCalledWith('The CSRF token could not be fetched.', expect.anything());
  });

  it('shows it when the captcha settings cannot be fetched', async () => {
    answer(503);
    const store = makeStore();
    await store.dispatch(publicCallMade({ call: 'getCaptcha' }));
    expect(store.getState().errorInfo).toMatchObject(problem);
  });

  it('shows the page-load problem text when the PayPal settings cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const store = makeStore();
    await store.dispatch(publicCallMade({ call: 'getPayPalSettings' }));
    expect(store.getState().errorInfo).toMatchObject(pageLoadProblem);
  });

  it('leaves the alert closed when the calls succeed', async () => {
    answer(200, { enabled: false, provider: 'hCaptcha', siteKey: null });
    const store = makeStore();
    await store.dispatch(publicCallMade({ call: 'getCaptcha' }));
    expect(store.getState().errorInfo.showError).toBe(false);
  });
});

describe('an unsafe call before the CSRF token is in', () => {
  it("asks for the token first, and without one raises spec §8's internal error and sends nothing unsafe", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn((_request: Request) => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetch);
    const request = makeStore().dispatch(claimkitApi.endpoints.sessionTimeout.initiate());
    await expect(request.unwrap()).rejects.toMatchObject({ message: 'CSRF token not initialized' });
    expect(fetch.mock.calls.map(([call]) => `${call.method} ${new URL(call.url).pathname}`)).toEqual(['GET /api/csrf']);
  });
});
