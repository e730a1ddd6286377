import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DraftContent } from '#pages-config/api/drafts.ts';
import { submissionSucceeded } from '#app/features/client/clientSlice.ts';
import { draftContentOf, furtherStepId } from '#app/features/drafts/draftContent.ts';
import { savedIndicatorHidden } from '#app/features/drafts/draftsSlice.ts';
import { draftSaveRequested } from '#app/features/drafts/draftThunks.ts';
import {
  draftRestored,
  fieldChanged,
  prepopulatedDataReceived,
  tableRowAdded,
  tableRowSaved,
} from '#app/features/formModels/formModelsSlice.ts';
import { sessionExpired } from '#app/features/session/sessionActions.ts';
import { nextRequested } from '#app/features/steps/stepThunks.ts';
import type { AppStore } from '#app/store.ts';
import { demoModelConfigs, makeDemoStore, modelOf, standardPage } from '../../demoSettlement.ts';

interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

/** Answers the API by method and path (`GET forms/standard/draft`); records every call. */
function serve(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname.replace(/^\/api\//, '');
      const text = await request.text();
      calls.push({ method: request.method, path, headers: request.headers, body: text ? JSON.parse(text) : null });
      const answer = answers[`${request.method} ${path}`] ?? { status: 404, body: { error: 'Not found' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

const authorized = {
  status: 200,
  body: {
    authorized: true,
    error: null,
    captcha: null,
    prepopulatedData: [
      {
        metadata: { dtoMapping: 'ClaimantInfo' },
        fields: {
          FirstName: 'Alex',
          LastName: 'Sample',
          MailingStreetLine1: '100 Main St',
          MailingCity: 'Springfield',
        },
      },
    ],
  },
};
const saved = { status: 200, body: { savedAt: '2026-11-22T18:30:00.000Z', expiresAt: '2027-02-20T18:30:00.000Z' } };
const noDraft = { status: 200, body: { draft: null, savedAt: null } };

function claimantInfoHash(): string {
  return demoModelConfigs.find((config) => config.metadata.dtoMapping === 'ClaimantInfo')?.metadataHash ?? '';
}

/** A draft in which the claimant had typed another street and a phone number. */
function draftWith(fields: Record<string, string | boolean | null>, everEdited: string[]): DraftContent {
  return {
    models: [{ dtoMapping: 'ClaimantInfo', metadataHash: claimantInfoHash(), fields, everEdited }],
    rows: [],
    furthestStepId: 'claim-details',
  };
}

function fill(store: AppStore, dtoMapping: string, values: Record<string, string | boolean>) {
  const clientId = modelOf(store, dtoMapping).clientId;
  for (const [key, value] of Object.entries(values)) store.dispatch(fieldChanged({ clientId, key, value }));
}

/** Signs in as Alex with Next on the start step. */
async function signIn(store: AppStore) {
  fill(store, 'Credentials', { noticeId: 'NWM-4J7K-2Q9P', pin: '583104' });
  return store.dispatch(nextRequested('Standard', 'start'));
}

/** The claimant-info answers Next accepts (the prefill's name and street, and the rest typed). */
function fillClaimantInfo(store: AppStore) {
  fill(store, 'ClaimantInfo', {
    mailingSubDivision: 'IL',
    mailingPostalCode: '62701',
    email: 'alex.sample@example.com',
    confirmEmail: 'alex.sample@example.com',
    phone: '(217) 555-0134',
  });
}

let store: AppStore;
beforeEach(() => {
  store = makeDemoStore();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('restoring the draft after authorizing', () => {
  it('asks for the draft right after the authorize call', async () => {
    const calls = serve({ 'POST forms/standard/authorize': authorized, 'GET forms/standard/draft': noDraft });
    await signIn(store);
    const formCalls = calls.filter((call) => call.path.startsWith('forms/'));
    expect(formCalls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST forms/standard/authorize',
      'GET forms/standard/draft',
    ]);
  });

  it('puts the draft’s answers back into the form models before the first step', async () => {
    serve({
      'POST forms/standard/authorize': authorized,
      'GET forms/standard/draft': {
        status: 200,
        body: { draft: draftWith({ phone: '(217) 555-0134' }, ['phone']), savedAt: '2026-11-22T18:30:00.000Z' },
      },
    });
    expect(await signIn(store)).toEqual({ kind: 'navigate', to: '/standard/claimant-info' });
    expect(modelOf(store, 'ClaimantInfo').fields.phone).toBe('(217) 555-0134');
  });

  it('keeps a field the draft has as edited over the notice’s prefill', async () => {
    serve({
      'POST forms/standard/authorize': authorized,
      'GET forms/standard/draft': {
        status: 200,
        body: { draft: draftWith({ mailingStreetLine1: '7 Elm Ct' }, ['mailingStreetLine1']), savedAt: 'x' },
      },
    });
    await signIn(store);
    expect(modelOf(store, 'ClaimantInfo').fields).toMatchObject({ mailingStreetLine1: '7 Elm Ct', firstName: 'Alex' });
  });

  it('still prefills fields the draft left empty', async () => {
    serve({
      'POST forms/standard/authorize': authorized,
      'GET forms/standard/draft': {
        status: 200,
        body: { draft: draftWith({ mailingCity: null, phone: '(217) 555-0134' }, ['phone']), savedAt: 'x' },
      },
    });
    await signIn(store);
    expect(modelOf(store, 'ClaimantInfo').fields.mailingCity).toBe('Springfield');
  });

  it('goes on from the prefill when the draft cannot be fetched, logging it and showing no alert', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({ 'POST forms/standard/authorize': authorized, 'GET forms/standard/draft': { status: 500, body: {} } });
    expect(await signIn(store)).toEqual({ kind: 'navigate', to: '/standard/claimant-info' });
    expect([modelOf(store, 'ClaimantInfo').fields.firstName, store.getState().errorInfo.showError]).toEqual([
      'Alex',
      false,
    ]);
    expect(logged).toHaveBeenCalled();
  });
});

describe('draftRestored', () => {
  it('leaves a field the claimant already edited in this visit as it is', () => {
    fill(store, 'ClaimantInfo', { phone: '(312) 555-0000' });
    store.dispatch(draftRestored({ formType: 'Standard', draft: draftWith({ phone: '(217) 555-0134' }, ['phone']) }));
    expect(modelOf(store, 'ClaimantInfo').fields.phone).toBe('(312) 555-0000');
  });

  it('records the draft’s edited fields as ever edited, so a later prefill skips them', () => {
    store.dispatch(
      draftRestored({ formType: 'Standard', draft: draftWith({ firstName: 'Alexandra' }, ['firstName']) }),
    );
    store.dispatch(
      prepopulatedDataReceived({
        formType: 'Standard',
        items: [{ metadata: { dtoMapping: 'ClaimantInfo' }, fields: { FirstName: 'Alex' } }],
      }),
    );
    expect(modelOf(store, 'ClaimantInfo').fields.firstName).toBe('Alexandra');
  });

  it('drops fields the current config does not have', () => {
    store.dispatch(draftRestored({ formType: 'Standard', draft: draftWith({ retiredField: 'old' }, []) }));
    expect(modelOf(store, 'ClaimantInfo').fields).not.toHaveProperty('retiredField');
  });

  it('never writes the credentials from a draft', () => {
    const draft: DraftContent = {
      models: [{ dtoMapping: 'Credentials', metadataHash: 'x', fields: { pin: '000000' }, everEdited: ['pin'] }],
      rows: [],
      furthestStepId: null,
    };
    store.dispatch(draftRestored({ formType: 'Standard', draft }));
    expect(modelOf(store, 'Credentials').fields.pin).toBeNull();
  });
});

describe('draftContentOf', () => {
  it('holds the form’s models but the credentials', () => {
    fill(store, 'Credentials', { noticeId: 'NWM-4J7K-2Q9P', pin: '583104' });
    const content = draftContentOf(store.getState().formModels, 'Standard', null);
    expect(content.models.map((model) => model.dtoMapping)).toEqual([
      'ClaimantInfo',
      'ClaimDetails',
      'PaymentElection',
    ]);
    expect(JSON.stringify(content)).not.toContain('583104');
  });

  it('lists the fields the claimant edited', () => {
    fill(store, 'ClaimantInfo', { phone: '(217) 555-0134' });
    const content = draftContentOf(store.getState().formModels, 'Standard', 'claim-details');
    expect(content.models.find((model) => model.dtoMapping === 'ClaimantInfo')?.everEdited).toEqual(['phone']);
  });

  it('holds the saved rows of a table and not its draft rows', () => {
    const automotive = makeDemoStore();
    const configs = store.getState().formModels.configs;
    // The demo store has no Automotive configs: rows are checked on a Standard list model's shape.
    expect(configs.length).toBeGreaterThan(0);
    automotive.dispatch(tableRowAdded({ formType: 'Standard', dtoMapping: 'DocumentContexts' }));
    automotive.dispatch(tableRowAdded({ formType: 'Standard', dtoMapping: 'DocumentContexts' }));
    const [first] = automotive.getState().formModels.tableRows;
    automotive.dispatch(tableRowSaved({ clientId: first?.clientId ?? '' }));
    expect(draftContentOf(automotive.getState().formModels, 'Standard', null).rows).toHaveLength(1);
  });
});

describe('furtherStepId', () => {
  it('keeps the step further along the flow', () => {
    expect(furtherStepId(standardPage.steps, 'payment-election', 'claim-details')).toBe('payment-election');
    expect(furtherStepId(standardPage.steps, 'claimant-info', 'claim-details')).toBe('claim-details');
    expect(furtherStepId(standardPage.steps, null, 'claimant-info')).toBe('claimant-info');
  });
});

describe('saving the draft on leaving a step', () => {
  async function signedIn(extra: Record<string, { status: number; body: unknown }> = {}) {
    const calls = serve({
      'POST forms/standard/authorize': authorized,
      'GET forms/standard/draft': noDraft,
      'PUT forms/standard/draft': saved,
      ...extra,
    });
    await signIn(store);
    calls.length = 0;
    return calls;
  }

  it('puts the draft with the CSRF header when Next passes on a step', async () => {
    const calls = await signedIn();
    fillClaimantInfo(store);
    expect((await store.dispatch(nextRequested('Standard', 'claimant-info'))).kind).toBe('navigate');
    expect(
      calls
        .filter((call) => call.path.startsWith('forms/'))
        .map((call) => [call.method, call.path, call.headers.get('X-CSRF-TOKEN')]),
    ).toEqual([['PUT', 'forms/standard/draft', 'token-123']]);
  });

  it('sends the answers, what was edited and the step reached, without the PIN', async () => {
    const calls = await signedIn();
    fillClaimantInfo(store);
    await store.dispatch(nextRequested('Standard', 'claimant-info'));
    const body = calls[0]?.body as DraftContent;
    expect(body.models.find((model) => model.dtoMapping === 'ClaimantInfo')).toMatchObject({
      fields: { firstName: 'Alex', phone: '(217) 555-0134' },
      everEdited: expect.arrayContaining(['phone', 'email']),
    });
    expect(body.furthestStepId).toBe('documented-losses');
    expect(JSON.stringify(body)).not.toContain('583104');
  });

  it('shows the saved indicator once the server has saved it', async () => {
    await signedIn();
    fillClaimantInfo(store);
    await store.dispatch(nextRequested('Standard', 'claimant-info'));
    expect(store.getState().drafts.savedIndicatorAt).toBe('2026-11-22T18:30:00.000Z');
  });

  it('hides the saved indicator once the claim is filed', async () => {
    await signedIn();
    fillClaimantInfo(store);
    await store.dispatch(nextRequested('Standard', 'claimant-info'));
    store.dispatch(submissionSucceeded({ formType: 'Standard', referenceCode: 'NWM-ABC' }));
    expect(store.getState().drafts.savedIndicatorAt).toBeNull();
  });

  it('shows no saved indicator for a save answered after the claim was filed', async () => {
    await signedIn();
    fillClaimantInfo(store);
    const answered = store.dispatch(draftSaveRequested('Standard', 'claim-summary'));
    store.dispatch(submissionSucceeded({ formType: 'Standard', referenceCode: 'NWM-ABC' }));
    await answered;
    expect(store.getState().drafts.savedIndicatorAt).toBeNull();
  });

  it('saves nothing when Next finds invalid fields', async () => {
    const calls = await signedIn();
    fill(store, 'ClaimantInfo', { email: 'not an email' });
    expect((await store.dispatch(nextRequested('Standard', 'claimant-info'))).kind).toBe('invalid');
    expect(calls).toEqual([]);
  });

  it('goes on to the next step when the save fails, logging it, with no alert and no indicator', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await signedIn({ 'PUT forms/standard/draft': { status: 500, body: { error: 'down' } } });
    fillClaimantInfo(store);
    expect(await store.dispatch(nextRequested('Standard', 'claimant-info'))).toEqual({
      kind: 'navigate',
      to: '/standard/documented-losses',
    });
    expect([store.getState().errorInfo.showError, store.getState().drafts.savedIndicatorAt]).toEqual([false, null]);
    expect(logged).toHaveBeenCalled();
  });

  it('saves nothing on the start step (the credentials are never a draft)', async () => {
    const calls = serve({ 'POST forms/standard/authorize': authorized, 'GET forms/standard/draft': noDraft });
    await signIn(store);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves nothing once the claim is filed', async () => {
    const calls = await signedIn();
    store.dispatch(submissionSucceeded({ formType: 'Standard', referenceCode: 'NWM-ABC' }));
    fillClaimantInfo(store);
    await store.dispatch(nextRequested('Standard', 'claimant-info'));
    expect(calls).toEqual([]);
  });

  it('keeps the furthest step reached when the claimant goes back and on again', async () => {
    const calls = await signedIn();
    fillClaimantInfo(store);
    fill(store, 'ClaimantInfo', { hasDocumentedLosses: 'No' });
    fill(store, 'PaymentElection', { paymentMethod: 'Check' });
    await store.dispatch(nextRequested('Standard', 'claimant-info'));
    await store.dispatch(nextRequested('Standard', 'documented-losses'));
    await store.dispatch(nextRequested('Standard', 'payment-election'));
    await store.dispatch(nextRequested('Standard', 'claimant-info'));
    expect(calls.map((call) => (call.body as DraftContent).furthestStepId)).toEqual([
      'documented-losses',
      'payment-election',
      // No documented losses: the documents step is skipped.
      'claim-summary',
      'claim-summary',
    ]);
  });

  it('writes nothing to localStorage or sessionStorage', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await signedIn();
    fillClaimantInfo(store);
    await store.dispatch(nextRequested('Standard', 'claimant-info'));
    expect(setItem).not.toHaveBeenCalled();
  });
});

describe('the saved indicator', () => {
  it('is hidden by savedIndicatorHidden', async () => {
    serve({
      'POST forms/standard/authorize': authorized,
      'GET forms/standard/draft': noDraft,
      'PUT forms/standard/draft': saved,
    });
    await signIn(store);
    fillClaimantInfo(store);
    await store.dispatch(nextRequested('Standard', 'claimant-info'));
    store.dispatch(savedIndicatorHidden());
    expect(store.getState().drafts.savedIndicatorAt).toBeNull();
  });

  it('and the furthest step are forgotten when the session expires', async () => {
    serve({
      'POST forms/standard/authorize': authorized,
      'GET forms/standard/draft': noDraft,
      'PUT forms/standard/draft': saved,
    });
    await signIn(store);
    fillClaimantInfo(store);
    await store.dispatch(nextRequested('Standard', 'claimant-info'));
    store.dispatch(sessionExpired());
    expect(store.getState().drafts).toEqual({ furthestStepIds: {}, savedIndicatorAt: null });
  });
});
