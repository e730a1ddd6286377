import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimkitApi } from '#app/api/claimkitApi.ts';
import { publicCallMade, publicCallSettled } from '#app/api/publicCalls.ts';
import { selectContent } from '#app/features/culture/cultureSlice.ts';
import { readStartData, seedStartData } from '#app/features/settlement/startData.ts';
import { makeStore } from '#app/store.ts';
import { startDataElementId, type StartData } from '#pages-config/api/startData.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(startDataElementId)?.remove();
});

const startData = {
  culture: 'es',
  content: { LocKey_Shared_Next: 'Siguiente' },
  settlement: { theme: 'jnd-9-0-kontent' },
  formsConfig: [],
  pageOnly: false,
  cultures: { English: 'en', Español: 'es' },
  deadlines: { globalDeadline: { deadline: null, redirectUrls: {}, texts: {} } },
  captcha: { enabled: false, provider: 'hCaptcha', siteKey: null },
  payPalSettings: { clientId: null, enabled: false, loginUrl: null, authCodeExpiration: 30, emailField: 'payPalEmail' },
  charactersWhitelist: { allowedCharacters: 'abc' },
} as unknown as StartData;

/** Puts a start data element in the page, as the server does. */
function inlined(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = startDataElementId;
  element.textContent = text;
  document.head.append(element);
}

describe('the start data the server inlines', () => {
  it('is read from its element, and is null when the page has none or it is not JSON', () => {
    expect(readStartData(document)).toBeNull();
    inlined('{"culture":');
    expect(readStartData(document)).toBeNull();
    document.getElementById(startDataElementId)?.remove();
    inlined(JSON.stringify(startData));
    expect(readStartData(document)).toEqual(startData);
  });

  it('fills the call cache, the culture and the models, so the start-up makes no call for them', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const store = makeStore();
    seedStartData(store.dispatch, startData);
    const cached = await Promise.all([
      store.dispatch(publicCallSettled({ call: 'getSettlement' })),
      store.dispatch(publicCallSettled({ call: 'getFormsConfig' })),
      store.dispatch(publicCallSettled({ call: 'getCultures' })),
      store.dispatch(publicCallSettled({ call: 'getDeadlines' })),
      store.dispatch(publicCallSettled({ call: 'getCaptcha' })),
      store.dispatch(publicCallSettled({ call: 'getPayPalSettings' })),
      store.dispatch(publicCallSettled({ call: 'getCharactersWhitelist' })),
      store.dispatch(publicCallSettled({ call: 'getCultureContent', arg: 'es' })),
    ]);
    expect(cached.map(({ data }) => data)).toEqual([
      startData.settlement,
      startData.formsConfig,
      startData.cultures,
      startData.deadlines,
      startData.captcha,
      startData.payPalSettings,
      startData.charactersWhitelist,
      startData.content,
    ]);
    expect(fetch).not.toHaveBeenCalled();
    expect([store.getState().culture.active, store.getState().formModels.initialized]).toEqual(['es', true]);
  });

  it("with only the page's model configs, builds their models and leaves the call to be made", () => {
    const credentials = {
      metadataHash: 'hash-credentials',
      metadata: { dtoMapping: 'Credentials', formType: 'Standard' },
      fields: [{ key: 'noticeId', label: 'L_Notice', validations: [] }],
    };
    const store = makeStore();
    seedStartData(store.dispatch, { ...startData, formsConfig: [credentials], pageOnly: true } as StartData);
    const { formModels } = store.getState();
    expect([formModels.initialized, formModels.complete, formModels.saved.map((model) => model.metadataHash)]).toEqual([
      true,
      false,
      ['hash-credentials'],
    ]);
    expect(store.getState().publicCalls['getFormsConfig(undefined)']).toBeUndefined();
  });

  it("with only the page's texts, marks them so: the app fetches them again, whole (Boot.tsx)", () => {
    const store = makeStore();
    seedStartData(store.dispatch, { ...startData, pageOnly: true });
    expect([store.getState().culture.pageTextsOnly, selectContent(store.getState())]).toEqual([
      'es',
      startData.content,
    ]);
  });
});

describe('an unsafe call made while the start-up CSRF call is under way', () => {
  it('waits for the token and sends it', async () => {
    let answerCsrf = () => {};
    const sent: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push(request);
        if (request.url.endsWith('/api/csrf')) {
          await new Promise<void>((resolve) => (answerCsrf = resolve));
          return Response.json({ requestHeaderName: 'X-CSRF-TOKEN', requestToken: 'token-1' });
        }
        return new Response(null, { status: 204 });
      }),
    );
    const store = makeStore();
    void store.dispatch(publicCallMade({ call: 'getCsrf' }));
    const timeout = store.dispatch(claimkitApi.endpoints.sessionTimeout.initiate());
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Only the CSRF call has gone out: the unsafe one waits for its answer.
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/csrf']);
    answerCsrf();
    await timeout.unwrap();
    expect(sent.map((request) => [new URL(request.url).pathname, request.headers.get('X-CSRF-TOKEN')])).toEqual([
      ['/api/csrf', null],
      ['/api/session-timeout', 'token-1'],
    ]);
  });
});
