import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { formatRuleMessage } from '#pages-config/rules/message.ts';
import { signatureError } from '#pages-config/rules/signature.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import type { RootState } from '../../store.ts';
import { selectContent } from '../culture/cultureSlice.ts';
import { authorizeFailed, authorizeStarted, authorizeSucceeded } from '../authorization/authorizationSlice.ts';

/** Spec §3 "App state: client": the signature, the submitting flag, and what a submission returned. */
export interface ClientState {
  /** The typed signature (full name); null while empty. */
  signature: string | null;
  /** Whether the signature input has been left once, so its error may show. */
  signatureTouched: boolean;
  /** True while an authorize or submit call runs; a second attempt throws (spec §4). */
  isSubmitting: boolean;
  /** The reference code of the claim filed, per form type. */
  referenceCodes: Partial<Record<FormType, string>>;
  /** The translated message of the last failed submission; null after a new attempt starts. */
  submissionError: string | null;
  /**
   * The claim attempt under way per form type: the Idempotency-Key sent with it (minted at the
   * first press of submit, reused by every retry so the server files the claim once) and the
   * fingerprint of the answers it was minted for. Gone once the claim is filed; changed answers
   * get a new attempt. Kept in the store only, never in browser storage.
   */
  submissionAttempts: Partial<Record<FormType, SubmissionAttempt>>;
  /**
   * What the honeypot field of the authorize and submit pages holds (pages-config/api/honeypot.ts):
   * empty for every person, who can neither see nor reach it; sent with authorize and submit.
   */
  honeypot: string;
}

export interface SubmissionAttempt {
  idempotencyKey: string;
  answersFingerprint: string;
}

const initialState: ClientState = {
  signature: null,
  signatureTouched: false,
  isSubmitting: false,
  referenceCodes: {},
  submissionError: null,
  submissionAttempts: {},
  honeypot: '',
};

export const clientSlice = createSlice({
  name: 'client',
  initialState,
  reducers: {
    /** The claimant committed the signature (on blur or Enter). Empty becomes null. */
    signatureChanged(state, action: PayloadAction<string>) {
      state.signature = action.payload.trim() === '' ? null : action.payload;
      state.signatureTouched = true;
    },
    signatureBlurred(state) {
      state.signatureTouched = true;
    },
    submissionStarted(state) {
      state.isSubmitting = true;
      state.submissionError = null;
    },
    /** The attempt a submission belongs to: a new one, or the one a retry continues. */
    submissionAttemptChosen(state, action: PayloadAction<{ formType: FormType; attempt: SubmissionAttempt }>) {
      state.submissionAttempts[action.payload.formType] = action.payload.attempt;
    },
    /** The server refused the attempt's key for other answers: the next press starts a new attempt. */
    submissionAttemptRefused(state, action: PayloadAction<{ formType: FormType; message: string }>) {
      state.isSubmitting = false;
      state.submissionError = action.payload.message;
      delete state.submissionAttempts[action.payload.formType];
    },
    submissionSucceeded(state, action: PayloadAction<{ formType: FormType; referenceCode: string }>) {
      state.isSubmitting = false;
      state.referenceCodes[action.payload.formType] = action.payload.referenceCode;
      delete state.submissionAttempts[action.payload.formType];
    },
    submissionFailed(state, action: PayloadAction<string | null>) {
      state.isSubmitting = false;
      state.submissionError = action.payload;
    },
    /** Something was typed into the honeypot field (by a bot: no person reaches it). */
    honeypotChanged(state, action: PayloadAction<string>) {
      state.honeypot = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(authorizeStarted, (state) => {
        state.isSubmitting = true;
      })
      .addCase(authorizeSucceeded, (state) => {
        state.isSubmitting = false;
      })
      .addCase(authorizeFailed, (state) => {
        state.isSubmitting = false;
      });
  },
});

export const {
  signatureChanged,
  signatureBlurred,
  submissionStarted,
  submissionAttemptChosen,
  submissionAttemptRefused,
  submissionSucceeded,
  submissionFailed,
  honeypotChanged,
} = clientSlice.actions;

export const selectSignature = (state: RootState) => state.client.signature;
export const selectIsSubmitting = (state: RootState) => state.client.isSubmitting;
export const selectSubmissionError = (state: RootState) => state.client.submissionError;
export const selectReferenceCode = (state: RootState, formType: FormType) =>
  state.client.referenceCodes[formType] ?? null;

/**
 * The signature's messages (spec §5: required; and as the server checks it: a name's length, no
 * invisible or control characters), translated; shown once the input was left or Next failed.
 */
export const selectSignatureErrors = createSelector([selectSignature, selectContent], (signature, content) => {
  const problem = signatureError(signature);
  return problem ? [formatRuleMessage(content, problem)] : [];
});
