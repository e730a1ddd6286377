/**
 * Point 10 of the hostile-traffic review (bench/abuse): five attackers, each sending its next
 * request as soon as the last was answered, kept the server's one thread busy, and a claimant's
 * requests waited behind theirs (p99 2 to 4.5 times the quiet run's). Now each client network's
 * API requests are paced, as nginx's limit_req paces them: past a burst a request waits its turn
 * at the network's rate, before its session is loaded or a byte of its body read, and one whose
 * turn is too far off is refused with 429. Other networks, and the site's files, are not touched.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AbuseLimitSettingError } from '#server/security/abuseLimits.ts';
import {
  defaultRequestPace,
  requestPaceFromEnvironment,
  RequestPace,
  type RequestPaceLimits,
} from '#server/security/requestPace.ts';
import { startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

const limits: RequestPaceLimits = { perSecond: 10, burst: 5, longestWaitMs: 1_000 };

describe('the pace of a network', () => {
  it('lets a burst go at once', () => {
    const pace = new RequestPace(limits);
    for (let index = 0; index < limits.burst; index += 1) expect(pace.take('203.0.113.9', 0)).toEqual({ kind: 'go' });
  });

  it('holds each request past the burst one interval longer than the last', () => {
    const pace = new RequestPace(limits);
    for (let index = 0; index < limits.burst; index += 1) pace.take('203.0.113.9', 0);
    expect(pace.take('203.0.113.9', 0)).toEqual({ kind: 'wait', ms: 100 });
    expect(pace.take('203.0.113.9', 0)).toEqual({ kind: 'wait', ms: 200 });
  });

  it('refuses a request whose turn is further off than the longest wait, with when to try again', () => {
    const pace = new RequestPace(limits);
    // The burst, then ten waits of up to a second; the next would wait 1.1 s.
    for (let index = 0; index < limits.burst + 10; index += 1) pace.take('203.0.113.9', 0);
    expect(pace.take('203.0.113.9', 0)).toEqual({ kind: 'refuse', retryAfterMs: 1_100 });
  });

  it('drains at the rate: a network that kept to it goes at once again', () => {
    const pace = new RequestPace(limits);
    // The burst and three more at 0 ms: 400 ms later the bucket has drained four, room for one.
    for (let index = 0; index < limits.burst + 3; index += 1) pace.take('203.0.113.9', 0);
    expect(pace.take('203.0.113.9', 399)).toEqual({ kind: 'wait', ms: 1 });
    expect(pace.take('203.0.113.9', 500)).toEqual({ kind: 'go' });
    expect(pace.take('203.0.113.9', 10_000)).toEqual({ kind: 'go' });
  });

  it('keeps to itself: another network goes at once while one waits', () => {
    const pace = new RequestPace(limits);
    for (let index = 0; index < limits.burst + 3; index += 1) pace.take('203.0.113.9', 0);
    expect(pace.take('198.51.100.7', 0)).toEqual({ kind: 'go' });
  });
});

describe('the pace from the environment', () => {
  it('is the default when unset, and off with "off"', () => {
    expect(requestPaceFromEnvironment({})).toEqual(defaultRequestPace);
    expect(requestPaceFromEnvironment({ API_REQUESTS_PER_SECOND: 'off' })).toBe(false);
  });

  it('takes a rate and a burst', () => {
    expect(requestPaceFromEnvironment({ API_REQUESTS_PER_SECOND: '4', API_REQUEST_BURST: '20' })).toEqual({
      ...defaultRequestPace,
      perSecond: 4,
      burst: 20,
    });
  });

  it('refuses what is not a positive whole number, naming the setting', () => {
    expect(() => requestPaceFromEnvironment({ API_REQUEST_BURST: '0' })).toThrow(
      'API_REQUEST_BURST: a positive whole number, not "0".',
    );
    expect(() => requestPaceFromEnvironment({ API_REQUEST_BURST: 'off' })).toThrow(AbuseLimitSettingError);
    expect(() => requestPaceFromEnvironment({ API_REQUESTS_PER_SECOND: 'fast' })).toThrow(/API_REQUESTS_PER_SECOND/);
  });
});

const opened: ServerHarness[] = [];
async function open(pace: RequestPaceLimits): Promise<ServerHarness> {
  const server = await startServerHarness({ requestPace: pace });
  opened.push(server);
  return server;
}
afterEach(async () => {
  while (opened.length > 0) await opened.pop()?.close();
});

/** Sends `count` GETs of `url` at once from `remoteAddress`; resolves with each one's status and time taken. */
async function burst(server: ServerHarness, url: string, remoteAddress: string, count: number, acceptLanguage = 'en') {
  const started = performance.now();
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await server.request({
        method: 'GET',
        url,
        remoteAddress,
        headers: { 'accept-language': acceptLanguage },
      });
      return { status: response.statusCode, ms: performance.now() - started, response };
    }),
  );
}

describe('the server’s pace', () => {
  it('answers a burst at once and holds what comes past it to the rate', async () => {
    const server = await open({ perSecond: 1, burst: 4, longestWaitMs: 10_000 });
    const answers = await burst(server, '/api/cultures', '203.0.113.9', 5);
    expect(answers.map(({ status }) => status)).toEqual(Array(5).fill(200));
    // The burst of 4 at once; the fifth waits its turn, a second later.
    const times = answers.map(({ ms }) => ms).sort((a, b) => a - b);
    expect(times[3]).toBeLessThan(900);
    expect(times[4]).toBeGreaterThanOrEqual(995);
  });

  it('refuses with 429, Retry-After and the claimant’s language once the wait would be too long', async () => {
    const server = await open({ perSecond: 1, burst: 1, longestWaitMs: 500 });
    const answers = await burst(server, '/api/cultures', '203.0.113.9', 4, 'es');
    const refused = answers.filter(({ status }) => status === 429);
    expect(refused.length).toBeGreaterThan(0);
    const [first] = refused;
    expect(Number(first?.response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(first?.response.json()).toEqual({ error: expect.stringMatching(/Demasiados intentos/) });
  });

  it('refuses before the session is loaded: a refused request starts no session', async () => {
    const server = await open({ perSecond: 1, burst: 1, longestWaitMs: 500 });
    const [first, second] = await burst(server, '/api/csrf', '203.0.113.9', 2);
    expect(first?.response.headers['set-cookie']).toBeDefined();
    expect(second?.status).toBe(429);
    expect(second?.response.headers['set-cookie']).toBeUndefined();
  });

  it('leaves other networks alone while one waits', async () => {
    const server = await open({ perSecond: 1, burst: 1, longestWaitMs: 60_000 });
    const waiting = burst(server, '/api/cultures', '203.0.113.9', 4);
    const [other] = await burst(server, '/api/cultures', '198.51.100.7', 1);
    expect(other?.status).toBe(200);
    expect(other?.ms).toBeLessThan(500);
    await waiting;
  }, 15_000);

  it('does not pace the site’s files', async () => {
    const server = await open({ perSecond: 1, burst: 1, longestWaitMs: 100 });
    const answers = await burst(server, '/robots.txt', '203.0.113.9', 6);
    expect(answers.every(({ status }) => status !== 429)).toBe(true);
  });
});
