/**
 * From point 9 of the hostile-traffic review: what Node's HTTP parser refuses by itself (a request
 * line it cannot read, headers too large, headers that never finish arriving) was answered without
 * the security headers every other answer carries. Now those answers carry the same headers, and
 * the JSON error of every other refusal. Over raw sockets: no HTTP client sends these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';
import { listenOnLoopback, openRaw, rawExchange, rawRequest, type RawAnswer } from '#tests/helpers/rawHttp.ts';

let server: ServerHarness;
let port: number;
/** An answer the app makes itself: what every answer's security headers are. */
let ordinary: RawAnswer | null;

beforeAll(async () => {
  server = await startServerHarness({ slowClientLimits: { headersMs: 300, checkEveryMs: 25 } });
  port = await listenOnLoopback(server.app);
  ordinary = await rawExchange(port, rawRequest('GET', '/api/no-such-route'));
});
afterAll(async () => {
  await server.close();
});

/** The security headers of plugins/external/helmet.ts, and the API's no-store. */
const securityHeaderNames = [
  'cache-control',
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** An answer's security headers (the style nonce, fresh in each answer, left out), status and error. */
function essentials(answer: RawAnswer | null) {
  const headers = Object.fromEntries(
    securityHeaderNames.map((name) => [name, answer?.headers[name]?.replace(/'nonce-[^']*'/, "'nonce'")]),
  );
  let error: unknown;
  try {
    error = (JSON.parse(answer?.body ?? '') as { error?: unknown }).error;
  } catch {
    error = undefined;
  }
  return { status: answer?.status, headers, error: typeof error };
}

describe('what Node’s parser refuses by itself', () => {
  it('has the security headers the test compares against, on an ordinary answer', () => {
    expect(Object.values(essentials(ordinary).headers).every((value) => value !== undefined)).toBe(true);
  });

  it('a request line it cannot read is answered 400 with every answer’s security headers and a JSON error', async () => {
    const answer = await rawExchange(port, 'GARBAGE\r\n\r\n');
    expect(essentials(answer)).toEqual({ ...essentials(ordinary), status: 400 });
  });

  it('headers too large are answered 431 with every answer’s security headers and a JSON error', async () => {
    const answer = await rawExchange(port, rawRequest('GET', '/api/csrf', { 'x-padding': 'a'.repeat(20_000) }));
    expect(essentials(answer)).toEqual({ ...essentials(ordinary), status: 431 });
  });

  it('headers that stop arriving are answered 408 after the headers timeout, with the same headers', async () => {
    const connection = openRaw(port, 'GET /api/csrf HTTP/1.1\r\nHost: claimkit.test\r\nX-Slow: ');
    const answer = await connection.answer;
    connection.socket.destroy();
    expect(essentials(answer)).toEqual({ ...essentials(ordinary), status: 408 });
  });
});
