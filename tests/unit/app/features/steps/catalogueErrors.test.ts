import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizeStarted } from '#app/features/authorization/authorizationSlice.ts';
import { signatureChanged, submissionStarted } from '#app/features/client/clientSlice.ts';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { submitRequested } from '#app/features/steps/signedInSteps.ts';
import { authorizeRequested, nextRequested } from '#app/features/steps/stepThunks.ts';
import { makeStore, type AppStore } from '#app/store.ts';
import { demoContent, demoSettlement, makeDemoStore, modelOf } from '../../demoSettlement.ts';

/** Answers every API call with one status and body, and records the paths called. */
function answer(status: number, body: unknown) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      paths.push(new URL(request.url).pathname);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return paths;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function withCredentials(culture: 'en' | 'es' = 'en'): AppStore {
  const store = makeDemoStore(culture);
  const clientId = modelOf(store, 'Credentials').clientId;
  store.dispatch(fieldChanged({ clientId, key: 'noticeId', value: 'NWM-4J7K-2Q9P' }));
  store.dispatch(fieldChanged({ clientId, key: 'pin', value: '583104' }));
  return store;
}

describe('authorize errors (spec §8)', () => {
  it("stores the server's error of a 400 as the authorization error", async () => {
    answer(400, { authorized: false, error: 'El PIN debe tener 6 dígitos.' });
    const store = withCredentials('es');
    await store.dispatch(authorizeRequested('Standard'));
    expect(store.getState().authorization.errorMessage).toBe('El PIN debe tener 6 dígitos.');
  });

  it("stores the server's error of a 401 as the authorization error", async () => {
    answer(401, { authorized: false, error: 'No coinciden.' });
    const store = withCredentials('es');
    await store.dispatch(authorizeRequested('Standard'));
    expect(store.getState().authorization.errorMessage).toBe('No coinciden.');
  });

  for (const culture of ['en', 'es'] as const) {
    it(`gives any other failure the problem text in ${culture}`, async () => {
      answer(502, {});
      const store = withCredentials(culture);
      await store.dispatch(authorizeRequested('Standard'));
      expect(store.getState().authorization.errorMessage).toBe(demoContent[culture].LocKey_Shared_ErrorMessage_Problem);
    });
  }
});

describe('submit errors (spec §8)', () => {
  for (const culture of ['en', 'es'] as const) {
    it(`gives a failed submission the default submission error in ${culture}`, async () => {
      answer(500, {});
      const store = makeDemoStore(culture);
      store.dispatch(signatureChanged('Alex Sample'));
      await store.dispatch(submitRequested('Standard'));
      expect(store.getState().client.submissionError).toBe(
        demoContent[culture].LocKey_Shared_ErrorMessage_Submission_Default,
      );
    });
  }

  it('gives an answer without a reference code the default submission error', async () => {
    answer(200, { referenceCodeForm: null, error: null, nonMatchingPaymentElection: false });
    const store = makeDemoStore();
    store.dispatch(signatureChanged('Alex Sample'));
    await store.dispatch(submitRequested('Standard'));
    expect(store.getState().client.submissionError).toBe(demoContent.en.LocKey_Shared_ErrorMessage_Submission_Default);
  });
});

describe('the submitting flag (spec §4)', () => {
  it('refuses an authorize while a submission runs, without calling the server', async () => {
    const paths = answer(200, {});
    const store = withCredentials();
    store.dispatch(submissionStarted());
    await expect(store.dispatch(authorizeRequested('Standard'))).rejects.toThrow('Form is already submitting.');
    expect(paths.filter((path) => path.endsWith('/authorize'))).toEqual([]);
  });

  it('refuses a submission while an authorize runs, without calling the server', async () => {
    const paths = answer(200, {});
    const store = makeDemoStore();
    store.dispatch(authorizeStarted('Standard'));
    await expect(store.dispatch(submitRequested('Standard'))).rejects.toThrow('Form is already submitting.');
    expect(paths).toEqual([]);
  });

  it('refuses a second submission while the first runs', async () => {
    answer(200, { referenceCodeForm: 'NWM-AAAA-BBBB', error: null, nonMatchingPaymentElection: false });
    const store = makeDemoStore();
    store.dispatch(signatureChanged('Alex Sample'));
    const first = store.dispatch(submitRequested('Standard'));
    await expect(store.dispatch(submitRequested('Standard'))).rejects.toThrow('Form is already submitting.');
    expect(await first).toBe('filed');
  });
});

describe('internal errors of a submission (spec §8)', () => {
  it('refuses to file a Lookup, naming the step whose "submit" to remove', async () => {
    const paths = answer(200, {});
    const store = makeDemoStore();
    const lookup = {
      id: 'lookup',
      path: '/lookup',
      title: 'LocKey_Lookup_Title',
      enableTimeout: false,
      blocks: [],
      submit: true,
    };
    store.dispatch(
      publicAnswersReceived([
        {
          endpointName: 'getSettlement',
          arg: undefined,
          value: { ...demoSettlement, forms: [...demoSettlement.forms, { formType: 'Lookup', steps: [lookup] }] },
        },
      ]),
    );
    await expect(store.dispatch(nextRequested('Lookup', 'lookup'))).rejects.toThrow(
      'Submission is not available for the Lookup form type: remove "submit" from its step "lookup" in the page config.',
    );
    expect(paths).toEqual([]);
  });

  it('refuses to file a claim before a culture is chosen, without calling the server', async () => {
    const paths = answer(200, {});
    await expect(makeStore().dispatch(submitRequested('Standard'))).rejects.toThrow(
      'Invalid culture value: no culture is chosen, so the claim cannot be filed.',
    );
    expect(paths).toEqual([]);
  });
});
