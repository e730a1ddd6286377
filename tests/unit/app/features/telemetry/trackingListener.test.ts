import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore, modelOf } from '../../demoSettlement.ts';

/** Records every API call, answering each with an empty object. */
function recordRequests() {
  const requests: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}

function commit(store: AppStore, dtoMapping: string, key: string, value: string) {
  store.dispatch(fieldChanged({ clientId: modelOf(store, dtoMapping).clientId, key, value }));
}

let store: AppStore;
let requests: Request[];
beforeEach(() => {
  store = makeDemoStore();
  requests = recordRequests();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tracking a committed field', () => {
  it('posts a tracked field’s valid value to the tracking call', async () => {
    commit(store, 'Credentials', 'noticeId', 'NWM-4J7K-2Q9P');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect([requests[0]?.method, new URL(requests[0]?.url ?? '').pathname]).toEqual([
      'POST',
      '/api/telemetry/tracking',
    ]);
  });

  it('sends the form type, the start-cased field key and the value', async () => {
    commit(store, 'Credentials', 'noticeId', 'NWM-4J7K-2Q9P');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]?.json()).toEqual({
      formType: 'Standard',
      fieldKey: 'NoticeId',
      fieldValue: 'NWM-4J7K-2Q9P',
    });
  });

  it('sends the CSRF header', async () => {
    commit(store, 'Credentials', 'noticeId', 'NWM-4J7K-2Q9P');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.headers.get('X-CSRF-TOKEN')).toBe('token-123');
  });

  it('sends nothing for a value that fails the field’s rules', async () => {
    commit(store, 'Credentials', 'noticeId', 'not a notice id');
    commit(store, 'Credentials', 'noticeId', 'NWM-4J7K-2Q9P');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(((await requests[0]?.json()) as { fieldValue: string }).fieldValue).toBe('NWM-4J7K-2Q9P');
  });

  it('sends nothing for a field without enableTrackingFeature', async () => {
    commit(store, 'Credentials', 'pin', '583104');
    commit(store, 'Credentials', 'noticeId', 'NWM-4J7K-2Q9P');
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(((await requests[0]?.json()) as { fieldKey: string }).fieldKey).toBe('NoticeId');
  });
});

describe('a failed tracking call', () => {
  it('queues an error toast with the problem text (spec §8), not the alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })),
    );
    commit(store, 'Credentials', 'noticeId', 'NWM-4J7K-2Q9P');
    await vi.waitFor(() => expect(store.getState().errorInfo.notices).toHaveLength(1));
    expect([store.getState().errorInfo.showError, store.getState().errorInfo.notices]).toEqual([
      false,
      [{ id: 1, variant: 'error', title: 'LocKey_Error_Title', message: 'LocKey_Shared_ErrorMessage_Problem' }],
    ]);
  });
});
