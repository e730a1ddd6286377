import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { Route, Switch } from 'wouter';
import { useAddress } from '#app/features/navigation/router.ts';
import { AtAddress } from '#tests/helpers/AtAddress.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { authorizeSucceeded } from '#app/features/authorization/authorizationSlice.ts';
import {
  navigationCleared,
  navigationRequested,
  pageEntered,
  selectIsFlowReady,
  selectSkipToPath,
} from '#app/features/navigation/navigationSlice.ts';
import { StepRoute } from '#app/pages/StepRoute.tsx';
import type { AppStore } from '#app/store.ts';
import type { SettlementResponse } from '#pages-config/api/contract.ts';
import { demoSettlement, makeDemoStore, standardPage } from '../../demoSettlement.ts';
import { automotivePage, automotiveStep } from '../tableEditor/automotiveStore.ts';

afterEach(cleanup);

/** The demo store with the settlement offering Standard and Automotive. */
function makeTwoFormStore(): AppStore {
  const store = makeDemoStore();
  const settlement: SettlementResponse = {
    ...demoSettlement,
    forms: [...demoSettlement.forms, { formType: 'Automotive', steps: automotivePage.steps }],
  };
  store.dispatch(publicAnswersReceived([{ endpointName: 'getSettlement', arg: undefined, value: settlement }]));
  return store;
}

describe('the flow of a form type (spec §2, §4)', () => {
  it('is rebuilt for another form type: Automotive after Standard', () => {
    const store = makeTwoFormStore();
    store.dispatch(navigationRequested('Automotive', automotivePage.steps));
    expect([store.getState().navigation.formType, store.getState().navigation.pages[0]?.path]).toEqual([
      'Automotive',
      '/automotive',
    ]);
  });

  it('is ready only for the form type it was built for', () => {
    const store = makeTwoFormStore();
    expect([
      selectIsFlowReady(store.getState(), 'Standard'),
      selectIsFlowReady(store.getState(), 'Automotive'),
    ]).toEqual([true, false]);
  });

  it('is cleared by a fallback page: no form type, no page, not initialised', () => {
    const store = makeTwoFormStore();
    store.dispatch(pageEntered('/standard/claimant-info'));
    store.dispatch(navigationCleared());
    expect(store.getState().navigation).toEqual({
      formType: null,
      pages: [],
      currentPath: null,
      initialized: false,
      isNavigating: false,
    });
  });

  it('is built again after it was cleared', () => {
    const store = makeTwoFormStore();
    store.dispatch(navigationCleared());
    store.dispatch(navigationRequested('Standard', standardPage.steps));
    expect(selectIsFlowReady(store.getState(), 'Standard')).toBe(true);
  });
});

describe('skip-to-page (spec §2)', () => {
  it('finds the one page of the active flow whose path contains the fragment', () => {
    expect(selectSkipToPath(makeDemoStore().getState(), 'payment')).toBe('/standard/payment-election');
  });

  it('raises the spec error when no page matches', () => {
    expect(() => selectSkipToPath(makeDemoStore().getState(), 'vehicles')).toThrow(
      'No page matches the partial path "vehicles".',
    );
  });

  it('raises the spec error when several pages match', () => {
    expect(() => selectSkipToPath(makeDemoStore().getState(), 'claim')).toThrow(
      /Several pages match the partial path "claim"/,
    );
  });

  it('needs a flow', () => {
    const store = makeDemoStore();
    store.dispatch(navigationCleared());
    expect(() => selectSkipToPath(store.getState(), 'payment')).toThrow(
      'Navigation nodes are not initialised before the router override.',
    );
  });
});

function Location() {
  const location = useAddress();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderStepRoute(store: AppStore, path: string) {
  const step = automotiveStep(path === '/automotive' ? 'start' : path.split('/').at(-1)!);
  render(
    <Provider store={store}>
      <AtAddress path={path}>
        <Switch>
          <Route path={step.path}>
            <StepRoute formType="Automotive" step={step} />
          </Route>
          <Route path="/session-expired">
            <Location />
          </Route>
        </Switch>
      </AtAddress>
    </Provider>,
  );
}

describe('StepRoute', () => {
  it('sends a visit of a step without authorization to /session-expired with form and culture', async () => {
    renderStepRoute(makeTwoFormStore(), '/automotive/claim-details');
    expect((await screen.findByTestId('location')).textContent).toBe('/session-expired?form=automotive&culture=en');
  });

  it('shows the first page without authorization, after building its flow', async () => {
    const store = makeTwoFormStore();
    renderStepRoute(store, '/automotive');
    expect(await screen.findByRole('heading', { level: 1, name: 'File a Vehicle Class claim' })).toBeInTheDocument();
    expect(store.getState().navigation).toMatchObject({ formType: 'Automotive', currentPath: '/automotive' });
  });

  it('shows an authorized step of another form type once its flow is built', async () => {
    const store = makeTwoFormStore();
    store.dispatch(authorizeSucceeded('Automotive'));
    renderStepRoute(store, '/automotive/claim-details');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your vehicles' })).toBeInTheDocument();
  });
});
