import { act, cleanup, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { Layout } from '#app/layout/Layout.tsx';
import { NotFoundPage } from '#app/pages/fallbackPages.tsx';
import { demoSettlement, makeDemoStore } from '../demoSettlement.ts';

// Spec §2: navigating scrolls smoothly to the top (at once for whoever asks for reduced motion);
// the not-found page clears the form's navigation state.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const store = makeDemoStore();
  store.dispatch(
    publicAnswersReceived([{ endpointName: 'getCultures', arg: undefined, value: demoSettlement.cultures.enabled }]),
  );
  const page = (title: string) => (
    <Layout settlement={demoSettlement} culture="en">
      <h1>{title}</h1>
    </Layout>
  );
  const location = memoryLocation({ path });
  render(
    <Provider store={store}>
      <Router hook={location.hook}>
        <Switch>
          <Route path="/">{page('First')}</Route>
          <Route path="/second">{page('Second')}</Route>
          <Route path="/page-not-found">
            <Layout settlement={demoSettlement} culture="en">
              <NotFoundPage />
            </Layout>
          </Route>
        </Switch>
      </Router>
    </Provider>,
  );
  return { store, location };
}

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query.includes('reduce'), media: query })),
  );
}

describe('navigation', () => {
  it('scrolls smoothly to the top', async () => {
    prefersReducedMotion(false);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { location } = renderAt('/');
    act(() => location.navigate('/second'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('jumps to the top without animation when reduced motion is asked for', async () => {
    prefersReducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { location } = renderAt('/');
    act(() => location.navigate('/second'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('does not scroll on the first page shown', () => {
    prefersReducedMotion(false);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('clears the navigation state on the not-found page', () => {
    prefersReducedMotion(false);
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { store } = renderAt('/page-not-found');
    expect(store.getState().navigation).toMatchObject({ formType: null, initialized: false, currentPath: null });
  });
});
