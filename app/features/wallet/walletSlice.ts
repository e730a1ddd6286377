import { createSelector, createSlice } from '@reduxjs/toolkit';
import { selectAnswer } from '../../api/publicCalls.ts';
import type { RootState } from '../../store.ts';

/** Spec §3 payPalSettings: the settings come from the API; the flag is the client's own. */
export interface WalletState {
  /** The server found the elected PayPal email is not the PayPal account logged in with (spec §4). */
  invalidPayPalVerification: boolean;
  /** A "Log in with PayPal" window is open and the client waits for its outcome. */
  payPalLoginPending: boolean;
}

const initialState: WalletState = { invalidPayPalVerification: false, payPalLoginPending: false };

export const walletSlice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    /** A submission came back with nonMatchingPaymentElection. */
    payPalVerificationRejected(state) {
      state.invalidPayPalVerification = true;
    },
    payPalLoginStarted(state) {
      state.payPalLoginPending = true;
    },
    /** The login window closed or reported back; a new login may have replaced the rejected one. */
    payPalLoginEnded(state) {
      state.payPalLoginPending = false;
    },
    /** The server confirmed the login the window was opened for: it clears an earlier mismatch. */
    payPalLoginConfirmed(state) {
      state.payPalLoginPending = false;
      state.invalidPayPalVerification = false;
    },
  },
});

export const { payPalVerificationRejected, payPalLoginStarted, payPalLoginEnded, payPalLoginConfirmed } =
  walletSlice.actions;

/** Spec §3 payPalSettings: clientId, enabled, loginUrl, authCodeExpiration and invalidPayPalVerification. */
export const selectPayPalSettings = createSelector(
  [
    (state: RootState) => selectAnswer(state, 'getPayPalSettings'),
    (state: RootState) => state.wallet.invalidPayPalVerification,
  ],
  (settings, invalidPayPalVerification) => ({
    clientId: settings?.clientId ?? null,
    enabled: settings?.enabled ?? false,
    loginUrl: settings?.loginUrl ?? null,
    authCodeExpiration: settings?.authCodeExpiration ?? null,
    emailField: settings?.emailField ?? null,
    invalidPayPalVerification,
  }),
);

export const selectPayPalLoginPending = (state: RootState) => state.wallet.payPalLoginPending;
