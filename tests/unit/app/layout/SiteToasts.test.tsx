import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { useToast } from '#design-system/Toast/ToastProvider.tsx';
import { noticeQueued } from '#app/features/errorInfo/errorInfoSlice.ts';
import { SiteToasts } from '#app/layout/SiteToasts.tsx';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore } from '../demoSettlement.ts';

afterEach(cleanup);

function renderToasts(store: AppStore, children: React.ReactNode = null) {
  render(
    <Provider store={store}>
      <SiteToasts>{children}</SiteToasts>
    </Provider>,
  );
}

const trackingFailed = {
  variant: 'error',
  title: 'LocKey_Error_Title',
  message: 'LocKey_Shared_ErrorMessage_Problem',
} as const;

describe('SiteToasts', () => {
  it('names its region in the claimant’s language, with the shortcut to it', () => {
    const store = makeDemoStore('es');
    renderToasts(store);
    act(() => {
      store.dispatch(noticeQueued(trackingFailed));
    });
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeInTheDocument();
  });

  it('shows a notice queued in the store as a toast, translated', () => {
    const store = makeDemoStore();
    renderToasts(store);
    act(() => {
      store.dispatch(noticeQueued(trackingFailed));
    });
    expect(screen.getByText('Something went wrong')).toBeVisible();
  });

  it('takes the notice off the queue once shown', () => {
    const store = makeDemoStore();
    renderToasts(store);
    act(() => {
      store.dispatch(noticeQueued(trackingFailed));
    });
    expect(store.getState().errorInfo.notices).toEqual([]);
  });

  it('shows the notice in Spanish in Spanish, with a close button named in Spanish', () => {
    const store = makeDemoStore('es');
    renderToasts(store);
    act(() => {
      store.dispatch(noticeQueued(trackingFailed));
    });
    expect([screen.getByText('Algo salió mal').textContent, screen.getByRole('button', { name: 'Cerrar' })]).toEqual([
      'Algo salió mal',
      expect.anything(),
    ]);
  });

  it('gives the components inside it the toast API', () => {
    function Saves() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.success('Saved')}>
          Save
        </button>
      );
    }
    renderToasts(makeDemoStore(), <Saves />);
    act(() => {
      screen.getByRole('button', { name: 'Save' }).click();
    });
    expect(screen.getByText('Saved')).toBeVisible();
  });
});

describe('a notice with values', () => {
  it('fills them into its text, in the active language', () => {
    const store = makeDemoStore('es');
    renderToasts(store);
    act(() => {
      store.dispatch(
        noticeQueued({
          variant: 'success',
          title: 'LocKey_Shared_Removed',
          message: null,
          values: { 0: 'receipt.pdf' },
        }),
      );
    });
    expect(screen.getByText('Se eliminó receipt.pdf.')).toBeVisible();
  });
});
