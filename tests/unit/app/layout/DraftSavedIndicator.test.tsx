import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftSaved } from '#app/features/drafts/draftsSlice.ts';
import { DraftSavedIndicator } from '#app/layout/DraftSavedIndicator.tsx';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore } from '../demoSettlement.ts';

const english = 'Your answers are saved.';

function renderIndicator(store: AppStore) {
  render(
    <Provider store={store}>
      <DraftSavedIndicator />
    </Provider>,
  );
}

function save(store: AppStore, savedAt: string) {
  act(() => {
    store.dispatch(draftSaved({ formType: 'Standard', furthestStepId: 'claim-details', savedAt }));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DraftSavedIndicator', () => {
  it('keeps an empty polite live region in the page before any save', () => {
    renderIndicator(makeDemoStore());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the answers are saved, in the live region, once the draft is saved', () => {
    const store = makeDemoStore();
    renderIndicator(store);
    save(store, '2026-11-22T18:30:00.000Z');
    expect(screen.getByRole('status')).toHaveTextContent(english);
  });

  it('says it in Spanish on the Spanish site', () => {
    const store = makeDemoStore('es');
    renderIndicator(store);
    save(store, '2026-11-22T18:30:00.000Z');
    expect(screen.getByRole('status')).toHaveTextContent('Sus respuestas se guardaron.');
  });

  it('is still there 4999 ms after the save', () => {
    const store = makeDemoStore();
    renderIndicator(store);
    save(store, '2026-11-22T18:30:00.000Z');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('status')).toHaveTextContent(english);
  });

  it('disappears 5000 ms after the save (spec §9)', () => {
    const store = makeDemoStore();
    renderIndicator(store);
    save(store, '2026-11-22T18:30:00.000Z');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('counts the 5000 ms again from a later save', () => {
    const store = makeDemoStore();
    renderIndicator(store);
    save(store, '2026-11-22T18:30:00.000Z');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    save(store, '2026-11-22T18:30:03.000Z');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('status')).toHaveTextContent(english);
  });
});
