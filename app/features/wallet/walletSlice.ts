import { createSelector, createSlice } from '@reduxjs/toolkit';
import { claimkitApi } from '../../api/claimkitApi.ts';
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
  },
  extraReducers: (builder) => {
    // A login that now counts clears the earlier mismatch: the claimant may submit again.
    builder.addMatcher(claimkitApi.endpoints.getPayPalVerification.matchFulfilled, (state, action) => {
      if (action.payload.verified) state.invalidPayPalVerification = false;
    });
  },
});

export const { payPalVerificationRejected, payPalLoginStarted, payPalLoginEnded } = walletSlice.actions;

const selectSettingsResult = claimkitApi.endpoints.getPayPalSettings.select();
const selectVerificationResult = claimkitApi.endpoints.getPayPalVerification.select();

/** Spec §3 payPalSettings: clientId, enabled, loginUrl, authCodeExpiration and invalidPayPalVerification. */
export const selectPayPalSettings = createSelector(
  [selectSettingsResult, (state: RootState) => state.wallet.invalidPayPalVerification],
  (result, invalidPayPalVerification) => ({
    clientId: result.data?.clientId ?? null,
    enabled: result.data?.enabled ?? false,
    loginUrl: result.data?.loginUrl ?? null,
    authCodeExpiration: result.data?.authCodeExpiration ?? null,
    emailField: result.data?.emailField ?? null,
    invalidPayPalVerification,
  }),
);

export const selectPayPalVerification = (state: RootState) => selectVerificationResult(state).data;
export const selectPayPalLoginPending = (state: RootState) => state.wallet.payPalLoginPending;
