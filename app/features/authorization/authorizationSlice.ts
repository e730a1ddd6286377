import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FormType } from '#pages-config/schema/page.ts';
import type { RootState } from '../../store.ts';

/** Spec §3: one flag per form type, and the message of the last failed attempt. */
export type AuthorizationState = Record<FormType, boolean> & { errorMessage: string | null };

const initialState: AuthorizationState = {
  errorMessage: null,
  Standard: false,
  Lookup: false,
  Automotive: false,
  DocumentsUpload: false,
};

export const authorizationSlice = createSlice({
  name: 'authorization',
  initialState,
  reducers: {
    /** Spec §4: an attempt resets the form type to not authorized and clears the message. */
    authorizeStarted(state, action: PayloadAction<FormType>) {
      state[action.payload] = false;
      state.errorMessage = null;
    },
    authorizeSucceeded(state, action: PayloadAction<FormType>) {
      state[action.payload] = true;
    },
    /** The message is already translated: the server's, or the catalogue's (spec §8). */
    authorizeFailed(state, action: PayloadAction<{ formType: FormType; message: string }>) {
      state[action.payload.formType] = false;
      state.errorMessage = action.payload.message;
    },
    /** The server no longer knows the session (401 on a later call). */
    authorizationExpired(state, action: PayloadAction<FormType>) {
      state[action.payload] = false;
    },
  },
});

export const { authorizeStarted, authorizeSucceeded, authorizeFailed, authorizationExpired } =
  authorizationSlice.actions;

/** Whether a form type is authorized; a form type the state does not know is spec §8's internal error. */
export function selectIsAuthorized(state: RootState, formType: FormType): boolean {
  const authorized: boolean | undefined = state.authorization[formType];
  if (authorized === undefined) throw new Error(`Form type ${formType} not found in the authorization state`);
  return authorized;
}
export const selectAuthorizationError = (state: RootState) => state.authorization.errorMessage;
