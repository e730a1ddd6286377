/**
 * Bad input on every route of the server: property (fuzz) tests with fast-check over every API
 * route the route table lists (spec §7 and the server's own), plus the classic hostile bodies —
 * malformed JSON, wrong types, missing fields, bodies over the limit, 10,000 levels of nesting,
 * thousands of keys or parts, malformed multipart, path-traversal file names, odd Unicode in every
 * string field, junk query strings. Each must be answered 4xx with a JSON error a claimant can act
 * on — never a 5xx, never a crash — and nothing may be stored by a refused request (ASVS 5.0 2.2,
 * 4.1). Every unsafe route without the CSRF token, or with a wrong one, is refused with 403.
 * Every case is sent twice, without an Idempotency-Key and with a fresh one: with a key, deeply
 * nested JSON once answered 500 (finding 6 of the hostile-traffic review). Prints how many
 * requests ran per route.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  demoMembers,
  multipartBody,
  startServerHarness,
  type Claimant,
  type Parts,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

/**
 * Runs per property: enough to shake out the shapes, few enough for a loaded two-core machine.
 * A GET route gets one property; a JSON route four (so 4 × jsonRuns cases), a submission five.
 */
const numRuns = 100;
const jsonRuns = 60;
/** Time for one property's runs on a loaded machine (each request is a database round trip or more). */
const propertyTimeout = 60_000;
vi.setConfig({ testTimeout: propertyTimeout });

let server: ServerHarness;
/** A claimant with a session and token, authorized for Standard (submit and drafts need it). */
let alex: Claimant;
/**
 * Another browser for the authorize fuzzing: an authorize attempt first drops the form type's
 * authorization (spec §4), which would sign Alex out of Standard.
 */
let guesser: Claimant;
const casesPerRoute = new Map<string, number>();
/** Answers seen per route, by status. */
const statusesPerRoute = new Map<string, Statuses>();

function counted(route: string, cases: number, statuses: Statuses = new Map()): void {
  casesPerRoute.set(route, (casesPerRoute.get(route) ?? 0) + cases);
  const all = statusesPerRoute.get(route) ?? new Map<number, number>();
  for (const [status, count] of statuses) all.set(status, (all.get(status) ?? 0) + count);
  statusesPerRoute.set(route, all);
}

beforeAll(async () => {
  // The limits on guesses and submissions have tests of their own; here every case must reach
  // the checks of its input rather than stop at a 429.
  const limitsOff = {
    abuseLimits: {
      authorizeFailuresPerNotice: false,
      authorizeFailuresPerAddress: false,
      authorizeFailuresOverall: false,
      submitsPerAddress: false,
      submitsPerSession: false,
      refusedSubmitsPerNotice: false,
    },
  } as const;
  server = await startServerHarness({ trackingEventsPerMinute: false, ...limitsOff });
  alex = server.claimant();
  expect((await alex.authorize(demoMembers.alex)).statusCode).toBe(200);
  guesser = server.claimant();
  await guesser.csrf();
});

afterAll(async () => {
  const rows = [...casesPerRoute].sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce((sum, [, cases]) => sum + cases, 0);
  console.log(
    [
      'Bad-input cases run per route:',
      ...rows.map(([route, cases]) => {
        const statuses = [...(statusesPerRoute.get(route) ?? [])]
          .sort(([a], [b]) => a - b)
          .map(([status, count]) => `${status}×${count}`)
          .join(' ');
        return `  ${String(cases).padStart(6)}  ${route}${statuses ? `  (${statuses})` : ''}`;
      }),
      `  ${String(total).padStart(6)}  in all`,
    ].join('\n'),
  );
  await server.close();
});

// ---------------------------------------------------------------------------------------------
// The route table

interface Route {
  method: string;
  url: string;
}

/**
 * Every route the server has, read from Fastify's own route table, so a route added later is
 * fuzzed and CSRF-checked without anyone remembering to list it here.
 */
function routeTable(): Route[] {
  const lines = server.app.printRoutes({ commonPrefix: false }).split('\n');
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of lines) {
    const match = /^([\s│]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (prefixes[depth - 1] ?? '') + (match[2] ?? '');
    prefixes[depth] = path;
    for (const method of (match[3] ?? '').split(',').map((text) => text.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: path });
    }
  }
  return routes;
}

const formTypeSegments = ['standard', 'lookup', 'automotive', 'documents-upload'];

/** The concrete URLs of a route: each form type for a :formType route. */
function urlsOf(route: Route): string[] {
  return route.url.includes(':formType')
    ? formTypeSegments.map((segment) => route.url.replace(':formType', segment))
    : [route.url];
}

// ---------------------------------------------------------------------------------------------
// What is stored

interface StoredCounts {
  claims: number;
  documents: number;
  drafts: number;
  sessions: number;
  trackingEvents: number;
  documentFiles: number;
}

async function rowsIn(
  table: 'claims' | 'claim_documents' | 'drafts' | 'sessions' | 'tracking_events',
): Promise<number> {
  const row = await server.app.db
    .selectFrom(table)
    .select((expression) => expression.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function filesUnder(directory: string): number {
  try {
    return readdirSync(directory, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

async function storedCounts(): Promise<StoredCounts> {
  return {
    claims: await rowsIn('claims'),
    documents: await rowsIn('claim_documents'),
    drafts: await rowsIn('drafts'),
    sessions: await rowsIn('sessions'),
    trackingEvents: await rowsIn('tracking_events'),
    documentFiles: filesUnder(join(dirname(server.databaseFile), 'documents')),
  };
}

// ---------------------------------------------------------------------------------------------
// What an answer to bad input must be

/** Answers seen while fuzzing one route, by status. */
type Statuses = Map<number, number>;

function tally(statuses: Statuses, response: LightMyRequestResponse): void {
  statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
}

function successes(statuses: Statuses): number {
  return [...statuses].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0);
}

/** The error message of a refusal: JSON with a non-empty `error`. */
function errorMessageOf(response: LightMyRequestResponse): unknown {
  if (!String(response.headers['content-type']).startsWith('application/json')) return undefined;
  try {
    return (response.json() as { error?: unknown }).error;
  } catch {
    return undefined;
  }
}

/**
 * A 4xx with a JSON error message, or — where `mayAccept` — a success; never a 5xx. The PayPal
 * login window's two pages answer HTML, which the window shows.
 */
function checkAnswer(response: LightMyRequestResponse, mayAccept: boolean): void {
  const status = response.statusCode;
  const page = String(response.headers['content-type']).startsWith('text/html');
  const acceptable = status < 300 ? mayAccept : status >= 400 && status < 500;
  const message = status >= 400 && !page ? errorMessageOf(response) : 'not a refusal';
  if (!acceptable || typeof message !== 'string' || message === '') {
    throw new Error(`Answered ${status}: ${response.body.slice(0, 300)}`);
  }
}

/**
 * Sends a case twice: without an Idempotency-Key, then with a fresh one (each send gets `headers`
 * to add), and returns both answers.
 */
async function withAndWithoutKey(
  send: (headers: Record<string, string>) => Promise<LightMyRequestResponse>,
): Promise<LightMyRequestResponse[]> {
  return [await send({}), await send({ 'idempotency-key': randomUUID() })];
}

// ---------------------------------------------------------------------------------------------
// Generators

/** Strings that break naive code: lone surrogates, NUL, bidi overrides, astral emoji, combining marks. */
const nastyConstants = [
  '\uD800',
  '\uDFFF',
  'a\uDC00b\uD83D',
  '\u0000',
  'Alex\u0000Sample',
  '\u202Eexe.fdp',
  '\u202B\u202D\u2066\u2069',
  '😀',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  '𝔄𝔩𝔢𝔵',
  'e\u0301\u0302\u0303\u0304\u0305\u0306\u0307\u0308',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '\uFEFF\u200B\u200D\u2060',
  '\r\n\r\n',
  '\t\v\f\b',
  '\uFFFE\uFFFF',
  "' OR '1'='1' --",
  '"; DROP TABLE claims; --',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '%00%ff%zz',
  ' ',
  '',
];

const oddUnicode = fc.oneof(
  fc.constantFrom(...nastyConstants),
  fc.string({ unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)), maxLength: 4 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('\u0000', '\u202E', '\u0301', '😀', 'a', '\uD800'), maxLength: 20 }),
);

/** Any JSON-able value, strings odd or not. */
const anyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    oddUnicode,
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string(), oddUnicode), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Text that is mostly not JSON: truncated, junk, or JSON with a tail. */
const malformedJsonText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1)) + '{'),
  fc.json().map((text) => `${text},`),
  fc.constantFrom('{', '[', '{"a":', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"a":1}{"b":2}', '\uFEFF{}', '\u0000'),
);

/** A copy of a JSON value with one leaf or member replaced, dropped or retyped. */
function mutated(value: unknown): fc.Arbitrary<unknown> {
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (Array.isArray(node)) node.forEach((child, index) => walk(child, [...path, index]));
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
  };
  walk(value, []);
  return fc
    .tuple(fc.constantFrom(...paths), fc.oneof(anyValue, oddUnicode, fc.constant(undefined)))
    .map(([path, replacement]) => {
      const copy = structuredClone(value) as Record<string | number, unknown>;
      if (path.length === 0) return replacement;
      let parent: Record<string | number, unknown> = copy;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = path[path.length - 1] as string | number;
      if (replacement === undefined) delete parent[last];
      else parent[last] = replacement;
      return copy;
    });
}

/** Every string leaf of a JSON value replaced by an odd one. */
function withOddStrings(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') return oddUnicode;
  if (Array.isArray(value)) return fc.tuple(...value.map(withOddStrings));
  if (value && typeof value === 'object') {
    return fc.record(Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withOddStrings(child)])));
  }
  return fc.constant(value);
}

function nested(levels: number, open: string, close: string, leaf = '1'): string {
  return open.repeat(levels) + leaf + close.repeat(levels);
}

// ---------------------------------------------------------------------------------------------
// GET routes: junk query strings

/** Query text from raw pieces, not all of them well encoded. */
const queryJunk = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('culture', 'formType', 'code', 'state', 'error', '__proto__', 'constructor', 'a[b]', 'a[]'),
        fc.string({ maxLength: 12 }),
      ),
      fc.oneof(
        oddUnicode.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))),
        fc.constantFrom('%', '%zz', '%00', '%ff%fe', '%C0%AF', '%E2%80%AE', 'x'.repeat(5000), '', "en' OR 1=1--"),
        fc.string({ maxLength: 12 }),
      ),
    ),
    { maxLength: 6 },
  )
  .chain((pairs) =>
    fc.constantFrom('&', ';', '&&').map((separator) => pairs.map(([key, value]) => `${key}=${value}`).join(separator)),
  );

/**
 * Routes whose answer depends on the session (a CSRF token, a draft, a PayPal login) are asked with
 * Alex's; the rest without a cookie, which spares a database write per case.
 */
function needsSession(route: Route): boolean {
  return route.url === '/api/csrf' || route.url.includes('/draft') || route.url.startsWith('/api/banking/');
}

describe('GET routes', () => {
  it('answer junk query strings with 200 or a 4xx JSON error, never 5xx, storing nothing', async () => {
    const gets = routeTable().filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThanOrEqual(15);
    for (const route of gets) {
      const before = await storedCounts();
      const statuses: Statuses = new Map();
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...urlsOf(route)), queryJunk, async (url, query) => {
          const answers = await withAndWithoutKey((headers) => {
            const request = { method: 'GET', url: `${url}?${query}`, headers } as const;
            return needsSession(route) ? alex.request(request) : server.app.inject(request);
          });
          for (const response of answers) {
            tally(statuses, response);
            checkAnswer(response, true);
          }
        }),
        { numRuns },
      );
      counted(`GET ${route.url}`, 2 * numRuns, statuses);
      expect({ route: route.url, ...(await storedCounts()) }).toEqual({ route: route.url, ...before });
    }
  });

  it('answer a path that cannot be decoded with a 4xx JSON error', async () => {
    for (const url of ['/api/forms/%zz/draft', '/api/forms/%E0%A4%A/authorize', '/api/culture/%/content']) {
      for (const response of await withAndWithoutKey((headers) => alex.request({ method: 'GET', url, headers }))) {
        checkAnswer(response, false);
      }
    }
    counted('GET (undecodable paths)', 6);
  });
});

// ---------------------------------------------------------------------------------------------
// JSON routes

interface JsonRoute {
  method: 'POST' | 'PUT';
  /** The route as the table names it. */
  route: string;
  /** Its concrete URLs (each form type of a :formType route); each case picks one. */
  urls: string[];
  /** A body the route takes (or nearly: authorize's PIN is wrong, so nothing authorizes). */
  valid: () => Promise<unknown>;
  /** Whether a fuzzed body may be accepted (telemetry of odd text, a draft of odd text). */
  mayAccept: boolean;
  /** The session-count check is off for session-timeout, whose success ends the session. */
  endsSession?: boolean;
  /** A fresh claimant per case (session-timeout ends the one it is sent in). */
  freshClaimant?: boolean;
}

const wrongPin = { noticeId: demoMembers.jordan.noticeId, pin: '000000' };

async function credentialsBody(): Promise<unknown> {
  return { credentials: await alex.model('Credentials', wrongPin), reCaptchaResponse: null };
}

const jsonRoutes: JsonRoute[] = [
  {
    method: 'POST',
    route: '/api/forms/:formType/authorize',
    urls: formTypeSegments.map((segment) => `/api/forms/${segment}/authorize`),
    valid: credentialsBody,
    mayAccept: false,
  },
  {
    method: 'POST',
    route: '/api/telemetry/tracking',
    urls: ['/api/telemetry/tracking'],
    valid: async () => ({ formType: 'Standard', fieldKey: 'NoticeId', fieldValue: 'NWM-4J7K' }),
    mayAccept: true,
  },
  {
    method: 'PUT',
    route: '/api/forms/:formType/draft',
    // Mostly Standard, which Alex is authorized for; the others stop at 401 or 404.
    urls: ['standard', 'standard', 'standard', ...formTypeSegments].map((segment) => `/api/forms/${segment}/draft`),
    valid: async () => ({
      models: [
        {
          dtoMapping: 'ClaimantInfo',
          metadataHash: 'a'.repeat(64),
          fields: { mailingStreetLine1: '100 Main St', receiveUpdates: true, middleInitial: null },
          everEdited: ['mailingStreetLine1'],
        },
      ],
      rows: [],
      furthestStepId: 'claim-details',
    }),
    mayAccept: true,
  },
  {
    method: 'POST',
    route: '/api/session-timeout',
    urls: ['/api/session-timeout'],
    valid: async () => ({}),
    mayAccept: true,
    endsSession: true,
    freshClaimant: true,
  },
];

/** Sends a body as given (a string is sent verbatim) with the claimant's CSRF token. */
async function sendJson(
  claimant: Claimant,
  route: JsonRoute,
  url: string,
  body: string | Buffer,
  contentType = 'application/json',
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return claimant.request({
    method: route.method,
    url,
    headers: { 'content-type': contentType, 'x-csrf-token': claimant.csrfToken ?? '', ...headers },
    payload: body,
  });
}

async function claimantFor(route: JsonRoute): Promise<Claimant> {
  if (route.route === '/api/forms/:formType/authorize') return guesser;
  if (!route.freshClaimant) return alex;
  const claimant = server.claimant();
  await claimant.csrf();
  return claimant;
}

/** Runs one generator of bodies against a JSON route and checks answers and what is stored. */
async function fuzzJson(route: JsonRoute, bodies: fc.Arbitrary<string | Buffer>, runs = jsonRuns): Promise<void> {
  const statuses: Statuses = new Map();
  const before = await storedCounts();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...route.urls), bodies, async (url, body) => {
      const answers = await withAndWithoutKey(async (headers) =>
        sendJson(await claimantFor(route), route, url, body, 'application/json', headers),
      );
      for (const response of answers) {
        tally(statuses, response);
        checkAnswer(response, route.mayAccept);
      }
    }),
    { numRuns: runs },
  );
  counted(`${route.method} ${route.route}`, 2 * runs, statuses);
  const after = await storedCounts();
  const accepted = successes(statuses);
  // A draft save replaces the member's one draft, and tracking stores one row per accepted call.
  const expected: StoredCounts = {
    ...before,
    trackingEvents: before.trackingEvents + (route.route === '/api/telemetry/tracking' ? accepted : 0),
    drafts: route.route === '/api/forms/:formType/draft' && accepted > 0 ? after.drafts : before.drafts,
    sessions: route.freshClaimant ? after.sessions : before.sessions,
  };
  expect(after).toEqual(expected);
  if (route.route === '/api/forms/:formType/draft') expect(after.drafts).toBeLessThanOrEqual(before.drafts + 1);
}

describe.each(jsonRoutes.map((route) => [`${route.method} ${route.route}`, route] as const))('%s', (_name, route) => {
  it('refuses malformed JSON with a 4xx JSON error', async () => {
    await fuzzJson(
      { ...route, mayAccept: false },
      malformedJsonText.filter((text) => {
        try {
          // Fastify's parser skips a byte-order mark, as JSON readers may (RFC 8259 §8.1).
          JSON.parse(text.replace(/^\uFEFF/, ''));
          return false;
        } catch {
          return true;
        }
      }),
    );
  });

  it('answers any JSON value with a 4xx JSON error or, where the route takes it, a success', async () => {
    await fuzzJson(
      route,
      anyValue.map((value) => JSON.stringify(value) ?? 'null'),
    );
  });

  it('answers its own body with one member replaced, dropped or retyped with a 4xx or a success', async () => {
    await fuzzJson(
      route,
      mutated(await route.valid()).map((value) => JSON.stringify(value) ?? 'null'),
    );
  });

  it('answers its own body with odd Unicode in every string with a 4xx or a success', async () => {
    await fuzzJson(
      route,
      withOddStrings(await route.valid()).map((value) => JSON.stringify(value)),
    );
  });

  it('refuses hostile shapes: deep nesting, thousands of keys, a body over the limit, other content types', async () => {
    const before = await storedCounts();
    const hostile: [string, string | Buffer, string][] = [
      ['10,000 levels of arrays', nested(10_000, '[', ']'), 'application/json'],
      ['10,000 levels of objects', nested(10_000, '{"a":', '}'), 'application/json'],
      ['100,000 levels of arrays', nested(100_000, '[', ']'), 'application/json'],
      [
        'thousands of keys',
        JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, index]))),
        'application/json',
      ],
      ['a body of 2 MB', JSON.stringify({ credentials: 'x'.repeat(2_000_000) }), 'application/json'],
      [
        'a prototype-polluting body',
        '{"__proto__":{"authorized":true},"constructor":{"prototype":{"x":1}}}',
        'application/json',
      ],
      ['text/plain', 'hello', 'text/plain'],
      ['a form-encoded body', 'noticeId=x&pin=y', 'application/x-www-form-urlencoded'],
      [
        'a multipart body',
        '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--',
        'multipart/form-data; boundary=b',
      ],
      ['an empty JSON body', '', 'application/json'],
      ['JSON in another charset', Buffer.from('{"a":1}', 'utf16le'), 'application/json; charset=utf-16'],
      ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d]), 'application/json'],
    ];
    for (const [[name, body, contentType], url] of hostile.flatMap((shape) =>
      route.urls.map((url) => [shape, url] as const),
    )) {
      const answers = await withAndWithoutKey(async (headers) =>
        sendJson(await claimantFor(route), route, url, body, contentType, headers),
      );
      const accepts = route.mayAccept && name === 'a prototype-polluting body';
      for (const response of answers) {
        try {
          // Session timeout takes any body, or none (spec §7: not shown), and ends the session.
          checkAnswer(response, accepts || route.endsSession === true);
        } catch (error) {
          throw new Error(`${name} to ${url}: ${(error as Error).message}`, { cause: error });
        }
      }
      // Nothing leaks onto every object from a __proto__ key.
      expect(({} as Record<string, unknown>).authorized).toBeUndefined();
    }
    counted(`${route.method} ${route.route}`, 2 * hostile.length * route.urls.length);
    const after = await storedCounts();
    expect({ ...after, sessions: 0 }).toEqual({ ...before, sessions: 0 });
  });
});

// ---------------------------------------------------------------------------------------------
// Multipart submissions

const submitRoute = '/api/forms/:formType';

async function sendMultipart(
  url: string,
  body: string | Buffer,
  contentType: string,
  headers: Record<string, string> = {},
  claimant: Claimant = alex,
): Promise<LightMyRequestResponse> {
  return claimant.request({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, 'x-csrf-token': claimant.csrfToken ?? '', ...headers },
    payload: body,
  });
}

/** A Standard submission of these parts (ending them with the boundary), with and without an Idempotency-Key. */
function standardPartsWithAndWithoutKey(parts: string, boundary: string): Promise<LightMyRequestResponse[]> {
  return withAndWithoutKey((headers) =>
    sendMultipart(
      '/api/forms/standard',
      `${parts}--${boundary}--\r\n`,
      `multipart/form-data; boundary=${boundary}`,
      headers,
    ),
  );
}

/** Runs a generator of multipart requests and checks answers and that nothing refused was kept. */
async function fuzzSubmit(
  requests: fc.Arbitrary<{ url: string; body: string | Buffer; contentType: string }>,
  runs = numRuns,
): Promise<void> {
  const statuses: Statuses = new Map();
  const before = await storedCounts();
  await fc.assert(
    fc.asyncProperty(requests, async ({ url, body, contentType }) => {
      for (const response of await withAndWithoutKey((headers) => sendMultipart(url, body, contentType, headers))) {
        tally(statuses, response);
        checkAnswer(response, true);
      }
    }),
    { numRuns: runs },
  );
  counted(`POST ${submitRoute}`, 2 * runs, statuses);
  const after = await storedCounts();
  // A claim is filed for each accepted submission (with captcha off, a junk captcha part is still
  // a valid claim), and filing deletes the member's draft; a refused one leaves nothing behind.
  const accepted = successes(statuses);
  expect(after).toEqual({
    ...before,
    claims: before.claims + accepted,
    drafts: accepted > 0 ? Math.min(before.drafts, after.drafts) : before.drafts,
  });
}

/** Mostly Standard, which the claimant is authorized for: the others stop at 401 before the body. */
const submitUrls = fc.oneof(
  { arbitrary: fc.constant('/api/forms/standard'), weight: 8 },
  { arbitrary: fc.constantFrom('/api/forms/automotive', '/api/forms/documents-upload'), weight: 2 },
);

async function encoded(parts: Parts): Promise<{ body: Buffer; contentType: string }> {
  return multipartBody(parts);
}

describe(`POST ${submitRoute} (multipart)`, () => {
  let validParts: Record<string, string>;
  beforeAll(async () => {
    validParts = await alex.standardParts();
  });

  it('refuses truncated submissions and bodies cut or spliced at random', async () => {
    const whole = await encoded(validParts);
    await fuzzSubmit(
      fc
        .tuple(
          submitUrls,
          fc.nat({ max: whole.body.length - 2 }),
          fc.oneof(fc.constant(''), fc.string({ unit: 'binary' })),
        )
        .map(([url, cut, tail]) => ({
          url,
          body: Buffer.concat([whole.body.subarray(0, cut), Buffer.from(tail)]),
          contentType: whole.contentType,
        })),
    );
  });

  it('refuses bodies whose boundary is missing, wrong or malformed', async () => {
    const whole = await encoded(validParts);
    await fuzzSubmit(
      fc
        .tuple(
          submitUrls,
          fc.oneof(
            fc.constantFrom(
              'multipart/form-data',
              'multipart/form-data; boundary=',
              'multipart/form-data; boundary="',
              'multipart/form-data; boundary=x',
              `multipart/form-data; boundary=${'b'.repeat(500)}`,
              'multipart/form-data; boundary=--;;;--',
              'multipart/form-data; boundary=\u0000',
              'multipart/mixed; boundary=x',
            ),
            fc.string({ unit: 'grapheme-ascii', maxLength: 80 }).map((text) => `multipart/form-data; boundary=${text}`),
          ),
          fc.oneof(
            fc.constant(whole.body),
            fc.string({ unit: 'binary' }).map((text) => Buffer.from(text)),
          ),
        )
        .map(([url, contentType, body]) => ({ url, body, contentType })),
    );
  });

  it('refuses a valid submission with one model retyped, dropped or filled with odd Unicode', async () => {
    // Not the captcha parts: with the captcha off they are not read, so junk in them is a valid claim.
    const names = Object.keys(validParts).filter((name) => !/captcha/i.test(name));
    await fuzzSubmit(
      fc
        .tuple(
          submitUrls,
          fc.constantFrom(...names),
          fc.oneof(
            anyValue.map((value) => JSON.stringify(value) ?? ''),
            oddUnicode,
            fc.constant(undefined),
          ),
        )
        .chain(([url, name, replacement]) => {
          const model = validParts[name] ?? '';
          // A model part gets its strings made odd half of the time: the deepest check of each field.
          const odd = model.startsWith('{')
            ? withOddStrings(JSON.parse(model)).map((value) => JSON.stringify(value))
            : fc.constant(replacement);
          return fc.tuple(fc.constant(url), fc.constant(name), fc.oneof(fc.constant(replacement), odd));
        })
        .filter(([, name, replacement]) => replacement !== validParts[name])
        .map(([url, name, replacement]) => {
          const parts: [string, string][] = Object.entries(validParts).filter(([key]) => key !== name);
          if (replacement !== undefined) parts.push([name, replacement]);
          return { url, parts };
        })
        .map(({ url, parts }) => {
          const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
          const body = parts
            .map(
              ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
            )
            .join('');
          return {
            url,
            body: Buffer.from(`${body}--${boundary}--\r\n`),
            contentType: `multipart/form-data; boundary=${boundary}`,
          };
        }),
    );
  });

  it('refuses files with path-traversal or odd names, and unknown parts, storing no file', async () => {
    const boundary = 'fuzzboundaryFiles0gW';
    const fileNames = fc.oneof(
      fc.constantFrom(
        '../../../../etc/passwd',
        '..\\..\\..\\boot.ini',
        '/etc/shadow',
        'C:\\Windows\\system.ini',
        '....//....//x.pdf',
        '%2e%2e%2fx.pdf',
        'x.pdf\u0000.exe',
        'invoice\u202Efdp.exe',
        '.htaccess',
        'CON',
        'a'.repeat(5000) + '.pdf',
        '',
      ),
      oddUnicode,
    );
    await fuzzSubmit(
      fc
        .tuple(submitUrls, fc.oneof(fc.constantFrom('receipt-1', '../x', 'credentials'), oddUnicode), fileNames)
        .map(([url, partName, fileName]) => {
          const safe = (text: string) => text.replace(/["\r\n]/g, '_');
          const text = Object.entries(validParts)
            .map(
              ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
            )
            .join('');
          const file =
            `--${boundary}\r\nContent-Disposition: form-data; name="${safe(partName)}"; filename="${safe(fileName)}"\r\n` +
            'Content-Type: application/pdf\r\n\r\n%PDF-1.4 fuzz\r\n';
          return {
            url,
            body: Buffer.from(`${text}${file}--${boundary}--\r\n`),
            contentType: `multipart/form-data; boundary=${boundary}`,
          };
        }),
    );
  });

  it('refuses JSON nested deeper than a claim goes, in a model part, inside a model, in any part, declared JSON or not', async () => {
    const before = await storedCounts();
    const model = validParts.claimantInfo ?? '{}';
    const boundary = 'fuzzboundaryDeep';
    let requests = 0;
    for (const levels of [5_000, 40_000, 40]) {
      for (const text of [nested(levels, '[', ']'), nested(levels, '{"a":', '}')]) {
        // Spliced in as text: the test itself could not JSON.stringify these.
        const placements: [string, string, string][] = [
          ['as the model', 'claimantInfo', text],
          ['inside its metadata', 'claimantInfo', model.replace('"metadata":{', `"metadata":{"deep":${text},`)],
          ['inside its fields', 'claimantInfo', model.replace('"fields":{', `"fields":{"deep":${text},`)],
          ['in a part of its own', 'deep', text],
        ];
        for (const [placement, name, value] of placements) {
          for (const declaredJson of [false, true]) {
            const parts = [...Object.entries(validParts).filter(([key]) => key !== name), [name, value]];
            const body = parts
              .map(
                ([partName, partValue]) =>
                  `--${boundary}\r\nContent-Disposition: form-data; name="${partName}"\r\n` +
                  `${declaredJson && partName === name ? 'Content-Type: application/json\r\n' : ''}\r\n${partValue}\r\n`,
              )
              .join('');
            const answers = await standardPartsWithAndWithoutKey(body, boundary);
            for (const response of answers) {
              try {
                checkAnswer(response, false);
              } catch (error) {
                const shape = text.startsWith('[[') ? 'arrays' : 'objects';
                throw new Error(
                  `${levels} levels of ${shape} ${placement}${declaredJson ? ', declared JSON' : ''}: ${(error as Error).message}`,
                  { cause: error },
                );
              }
            }
            requests += answers.length;
          }
        }
      }
    }
    counted(`POST ${submitRoute}`, requests);
    expect(await storedCounts()).toEqual(before);
  });

  it('answers odd parts (a name twice, a huge name, no name, a file for a text part and text for a file, other charsets) with a 4xx or a filed claim', async () => {
    const boundary = 'fuzzboundaryOdd';
    const names = Object.keys(validParts);
    /** A part as bytes, and the valid part it stands in for (the rest of the claim is sent as is). */
    interface OddPart {
      replaces?: string;
      bytes: Buffer;
    }
    const part = (headers: string, value: string | Buffer) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\n${headers}\r\n`), Buffer.from(value), Buffer.from('\r\n')]);
    const named = (name: string) => `Content-Disposition: form-data; name="${name}"\r\n`;
    const inCharset = (text: string, charset: string): Buffer => {
      if (charset === 'utf-16le') return Buffer.from(text, 'utf16le');
      if (charset === 'utf-16be') return Buffer.from(text, 'utf16le').swap16();
      if (charset === 'iso-8859-1') return Buffer.from(text, 'latin1');
      return Buffer.from(text);
    };
    const oddParts: fc.Arbitrary<OddPart> = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(...names),
          fc.oneof(
            fc.constant(undefined),
            anyValue.map((value) => JSON.stringify(value) ?? ''),
          ),
        )
        .map(([name, value]) => ({ bytes: part(named(name), value ?? validParts[name] ?? '') })),
      fc.integer({ min: 101, max: 100_000 }).map((length) => ({ bytes: part(named('n'.repeat(length)), 'x') })),
      fc
        .constantFrom(
          'Content-Disposition: form-data\r\n',
          'Content-Disposition: form-data; name=\r\n',
          'Content-Disposition: form-data; name=""\r\n',
          'Content-Disposition: attachment\r\n',
          'Content-Type: text/plain\r\n',
          '',
        )
        .map((headers) => ({ bytes: part(headers, 'value') })),
      fc
        .tuple(fc.constantFrom(...names), fc.constantFrom('application/json', 'text/plain', 'application/pdf'))
        .map(([name, type]) => ({
          replaces: name,
          bytes: part(
            `Content-Disposition: form-data; name="${name}"; filename="${name}.json"\r\nContent-Type: ${type}\r\n`,
            validParts[name] ?? '',
          ),
        })),
      fc.constantFrom('receipt-1', 'documents', 'file').map((name) => ({ bytes: part(named(name), '%PDF-1.4 fuzz') })),
      fc
        .tuple(
          fc.constantFrom(...names),
          fc.constantFrom('utf-16le', 'utf-16be', 'iso-8859-1', 'shift_jis', 'utf-7', 'x-klingon', ''),
          fc.boolean(),
        )
        .map(([name, charset, encoded]) => {
          const value = validParts[name] ?? '';
          return {
            replaces: name,
            bytes: part(
              `${named(name)}Content-Type: text/plain; charset=${charset}\r\n`,
              encoded ? inCharset(value, charset) : value,
            ),
          };
        }),
    );
    await fuzzSubmit(
      fc.tuple(submitUrls, fc.array(oddParts, { minLength: 1, maxLength: 3 })).map(([url, odd]) => {
        const replaced = new Set(odd.map((oddPart) => oddPart.replaces));
        const valid = Object.entries(validParts)
          .filter(([name]) => !replaced.has(name))
          .map(([name, value]) => part(named(name), value));
        return {
          url,
          body: Buffer.concat([...valid, ...odd.map((oddPart) => oddPart.bytes), Buffer.from(`--${boundary}--\r\n`)]),
          contentType: `multipart/form-data; boundary=${boundary}`,
        };
      }),
      60,
    );
  });

  it('refuses a NUL character in a model (PostgreSQL cannot hold one in text) with a 4xx', async () => {
    const before = await storedCounts();
    const claimantInfo = JSON.parse(validParts.claimantInfo ?? '{}') as Record<string, unknown>;
    const { body, contentType } = await encoded({
      ...validParts,
      claimantInfo: JSON.stringify({ ...claimantInfo, metadataHash: '\u0000', clientId: 'x\u0000' }),
    });
    for (const response of await withAndWithoutKey((headers) =>
      sendMultipart('/api/forms/standard', body, contentType, headers),
    )) {
      checkAnswer(response, false);
    }
    counted(`POST ${submitRoute}`, 2);
    expect(await storedCounts()).toEqual(before);
  });

  it('refuses thousands of parts and a part with thousands of headers', async () => {
    const boundary = 'fuzzboundaryMany';
    const manyParts = Array.from(
      { length: 5000 },
      (_, index) => `--${boundary}\r\nContent-Disposition: form-data; name="p${index}"\r\n\r\nx\r\n`,
    ).join('');
    const manyFiles = Array.from(
      { length: 500 },
      (_, index) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="f${index}"; filename="f${index}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n`,
    ).join('');
    const manyHeaders =
      `--${boundary}\r\nContent-Disposition: form-data; name="credentials"\r\n` +
      Array.from({ length: 3000 }, (_, index) => `X-H${index}: v\r\n`).join('') +
      '\r\nx\r\n';
    const before = await storedCounts();
    for (const [name, body] of [
      ['5,000 text parts', manyParts],
      ['500 files', manyFiles],
      ['3,000 headers in a part', manyHeaders],
    ] as const) {
      const answers = await standardPartsWithAndWithoutKey(body, boundary);
      for (const response of answers) {
        try {
          checkAnswer(response, false);
        } catch (error) {
          throw new Error(`${name}: ${(error as Error).message}`, { cause: error });
        }
      }
    }
    counted(`POST ${submitRoute}`, 6);
    expect(await storedCounts()).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// CSRF on every unsafe route

describe('every unsafe route', () => {
  const unsafe = () => routeTable().filter((route) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method));

  it('is found in the route table: authorize, submit, draft, telemetry and session timeout at least', () => {
    expect(unsafe().map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/forms/:formType/authorize',
        'POST /api/forms/:formType',
        'PUT /api/forms/:formType/draft',
        'POST /api/telemetry/tracking',
        'POST /api/session-timeout',
      ]),
    );
  });

  it('refuses a call without the CSRF token with 403 and a JSON error, its body JSON or multipart', async () => {
    const multipart = await multipartBody(await alex.standardParts());
    const bodies = [
      { contentType: 'application/json', payload: Buffer.from('{}') },
      { contentType: multipart.contentType, payload: multipart.body },
    ];
    for (const route of unsafe()) {
      for (const [url, { contentType, payload }] of urlsOf(route).flatMap((url) =>
        bodies.map((body) => [url, body] as const),
      )) {
        const answers = await withAndWithoutKey((headers) =>
          alex.request({
            method: route.method as 'POST',
            url,
            headers: { 'content-type': contentType, ...headers },
            payload,
          }),
        );
        for (const response of answers) {
          expect({ url, contentType, status: response.statusCode, error: typeof errorMessageOf(response) }).toEqual({
            url,
            contentType,
            status: 403,
            error: 'string',
          });
        }
      }
    }
  });

  it('refuses a call with a wrong CSRF token with 403, whatever the token', async () => {
    const routes = unsafe().flatMap((route) => urlsOf(route).map((url) => ({ method: route.method, url })));
    const before = await storedCounts();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(
          fc.string({ unit: 'grapheme-ascii', maxLength: 64 }),
          fc.constant(alex.csrfToken?.slice(0, -1) ?? ''),
          fc.constant(`${alex.csrfToken ?? ''}x`),
          fc.constant(' '),
        ),
        async ({ method, url }, token) => {
          const answers = await withAndWithoutKey((headers) =>
            alex.request({
              method: method as 'POST',
              url,
              headers: { 'content-type': 'application/json', 'x-csrf-token': token, ...headers },
              payload: '{}',
            }),
          );
          expect(answers.map((response) => response.statusCode)).toEqual([403, 403]);
        },
      ),
      { numRuns },
    );
    counted('unsafe routes with a wrong CSRF token', 2 * numRuns);
    expect(await storedCounts()).toEqual(before);
  });
});
