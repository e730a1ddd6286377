import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { AuthorizeResponse, FormModelPayload, SubmitResponse } from '#pages-config/api/contract.ts';
import { csrfHeaderName } from '#pages-config/api/csrf.ts';
import type { DraftContent, DraftResponse, SaveDraftResponse } from '#pages-config/api/drafts.ts';
import { honeypotFieldName } from '#pages-config/api/honeypot.ts';
import type { TrackingRequest } from '#pages-config/api/telemetry.ts';
import type { PayPalVerificationResponse } from '#pages-config/api/wallet.ts';
import { formTypeSegments } from '#pages-config/schema/names.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import { fileOf } from '../features/records/fileRegistry.ts';
import { claimkitApiJoined, type RootState } from '../store.ts';
import { publicCallSettled, selectCsrf, selectPublicCall } from './publicCalls.ts';

/** The form types that keep a draft on the server (save and resume). */
export type DraftFormType = Extract<FormType, 'Standard' | 'Automotive'>;

/**
 * The authorize answer (spec §7), with the CSRF token the server renewed the session with on
 * success (pages-config/api/csrf.ts), taken from the answer's header; null when it sent none.
 */
export type AuthorizeResult = AuthorizeResponse & { renewedCsrfToken: string | null };

/** A submission's multipart parts, as plain strings so the request argument stays serializable. */
export type SubmissionParts = Record<string, string>;

/**
 * The base query of every call: same-origin cookies (the session cookie is httpOnly),
 * `Accept-Language` so the server answers in the claimant's language, and the CSRF header on every
 * unsafe call (spec §6).
 */
const sameOriginQuery = fetchBaseQuery({
  // Absolute, so the same code runs where relative request URLs are not resolved (Node's fetch in tests).
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  credentials: 'same-origin',
  prepareHeaders: (headers, { getState, type }) => {
    const state = getState() as RootState;
    if (state.culture.active) headers.set('Accept-Language', state.culture.active);
    if (type === 'mutation') {
      // Spec §8's internal error: an unsafe call without the token would only meet the server's 403.
      const csrf = selectCsrf(state);
      if (!csrf) throw new Error('CSRF token not initialized');
      headers.set(csrf.requestHeaderName, csrf.requestToken);
    }
    return headers;
  },
});

const baseQuery: typeof sameOriginQuery = async (args, api, extraOptions) => {
  // The page shows before the start-up CSRF call is made and has come back (Boot.tsx): an unsafe
  // call made meanwhile makes it or waits for it rather than go out without the token.
  if (api.type === 'mutation' && selectPublicCall(api.getState() as RootState, 'getCsrf').isPending) {
    await api.dispatch(publicCallSettled({ call: 'getCsrf' }));
  }
  return sameOriginQuery(args, api, extraOptions);
};

/** The calls of spec §7 a claimant makes from sign-in on (the start-up calls are in publicCalls.ts). */
export const claimkitApi = createApi({
  reducerPath: 'claimkitApi',
  baseQuery,
  endpoints: (build) => ({
    /** Spec §7: logs out; called when the inactivity timer runs out. Body and answer are empty. */
    sessionTimeout: build.mutation<void, void>({
      query: () => ({ url: 'session-timeout', method: 'POST', body: {} }),
    }),
    /** Spec §7: a tracked field's value once it is valid; the answer carries nothing. */
    sendTracking: build.mutation<void, TrackingRequest>({
      query: (body) => ({ url: 'telemetry/tracking', method: 'POST', body }),
    }),
    /** Whether this session holds a PayPal login that still counts; asked again after each login. */
    getPayPalVerification: build.query<PayPalVerificationResponse, void>({
      query: () => 'banking/paypal-verification',
    }),
    getSignatureDate: build.query<{ signatureDate: string; isoDate: string }, string>({
      query: (culture) => ({ url: 'signature-date', params: { culture } }),
    }),
    authorize: build.mutation<
      AuthorizeResult,
      { formType: FormType; credentials: FormModelPayload; reCaptchaResponse: string | null; honeypot: string }
    >({
      query: ({ formType, credentials, reCaptchaResponse, honeypot }) => ({
        url: `forms/${formTypeSegments[formType]}/authorize`,
        method: 'POST',
        body: { credentials, reCaptchaResponse, [honeypotFieldName]: honeypot },
      }),
      transformResponse: (response: AuthorizeResponse, meta) => ({
        ...response,
        renewedCsrfToken: meta?.response?.headers.get(csrfHeaderName) ?? null,
      }),
    }),
    /**
     * The member's saved draft of a form (save and resume), read once after authorizing. Personal
     * data: dropped from the cache as soon as nothing reads it.
     */
    getDraft: build.query<DraftResponse, DraftFormType>({
      query: (formType) => `forms/${formTypeSegments[formType]}/draft`,
      keepUnusedDataFor: 0,
    }),
    /** Saves the form's draft on the server when the claimant leaves a step with Next. */
    saveDraft: build.mutation<SaveDraftResponse, { formType: DraftFormType; draft: DraftContent }>({
      query: ({ formType, draft }) => ({
        url: `forms/${formTypeSegments[formType]}/draft`,
        method: 'PUT',
        body: draft,
      }),
    }),
    submitForm: build.mutation<
      SubmitResponse,
      {
        formType: Exclude<FormType, 'Lookup'>;
        parts: SubmissionParts;
        documentClientIds?: readonly string[];
        /** The claim attempt's key (header Idempotency-Key): a retry with it is answered, not filed again. */
        idempotencyKey?: string;
      }
    >({
      // Files are looked up by client id here, at send time, so none is ever held in the store.
      query: ({ formType, parts, documentClientIds = [], idempotencyKey }) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(parts)) body.append(name, value);
        for (const clientId of documentClientIds) {
          const file = fileOf(clientId);
          if (!file) throw new Error(`No file chosen for the document context ${clientId}`);
          body.append(clientId, file, file.name);
        }
        const headers: Record<string, string> = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
        return { url: `forms/${formTypeSegments[formType]}`, method: 'POST', body, headers };
      },
    }),
  }),
});

// Loaded with sign-in (loadClaimkitApi.ts) or a step that calls it: it joins the store as it loads.
claimkitApiJoined(claimkitApi);

export const { useGetPayPalVerificationQuery, useGetSignatureDateQuery } = claimkitApi;
