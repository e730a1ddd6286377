import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorShown } from '#app/features/errorInfo/errorInfoSlice.ts';
import { ErrorAlert } from '#app/layout/ErrorAlert.tsx';
import type { AppStore } from '#app/store.ts';
import { makeDemoStore } from '../demoSettlement.ts';

afterEach(cleanup);

function renderAlert(store: AppStore) {
  render(
    <Provider store={store}>
      <ErrorAlert />
    </Provider>,
  );
}

function problemStore(culture: 'en' | 'es') {
  const store = makeDemoStore(culture);
  store.dispatch(errorShown({ message: 'LocKey_Shared_ErrorMessage_Problem', withContact: true }));
  return store;
}

describe('ErrorAlert', () => {
  it('is hidden while errorInfo.showError is false', () => {
    renderAlert(makeDemoStore());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is titled Alert by default', () => {
    renderAlert(problemStore('en'));
    expect(screen.getByRole('alertdialog', { name: 'Alert' })).toBeVisible();
  });

  it('shows the stored message', () => {
    renderAlert(problemStore('en'));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'A problem has occurred during your submission. Please try again.',
    );
  });

  it('shows a stored header as its title', () => {
    const store = makeDemoStore();
    store.dispatch(errorShown({ header: 'LocKey_Error_Title', message: 'LocKey_Shared_ErrorMessage_Request' }));
    renderAlert(store);
    expect(screen.getByRole('alertdialog', { name: 'Something went wrong' })).toBeVisible();
  });

  it("links the administrator's email under a message that asks the claimant to get in touch", () => {
    renderAlert(problemStore('en'));
    expect(
      within(screen.getByRole('alertdialog')).getByRole('link', { name: 'Email: info@northwindsettlement.example' }),
    ).toHaveAttribute('href', 'mailto:info@northwindsettlement.example');
  });

  it('speaks Spanish in Spanish', () => {
    renderAlert(problemStore('es'));
    const alert = screen.getByRole('alertdialog', { name: 'Aviso' });
    expect([
      alert.textContent?.includes('Se produjo un problema'),
      within(alert).getByRole('button').textContent,
    ]).toEqual([true, 'Aceptar']);
  });

  it('is cleared by OK', async () => {
    const store = problemStore('en');
    renderAlert(store);
    await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
    expect([store.getState().errorInfo.showError, screen.queryByRole('alertdialog')]).toEqual([false, null]);
  });
});

describe('ErrorAlert without its dialog', () => {
  afterEach(() => {
    vi.doUnmock('#design-system/AlertModal/AlertModal.tsx');
    vi.resetModules();
  });

  it("still says the message when the dialog's chunk cannot load", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    vi.doMock('#design-system/AlertModal/AlertModal.tsx', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { ErrorAlert: FreshErrorAlert } = await import('#app/layout/ErrorAlert.tsx');
    render(
      <Provider store={problemStore('en')}>
        <FreshErrorAlert />
      </Provider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A problem has occurred during your submission. Please try again.',
    );
  });
});
