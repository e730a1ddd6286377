import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  CaptchaResponse,
  CsrfResponse,
  DeadlinesResponse,
  ServerModelConfig,
  SettlementResponse,
} from '#pages-config/api/contract.ts';
import type { PayPalSettingsResponse } from '#pages-config/api/wallet.ts';
import type { AppThunk } from '../store.ts';

/**
 * The start-up calls of spec §7 (GET, the same answer for every claimant but the session's CSRF
 * token), with the answer each gives. They are plain requests kept in this slice rather than RTK
 * Query endpoints: every public page makes them, and RTK Query loads with sign-in
 * (`claimkitApi.ts`), not with the start page.
 */
export interface PublicAnswers {
  getCsrf: CsrfResponse | null;
  getSettlement: SettlementResponse;
  getFormsConfig: ServerModelConfig[] | null;
  getCultures: Record<string, string> | null;
  /** The culture's texts as key → value (the API sends a list of pairs); the argument is the culture. */
  getCultureContent: Record<string, string>;
  getDeadlines: DeadlinesResponse;
  getCaptcha: CaptchaResponse;
  getPayPalSettings: PayPalSettingsResponse;
  getCharactersWhitelist: { allowedCharacters: string } | null;
}

export type PublicCall = keyof PublicAnswers;

/** The calls that take an argument (the culture); the others take none. */
type CallWithArgument = 'getCultureContent';
export type PublicRequest =
  { call: Exclude<PublicCall, CallWithArgument>; arg?: undefined } | { call: CallWithArgument; arg: string };

const paths: Record<PublicCall, string> = {
  getCsrf: 'csrf',
  getSettlement: 'settlement',
  getFormsConfig: 'forms/config',
  getCultures: 'cultures',
  getCultureContent: 'culture/content',
  getDeadlines: 'deadlines',
  getCaptcha: 'captcha',
  getPayPalSettings: 'banking/paypal-settings',
  getCharactersWhitelist: 'characters-whitelist',
};

/** Spec §6: a 403 on these calls is ignored silently: the call returns nothing (null), not an error. */
export const forbiddenIgnoredCalls: ReadonlySet<PublicCall> = new Set([
  'getCsrf',
  'getFormsConfig',
  'getCharactersWhitelist',
  'getCultures',
]);

/** A failed call: the HTTP status and JSON body, or FETCH_ERROR/PARSING_ERROR (RTK Query's shapes). */
export type CallError = { status: number; data: unknown } | { status: 'FETCH_ERROR' | 'PARSING_ERROR'; error: string };

/** One call's state: the last answer is kept while it is asked for again, and after that fails. */
export interface CallEntry {
  status: 'pending' | 'fulfilled' | 'rejected';
  data?: unknown;
  /** The request that made it last (createAsyncThunk's id). */
  requestId?: string;
}

export type PublicCallsState = Record<string, CallEntry>;

/** The cache key of a request, as RTK Query would name it: `getCultureContent("en")`. */
export function cacheKeyOf({ call, arg }: PublicRequest): string {
  return arg === undefined ? `${call}(undefined)` : `${call}(${JSON.stringify(arg)})`;
}

/** The slice of the root state a request needs (typed here to avoid an import cycle with store.ts). */
interface CallingState {
  culture: { active: string | null };
  publicCalls: PublicCallsState;
}

/**
 * Same-origin cookies (the session cookie is httpOnly) and `Accept-Language`, so the server answers
 * in the claimant's language, as every call of spec §7 is made.
 */
async function requestAnswer({ call, arg }: PublicRequest, culture: string | null): Promise<unknown> {
  // Absolute, so the same code runs where relative request URLs are not resolved (Node's fetch in tests).
  const url = new URL(`${globalThis.location?.origin ?? ''}/api/${paths[call]}`);
  if (arg !== undefined) url.searchParams.set('culture', arg);
  const headers = new Headers();
  if (culture) headers.set('Accept-Language', culture);
  let response: Response;
  try {
    response = await fetch(new Request(url, { headers, credentials: 'same-origin' }));
  } catch (error) {
    throw { status: 'FETCH_ERROR', error: String(error) } satisfies CallError;
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch (error) {
    if (response.ok) throw { status: 'PARSING_ERROR', error: String(error) } satisfies CallError;
    body = text;
  }
  if (response.status === 403 && forbiddenIgnoredCalls.has(call)) return null;
  if (!response.ok) throw { status: response.status, data: body } satisfies CallError;
  return call === 'getCultureContent'
    ? Object.fromEntries((body as { key: string; value: string }[]).map(({ key, value }) => [key, value]))
    : body;
}

/** Each store's last calls made through publicCallSettled, by cache key (one map per store's getState). */
const callsUnderWay = new WeakMap<() => unknown, Map<string, Promise<unknown>>>();

function callsUnderWayIn(getState: () => unknown): Map<string, Promise<unknown>> {
  let calls = callsUnderWay.get(getState);
  if (!calls) callsUnderWay.set(getState, (calls = new Map()));
  return calls;
}

/**
 * The request of a start-up call and its answer (made through publicCallMade). Made once: a call
 * under way or answered is not made again (the action is then skipped, `meta.condition`), unless
 * `force` asks for a fresh answer.
 */
export const publicCallRequested = createAsyncThunk<
  unknown,
  PublicRequest & { force?: boolean },
  { state: CallingState; rejectValue: CallError }
>(
  'publicCalls/requested',
  async (request, { getState, rejectWithValue }) => {
    try {
      return await requestAnswer(request, getState().culture.active);
    } catch (error) {
      if (error && typeof error === 'object' && 'status' in error) return rejectWithValue(error as CallError);
      throw error;
    }
  },
  {
    condition: (request, { getState }) => {
      const entry = getState().publicCalls[cacheKeyOf(request)];
      if (entry?.status === 'pending') return false;
      return request.force === true || entry?.status !== 'fulfilled';
    },
  },
);

/** Makes a start-up call (once, see publicCallRequested) and keeps it for those who wait for its answer. */
export const publicCallMade =
  (request: PublicRequest & { force?: boolean }): AppThunk<Promise<unknown>> =>
  (dispatch, getState) => {
    const key = cacheKeyOf(request);
    const made = dispatch(publicCallRequested(request));
    if (getState().publicCalls[key]?.requestId === made.requestId) callsUnderWayIn(getState).set(key, made);
    return made;
  };

/**
 * A start-up call's state once it has settled: made now, or the one under way waited for, or the
 * answer already in (`force`: asked for again). For code that needs the answer before it goes on.
 */
export const publicCallSettled =
  <Request extends PublicRequest>(
    request: Request & { force?: boolean },
  ): AppThunk<Promise<PublicCallResult<PublicAnswers[Request['call']]>>> =>
  async (dispatch, getState) => {
    const key = cacheKeyOf(request);
    await dispatch(publicCallMade(request));
    // Skipped as one was under way: that one, made by another reader, is waited for.
    await callsUnderWayIn(getState).get(key);
    return resultOf<PublicAnswers[Request['call']]>(getState().publicCalls[key]);
  };

/** An answer known without the call: the page's start data, or one a test sets. */
export type KnownAnswer = {
  [Call in PublicCall]: {
    endpointName: Call;
    arg: Call extends CallWithArgument ? string : undefined;
    value: PublicAnswers[Call];
  };
}[PublicCall];

export const publicCallsSlice = createSlice({
  name: 'publicCalls',
  initialState: {} as PublicCallsState,
  reducers: {
    /** Answers known without the call (the page's start data): those calls are then not made. */
    publicAnswersReceived(state, action: PayloadAction<readonly KnownAnswer[]>) {
      for (const { endpointName, arg, value } of action.payload) {
        state[cacheKeyOf({ call: endpointName, arg } as PublicRequest)] = { status: 'fulfilled', data: value };
      }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(publicCallRequested.pending, (state, action) => {
        const key = cacheKeyOf(action.meta.arg);
        state[key] = { ...state[key], status: 'pending', requestId: action.meta.requestId };
      })
      .addCase(publicCallRequested.fulfilled, (state, action) => {
        state[cacheKeyOf(action.meta.arg)] = { status: 'fulfilled', data: action.payload };
      })
      .addCase(publicCallRequested.rejected, (state, action) => {
        // The failure itself is the failure listener's (features/errorInfo): the entry keeps the last answer.
        const key = cacheKeyOf(action.meta.arg);
        state[key] = { ...state[key], status: 'rejected' };
      });
  },
});

export const { publicAnswersReceived } = publicCallsSlice.actions;

/** A start-up call's state as its readers need it: the answer once in, and whether the last try failed. */
export interface PublicCallResult<Answer> {
  data: Answer | undefined;
  isError: boolean;
  /** Asked for and not answered yet (or never asked for). */
  isPending: boolean;
}

/** An entry of the slice as its readers see it (no entry: never asked for, so pending). */
export function resultOf<Answer>(entry: CallEntry | undefined): PublicCallResult<Answer> {
  return {
    data: entry?.data as Answer | undefined,
    isError: entry?.status === 'rejected',
    isPending: entry?.status !== 'fulfilled' && entry?.status !== 'rejected',
  };
}

export function selectPublicCall<Call extends PublicCall>(
  state: { publicCalls: PublicCallsState },
  call: Call,
  ...arg: Call extends CallWithArgument ? [string] : []
): PublicCallResult<PublicAnswers[Call]> {
  return resultOf<PublicAnswers[Call]>(state.publicCalls[cacheKeyOf({ call, arg: arg[0] } as PublicRequest)]);
}

/** The answer of a start-up call once it is in (undefined before, or after a failure with none). */
export function selectAnswer<Call extends PublicCall>(
  state: { publicCalls: PublicCallsState },
  call: Call,
  ...arg: Call extends CallWithArgument ? [string] : []
): PublicAnswers[Call] | undefined {
  return selectPublicCall(state, call, ...arg).data;
}

/** The CSRF token fetched at start-up (or renewed at sign-in), once it has arrived (none after an ignored 403). */
export function selectCsrf(state: { publicCalls: PublicCallsState }): CsrfResponse | undefined {
  return selectAnswer(state, 'getCsrf') ?? undefined;
}

/** The HTTP status of a failed call, or null for a network error or an exception. */
export function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : null;
}

/** The JSON body of a failed call, when it sent one. */
export function errorBodyOf<T>(error: unknown): Partial<T> | undefined {
  const data = (error as { data?: unknown } | undefined)?.data;
  return data && typeof data === 'object' ? (data as Partial<T>) : undefined;
}
