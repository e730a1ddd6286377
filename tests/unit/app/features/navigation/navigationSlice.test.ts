import { describe, expect, it } from 'vitest';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import {
  navigationFinished,
  navigationInitialized,
  navigationRequested,
  navigationSlice,
  navigationStarted,
  pageEntered,
  selectBackPath,
  selectNextPath,
} from '#app/features/navigation/navigationSlice.ts';
import { nextRequested } from '#app/features/steps/stepThunks.ts';
import { makeStore } from '#app/store.ts';
import { pageNodesOf, type PageNode } from '#pages-config/rules/steps.ts';
import { makeDemoStore, modelOf, standardPage } from '../../demoSettlement.ts';

const reducer = navigationSlice.reducer;
const pages = pageNodesOf(standardPage.steps);
const initialised = () => reducer(undefined, navigationInitialized({ formType: 'Standard', pages }));

describe('navigation slice: the spec’s internal errors (§8)', () => {
  it('throws when a second navigation starts while one is in progress', () => {
    const navigating = reducer(initialised(), navigationStarted());
    expect(() => reducer(navigating, navigationStarted())).toThrow('Navigation store is already navigating');
  });

  it('lets a navigation start once the previous one finished', () => {
    const finished = reducer(reducer(initialised(), navigationStarted()), navigationFinished());
    expect(reducer(finished, navigationStarted()).isNavigating).toBe(true);
  });

  it('throws when it is initialised twice', () => {
    expect(() => reducer(initialised(), navigationInitialized({ formType: 'Standard', pages }))).toThrow(
      'Navigation is already initialised.',
    );
  });

  it('throws when the router enters a path no page node matches', () => {
    expect(() => reducer(initialised(), pageEntered('/standard/elsewhere'))).toThrow(
      'No navigation node matches the router path "/standard/elsewhere".',
    );
  });

  it('throws when the router enters a path several page nodes match', () => {
    const twice: PageNode[] = [...pages, { stepId: 'copy', path: '/standard/claimant-info', next: null, back: null }];
    const state = reducer(undefined, navigationInitialized({ formType: 'Standard', pages: twice }));
    expect(() => reducer(state, pageEntered('/standard/claimant-info'))).toThrow(
      'Several navigation nodes match the router path "/standard/claimant-info".',
    );
  });

  it('throws when the router enters a page before the nodes are initialised', () => {
    expect(() => reducer(undefined, pageEntered('/'))).toThrow(
      'Navigation nodes are not initialised before the router override.',
    );
  });

  it('makes the matching page node current', () => {
    expect(reducer(initialised(), pageEntered('/standard/payment-election')).currentPath).toBe(
      '/standard/payment-election',
    );
  });

  it('makes a Next thunk throw while another navigation runs', async () => {
    const store = makeDemoStore();
    store.dispatch(navigationStarted());
    await expect(store.dispatch(nextRequested('Standard', 'claimant-info'))).rejects.toThrow(
      'Navigation store is already navigating',
    );
  });

  it('initialises once when start-up asks twice', () => {
    const store = makeStore();
    store.dispatch(navigationRequested('Standard', standardPage.steps));
    store.dispatch(navigationRequested('Standard', standardPage.steps));
    expect(store.getState().navigation.pages).toHaveLength(standardPage.steps.length);
  });
});

describe('navigation with skip conditions', () => {
  function withLosses(value: 'Yes' | 'No') {
    const store = makeDemoStore();
    store.dispatch(
      fieldChanged({ clientId: modelOf(store, 'ClaimantInfo').clientId, key: 'hasDocumentedLosses', value }),
    );
    return store;
  }

  it('asks the losses question on a page of its own, after claimant info', () => {
    expect(selectNextPath(withLosses('No').getState(), 'Standard', '/standard/claimant-info')).toBe(
      '/standard/documented-losses',
    );
  });

  it('passes over claim details on Next when no documented losses are claimed', () => {
    expect(selectNextPath(withLosses('No').getState(), 'Standard', '/standard/documented-losses')).toBe(
      '/standard/payment-election',
    );
  });

  it('goes to claim details on Next when documented losses are claimed', () => {
    expect(selectNextPath(withLosses('Yes').getState(), 'Standard', '/standard/documented-losses')).toBe(
      '/standard/claim-details',
    );
  });

  it('passes over claim details on Back when no documented losses are claimed', () => {
    expect(selectBackPath(withLosses('No').getState(), 'Standard', '/standard/payment-election')).toBe(
      '/standard/documented-losses',
    );
  });

  it('goes back to claim details when documented losses are claimed', () => {
    expect(selectBackPath(withLosses('Yes').getState(), 'Standard', '/standard/payment-election')).toBe(
      '/standard/claim-details',
    );
  });
});
