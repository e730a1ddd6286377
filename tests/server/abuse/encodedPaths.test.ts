/**
 * Finding 5 of the hostile-traffic review: the router decodes a path before it matches a route,
 * but the session, CSRF and no-store hooks tested the path as sent, so /%61pi/… and absolute-form
 * request lines (`GET http://host/api/csrf HTTP/1.1`) slipped past them: a cross-site forced
 * logout, a 500, a CSRF token a cache could keep. Now every spelling of a path gets the answer the
 * plain path gets. Sent over a raw socket, as an attacker would, since no HTTP client sends these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisedRequestTarget } from '#server/security/requestTarget.ts';
import { startServerHarness, type Claimant, type ServerHarness } from '#tests/helpers/serverHarness.ts';
import { listenOnLoopback, rawExchange, rawRequest, type RawAnswer } from '#tests/helpers/rawHttp.ts';

let server: ServerHarness;
let port: number;
beforeAll(async () => {
  server = await startServerHarness();
  port = await listenOnLoopback(server.app);
});
afterAll(async () => {
  await server.close();
});

/** The spellings of a path that mean it, each as an attacker would send it. */
const spellings: [string, (path: string) => string][] = [
  ['a percent-encoded letter', (path) => path.replace('/api/', '/%61pi/')],
  [
    'every character percent-encoded',
    (path) => path.replace(/[a-z-]/g, (letter) => `%${letter.charCodeAt(0).toString(16)}`),
  ],
  ['lower-case percent-encoding of a dot segment', (path) => `/app/%2e%2e${path}`],
  ['absolute-form', (path) => `http://127.0.0.1:${String(port)}${path}`],
  ['absolute-form with an encoded letter', (path) => `HTTP://claimkit.test${path.replace('/api/', '/%61pi/')}`],
  ['dot segments', (path) => path.replace('/api/', '/api/./')],
  ['a dot-dot segment climbing out of another folder', (path) => `/app/dist/../..${path}`],
  ['repeated slashes', (path) => path.replaceAll('/', '//')],
];

/** What a claimant's browser (or a cache) acts on in an answer. */
function essentials(answer: RawAnswer | null) {
  return {
    status: answer?.status,
    cacheControl: answer?.headers['cache-control'],
    contentType: answer?.headers['content-type'],
    setsCookie: answer?.headers['set-cookie'] !== undefined,
  };
}

async function send(claimant: Claimant, method: string, target: string, headers: Record<string, string> = {}) {
  const cookie = `${server.app.sessions.cookieName}=${claimant.sessionId ?? ''}`;
  const body = method === 'POST' ? '{}' : '';
  const json: Record<string, string> = method === 'POST' ? { 'content-type': 'application/json' } : {};
  return rawExchange(port, rawRequest(method, target, { cookie, ...json, ...headers }, body));
}

async function visitorWithSession(): Promise<Claimant> {
  const claimant = server.claimant();
  await claimant.csrf();
  return claimant;
}

describe.each(spellings)('a path spelled with %s', (_name, spell) => {
  it('gets the CSRF token as the plain path does: Cache-Control no-store, no new session', async () => {
    const claimant = await visitorWithSession();
    const plain = await send(claimant, 'GET', '/api/csrf');
    const spelled = await send(claimant, 'GET', spell('/api/csrf'));
    expect(essentials(spelled)).toEqual({ ...essentials(plain), cacheControl: 'no-store', setsCookie: false });
  });

  it('is refused 403 on the session timeout without the CSRF token, and the session lives on', async () => {
    const claimant = await visitorWithSession();
    const spelled = await send(claimant, 'POST', spell('/api/session-timeout'));
    const token = await send(claimant, 'GET', '/api/csrf');
    expect([spelled?.status, JSON.parse(token?.body ?? '{}')]).toEqual([
      403,
      expect.objectContaining({ requestToken: claimant.csrfToken }),
    ]);
  });

  it('gets the answer the plain path gets on authorize, never a 500', async () => {
    const claimant = await visitorWithSession();
    const csrf = { 'x-csrf-token': claimant.csrfToken ?? '' };
    const plain = await send(claimant, 'POST', '/api/forms/standard/authorize', csrf);
    const spelled = await send(claimant, 'POST', spell('/api/forms/standard/authorize'), csrf);
    expect(essentials(spelled)).toEqual(essentials(plain));
  });
});

describe('the one spelling of a request target', () => {
  it.each([
    ['/api/%63%53rf', '/api/cSrf'],
    ['/api%2Fcsrf', '/api%2Fcsrf'],
    ['/api/%2fcsrf', '/api/%2Fcsrf'],
    ['/api/%2561pi', '/api/%2561pi'],
    ['/a/b/..', '/a/'],
    ['/a/./b/.', '/a/b/'],
    ['/..', '/'],
    ['/../../api/csrf', '/api/csrf'],
    ['/api/csrf?next=/../%61//x', '/api/csrf?next=/../%61//x'],
    ['http://claimkit.test', '/'],
    ['https://claimkit.test:8443?culture=es', '/?culture=es'],
    ['*', '*'],
    ['/api/forms/%zz/draft', '/api/forms/%zz/draft'],
  ])('%s is %s', (sent, normalised) => {
    expect(normalisedRequestTarget(sent)).toBe(normalised);
  });
});
