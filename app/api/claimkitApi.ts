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
import type { TrackingRequest } from '#pages-config/api/telemetry.ts';
import type { PayPalSettingsResponse, PayPalVerificationResponse } from '#pages-config/api/wallet.ts';
import { formTypeSegments } from '#pages-config/schema/names.ts';
import type { FormType } from '#pages-config/schema/page.ts';

/** The slice of the root state the request headers need (typed here to avoid an import cycle with store.ts). */
interface HeaderState {
  culture: { active: string | null };
}

/** A submission's multipart parts, as plain strings so the request argument stays serializable. */
export type SubmissionParts = Record<string, string>;

/**
 * Every call of spec §7 the client makes, with one base query: same-origin cookies (the session
 * cookie is httpOnly), `Accept-Language` so the server answers in the claimant's language, and the
 * CSRF header on every unsafe call (spec §6).
 */
export const claimkitApi = createApi({
  reducerPath: 'claimkitApi',
  baseQuery: fetchBaseQuery({
    // Absolute, so the same code runs where relative request URLs are not resolved (Node's fetch in tests).
    baseUrl: `${globalThis.location?.origin ?? ''}/api`,
    credentials: 'same-origin',
    prepareHeaders: (headers, { getState, type }) => {
      const state = getState() as HeaderState;
      if (state.culture.active) headers.set('Accept-Language', state.culture.active);
      if (type === 'mutation') {
        const csrf = selectCsrf(getState());
        if (csrf) headers.set(csrf.requestHeaderName, csrf.requestToken);
      }
      return headers;
    },
  }),
  endpoints: (build) => ({
    getCsrf: build.query<CsrfResponse, void>({ query: () => 'csrf' }),
    getSettlement: build.query<SettlementResponse, void>({ query: () => 'settlement' }),
    getFormsConfig: build.query<ServerModelConfig[], void>({ query: () => 'forms/config' }),
    getCultures: build.query<Record<string, string>, void>({ query: () => 'cultures' }),
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
    getCharactersWhitelist: build.query<{ allowedCharacters: string }, void>({ query: () => 'characters-whitelist' }),
    getSignatureDate: build.query<{ signatureDate: string; isoDate: string }, string>({
      query: (culture) => ({ url: 'signature-date', params: { culture } }),
    }),
    authorize: build.mutation<
      AuthorizeResponse,
      { formType: FormType; credentials: FormModelPayload; reCaptchaResponse: string | null }
    >({
      query: ({ formType, credentials, reCaptchaResponse }) => ({
        url: `forms/${formTypeSegments[formType]}/authorize`,
        method: 'POST',
        body: { credentials, reCaptchaResponse },
      }),
    }),
    submitForm: build.mutation<SubmitResponse, { formType: Exclude<FormType, 'Lookup'>; parts: SubmissionParts }>({
      query: ({ formType, parts }) => {
        const body = new FormData();
        for (const [name, value] of Object.entries(parts)) body.append(name, value);
        return { url: `forms/${formTypeSegments[formType]}`, method: 'POST', body };
      },
    }),
  }),
});

/** The CSRF token fetched at start-up, once it has arrived. */
export function selectCsrf(state: unknown): CsrfResponse | undefined {
  return claimkitApi.endpoints.getCsrf.select()(
    state as Parameters<ReturnType<typeof claimkitApi.endpoints.getCsrf.select>>[0],
  ).data;
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
