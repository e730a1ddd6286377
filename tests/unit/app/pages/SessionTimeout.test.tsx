import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Switch } from 'wouter';
import { useAddress } from '#app/features/navigation/router.ts';
import { AtAddress } from '#tests/helpers/AtAddress.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectCsrf } from '#app/api/publicCalls.ts';
import { authorizeSucceeded } from '#app/features/authorization/authorizationSlice.ts';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import { SessionTimeout } from '#app/pages/SessionTimeout.tsx';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore, modelOf } from '../demoSettlement.ts';

/** The calls the page made: method and path. */
let calls: { method: string; path: string; csrf: string | null }[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T12:00:00Z') });
  calls = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      csrf: request.headers.get('X-CSRF-TOKEN'),
    });
    // Each GET /api/csrf answers a new token (numbered by the calls so far), as a new session would.
    const body = request.url.endsWith('/csrf')
      ? { requestHeaderName: 'X-CSRF-TOKEN', requestToken: `token-${calls.length}` }
      : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useAddress();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderTimeout(store: AppStore, enabled = true) {
  render(
    <Provider store={store}>
      <AtAddress path="/standard/claimant-info">
        <Switch>
          <Route path="/standard/claimant-info">
            <SessionTimeout formType="Standard" enabled={enabled} />
          </Route>
          <Route>
            <Where />
          </Route>
        </Switch>
      </AtAddress>
    </Provider>,
  );
}

async function advance(milliseconds: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(milliseconds);
  });
}

const minutes = (count: number) => count * 60_000;

describe('SessionTimeout', () => {
  it('warns in Spanish with a minute left, as mm:ss', async () => {
    renderTimeout(makeDemoStore('es'));
    await advance(minutes(29));
    expect(screen.getByRole('alertdialog', { name: '¿Sigue ahí?' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
  });

  it('ticks the countdown every second', async () => {
    renderTimeout(makeDemoStore('en'));
    await advance(minutes(29) + 2000);
    expect(screen.getByRole('timer')).toHaveTextContent('00:58');
  });

  it('closes the warning on Continue and refreshes the server session', async () => {
    renderTimeout(makeDemoStore('en'));
    await advance(minutes(29));
    calls = [];
    // A click alone, no pointer or key activity: Continue itself must extend the session.
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/csrf' }));
  });

  it('keeps the session past its first end after Continue', async () => {
    renderTimeout(makeDemoStore('en'));
    await advance(minutes(29));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(minutes(2));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('lands on /session-expired with form and culture when the time is up', async () => {
    renderTimeout(makeDemoStore('es'));
    await advance(minutes(30));
    expect(screen.getByTestId('location')).toHaveTextContent('/session-expired?form=standard&culture=es');
  });

  it('logs out on the server with the CSRF header when the time is up', async () => {
    const store = makeDemoStore('en');
    renderTimeout(store);
    await advance(minutes(29));
    const tokenInUse = selectCsrf(store.getState())?.requestToken;
    await advance(minutes(30));
    expect(calls).toContainEqual({ method: 'POST', path: '/api/session-timeout', csrf: tokenInUse });
  });

  it('fetches a new CSRF token after logging out', async () => {
    const store = makeDemoStore('en');
    renderTimeout(store);
    await advance(minutes(30));
    const logout = calls.findIndex((call) => call.path === '/api/session-timeout');
    expect(calls.slice(logout + 1)).toEqual([{ method: 'GET', path: '/api/csrf', csrf: null }]);
    expect(selectCsrf(store.getState())).toEqual({
      requestHeaderName: 'X-CSRF-TOKEN',
      requestToken: `token-${logout + 2}`,
    });
  });

  it('reinitialises the form models and the authorization when the time is up', async () => {
    const store = makeDemoStore('en');
    const before = modelOf(store, 'ClaimantInfo');
    store.dispatch(fieldChanged({ clientId: before.clientId, key: 'confirmEmail', value: 'alex.sample@example.com' }));
    store.dispatch(authorizeSucceeded('Standard'));
    renderTimeout(store);
    await advance(minutes(30));
    const after = modelOf(store, 'ClaimantInfo');
    expect([
      after.fields.confirmEmail,
      after.clientId === before.clientId,
      store.getState().authorization.Standard,
    ]).toEqual([null, false, false]);
  });

  it('keeps the language when the time is up', async () => {
    const store = makeDemoStore('es');
    renderTimeout(store);
    await advance(minutes(30));
    expect(store.getState().culture.active).toBe('es');
  });

  it('never warns on a page with the timeout disabled', async () => {
    renderTimeout(makeDemoStore('en'), false);
    await advance(minutes(45));
    expect([screen.queryByRole('alertdialog'), screen.queryByTestId('location')]).toEqual([null, null]);
  });
});
