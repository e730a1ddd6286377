import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { AtAddress } from '#tests/helpers/AtAddress.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicAnswersReceived } from '#app/api/publicCalls.ts';
import { fieldChanged } from '#app/features/formModels/formModelsSlice.ts';
import { payPalVerificationRejected } from '#app/features/wallet/walletSlice.ts';
import { StepPage } from '#app/pages/StepPage.tsx';
import type { AppStore } from '#app/store.ts';
import type { PayPalSettingsResponse } from '#pages-config/api/wallet.ts';
import { demoStep, makeDemoStore, modelOf } from '../../demoSettlement.ts';

const payPalSettings: PayPalSettingsResponse = {
  clientId: 'client-id',
  enabled: true,
  loginUrl: '/api/banking/paypal-login',
  authCodeExpiration: 30,
  emailField: 'payPalEmail',
};

/** What GET /api/banking/paypal-verification answers from now on. */
let verification: { verified: boolean; email: string | null; expiresAt: string | null };

beforeEach(() => {
  verification = { verified: false, email: null, expiresAt: null };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(verification), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function storeWith(settings: PayPalSettingsResponse | null, paymentMethod: string): AppStore {
  const store = makeDemoStore();
  if (settings)
    store.dispatch(publicAnswersReceived([{ endpointName: 'getPayPalSettings', arg: undefined, value: settings }]));
  store.dispatch(
    fieldChanged({ clientId: modelOf(store, 'PaymentElection').clientId, key: 'paymentMethod', value: paymentMethod }),
  );
  return store;
}

function renderPaymentStep(store: AppStore) {
  const step = demoStep('payment-election');
  render(
    <Provider store={store}>
      <AtAddress path={step.path}>
        <StepPage formType="Standard" step={step} />
      </AtAddress>
    </Provider>,
  );
}

describe('Log in with PayPal', () => {
  it('is offered with the PayPal email once the settlement switches verification on', () => {
    renderPaymentStep(storeWith(payPalSettings, 'PayPal'));
    expect(screen.getByRole('button', { name: 'Log in with PayPal' })).toBeVisible();
  });

  it('is not offered while verification is off, as in the demo', () => {
    renderPaymentStep(storeWith({ ...payPalSettings, enabled: false, loginUrl: null }, 'PayPal'));
    expect(screen.queryByRole('button', { name: 'Log in with PayPal' })).toBeNull();
  });

  it('is not offered while another payment method hides the PayPal email', () => {
    renderPaymentStep(storeWith(payPalSettings, 'Check'));
    expect(screen.queryByRole('button', { name: 'Log in with PayPal' })).toBeNull();
  });

  it('opens the login URL in a window of its own, in the claimant’s culture', async () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderPaymentStep(storeWith(payPalSettings, 'PayPal'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in with PayPal' }));
    expect(open).toHaveBeenCalledWith('/api/banking/paypal-login?culture=en', 'paypal-login', expect.any(String));
  });

  it('shows the account PayPal confirmed once the login window finished', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => ({}) as Window),
    );
    renderPaymentStep(storeWith(payPalSettings, 'PayPal'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in with PayPal' }));
    verification = { verified: true, email: 'alex.paypal@example.com', expiresAt: '2026-11-22T19:00:00.000Z' };
    expect(
      await screen.findByText('PayPal account confirmed: alex.paypal@example.com', {}, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('asks to finish logging in while the window is open', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => ({}) as Window),
    );
    renderPaymentStep(storeWith(payPalSettings, 'PayPal'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in with PayPal' }));
    expect(screen.getByText('Finish logging in to PayPal in the window that opened.')).toBeVisible();
  });

  it('says so when the browser blocks the window', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    renderPaymentStep(storeWith(payPalSettings, 'PayPal'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in with PayPal' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your browser blocked the PayPal window.');
  });

  it('shows the non-matching message after the server refused the PayPal election', () => {
    const store = storeWith(payPalSettings, 'PayPal');
    store.dispatch(payPalVerificationRejected());
    renderPaymentStep(store);
    expect(
      screen.getByText(/^The PayPal email address you entered is not the PayPal account you logged in with/),
    ).toBeVisible();
  });
});
