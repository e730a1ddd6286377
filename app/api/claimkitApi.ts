import { createApi, fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type {
  AuthorizeResponse,
  CaptchaResponse,
  CsrfResponse,
  DeadlinesResponse,
  FormModelPayload,
  ServerModelConfig,
  SettlementResponse,
  SubmitResponse,
} from '#pages-config/api/contract.ts';
import { csrfHeaderName } from '#pages-config/api/csrf.ts';
import type { DraftContent, DraftResponse, SaveDraftResponse } from '#pages-config/api/drafts.ts';
import { honeypotFieldName } from '#pages-config/api/honeypot.ts';
import type { TrackingRequest } from '#pages-config/api/telemetry.ts';
import type { PayPalSettingsResponse, PayPalVerificationResponse } from '#pages-config/api/wallet.ts';
import { formTypeSegments } from '#pages-config/schema/names.ts';
import type { FormType } from '#pages-config/schema/page.ts';
import { fileOf } from '../features/records/fileRegistry.ts';

/** The slice of the root state the request headers need (typed here to avoid an import cycle with store.ts). */
interface HeaderState {
  culture: { active: string | null };
}

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
    const state = getState() as HeaderState;
    if (state.culture.active) headers.set('Accept-Language', state.culture.active);
    if (type === 'mutation') {
      // Spec §8's internal error: an unsafe call without the token would only meet the server's 403.
      const csrf = selectCsrf(getState());
      if (!csrf) throw new Error('CSRF token not initialized');
      headers.set(csrf.requestHeaderName, csrf.requestToken);
    }
    return headers;
  },
});

/** Spec §6: a 403 on these calls is ignored silently: the call returns nothing (null), not an error. */
export const forbiddenIgnoredEndpoints: ReadonlySet<string> = new Set([
  'getCsrf',
  'getFormsConfig',
  'getCharactersWhitelist',
  'getCultures',
]);

const baseQuery: typeof sameOriginQuery = async (args, api, extraOptions) => {
  // The page shows before the start-up CSRF call is made and has come back (Boot.tsx): an unsafe
  // call made meanwhile makes it or waits for it rather than go out without the token.
  const csrfCall = csrfCallOf(api.getState());
  if (api.type === 'mutation' && (csrfCall.isUninitialized || csrfCall.isLoading)) {
    await api.dispatch(claimkitApi.endpoints.getCsrf.initiate(undefined, { subscribe: false }));
  }
  const result = await sameOriginQuery(args, api, extraOptions);
  if (result.error?.status === 403 && forbiddenIgnoredEndpoints.has(api.endpoint)) {
    return result.meta ? { data: null, meta: result.meta } : { data: null };
  }
  return result;
};

/** Every call of spec §7 the client makes. */
export const claimkitApi = createApi({
  reducerPath: 'claimkitApi',
  baseQuery,
  endpoints: (build) => ({
    getCsrf: build.query<CsrfResponse | null, void>({ query: () => 'csrf' }),
    getSettlement: build.query<SettlementResponse, void>({ query: () => 'settlement' }),
    getFormsConfig: build.query<ServerModelConfig[] | null, void>({ query: () => 'forms/config' }),
    getCultures: build.query<Record<string, string> | null, void>({ query: () => 'cultures' }),
    /** The culture's texts as key → value (the API sends a list of pairs). */
    getCultureContent: build.query<Record<string, string>, string>({
      query: (culture) => ({ url: 'culture/content', params: { culture } }),
      transformResponse: (pairs: { key: string; value: string }[]) =>
        Object.fromEntries(pairs.map(({ key, value }) => [key, value])),
    }),
    getDeadlines: build.query<DeadlinesResponse, void>({ query: () => 'deadlines' }),
    /** Spec §7: logs out; called when the inactivity timer runs out. Body and answer are empty. */
    sessionTimeout: build.mutation<void, void>({
      query: () => ({ url: 'session-timeout', method: 'POST', body: {} }),
    }),
    getCaptcha: build.query<CaptchaResponse, void>({ query: () => 'captcha' }),
    /** Spec §7: a tracked field's value once it is valid; the answer carries nothing. */
    sendTracking: build.mutation<void, TrackingRequest>({
      query: (body) => ({ url: 'telemetry/tracking', method: 'POST', body }),
    }),
    getPayPalSettings: build.query<PayPalSettingsResponse, void>({ query: () => 'banking/paypal-settings' }),
    /** Whether this session holds a PayPal login that still counts; asked again after each login. */
    getPayPalVerification: build.query<PayPalVerificationResponse, void>({
      query: () => 'banking/paypal-verification',
    }),
    getCharactersWhitelist: build.query<{ allowedCharacters: string } | null, void>({
      query: () => 'characters-whitelist',
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

/** The start-up CSRF call's state: not yet made, under way, or its answer. */
function csrfCallOf(state: unknown) {
  return claimkitApi.endpoints.getCsrf.select()(
    state as Parameters<ReturnType<typeof claimkitApi.endpoints.getCsrf.select>>[0],
  );
}

/** The CSRF token fetched at start-up, once it has arrived (none after an ignored 403). */
export function selectCsrf(state: unknown): CsrfResponse | undefined {
  return csrfCallOf(state).data ?? undefined;
}

/** The HTTP status of a failed call, or null for a network error or an exception. */
export function statusOf(error: unknown): number | null {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

/** The JSON body of a failed call, when it sent one. */
export function errorBodyOf<T>(error: unknown): Partial<T> | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' ? (data as Partial<T>) : undefined;
}

export const {
  useGetCsrfQuery,
  useGetSettlementQuery,
  useGetFormsConfigQuery,
  useGetCulturesQuery,
  useGetCultureContentQuery,
  useGetDeadlinesQuery,
  useGetCaptchaQuery,
  useGetPayPalSettingsQuery,
  useGetPayPalVerificationQuery,
  useGetCharactersWhitelistQuery,
  useGetSignatureDateQuery,
} = claimkitApi;
