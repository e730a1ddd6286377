/**
 * Security headers and the session cookie on representative answers of every kind: public
 * configuration, the CSRF token, authorize (prefill), drafts, a filed claim, refusals, the page
 * and a built asset (ASVS 5.0 3.3, 3.4, 14.3.2).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
let clientDirectory: string;
const answers = new Map<string, LightMyRequestResponse>();

/** The directives of a response's Content Security Policy, by name. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

beforeAll(async () => {
  // A stand-in for the Vite build, so the page route and a hashed asset answer.
  clientDirectory = mkdtempSync(join(tmpdir(), 'claimkit-dist-'));
  mkdirSync(join(clientDirectory, 'assets'), { recursive: true });
  writeFileSync(
    join(clientDirectory, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/app/dist/assets/index-abc123.js"></script></head><body></body></html>',
  );
  writeFileSync(join(clientDirectory, 'assets', 'index-abc123.js'), 'console.log("claimkit");');
  server = await startServerHarness({ clientDirectory });

  const claimant = server.claimant();
  const get = (url: string) => claimant.request({ method: 'GET', url });
  answers.set('GET /api/csrf', await get('/api/csrf'));
  answers.set('GET /api/forms/config', await get('/api/forms/config'));
  answers.set('GET /api/culture/content', await get('/api/culture/content?culture=en'));
  answers.set('a refused authorize (403)', await claimant.authorize(demoMembers.alex, { csrfToken: 'wrong' }));
  answers.set('POST authorize', await claimant.authorize(demoMembers.alex));
  answers.set(
    'PUT draft',
    await claimant.request({
      method: 'PUT',
      url: '/api/forms/standard/draft',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '' },
      payload: { models: [], rows: [], furthestStepId: null },
    }),
  );
  answers.set('GET draft', await get('/api/forms/standard/draft'));
  answers.set('POST submit', await claimant.submitStandard(await claimant.standardParts()));
  answers.set('an unknown API route (404)', await get('/api/no-such-route'));
  answers.set('a malformed API URL (404)', await get('/api/forms/%zz/draft'));
  answers.set('the page', await get('/standard'));
  answers.set('a built asset', await get('/app/dist/assets/index-abc123.js'));
});

afterAll(async () => {
  await server.close();
  rmSync(clientDirectory, { recursive: true, force: true });
});

const allAnswers = [
  'GET /api/csrf',
  'GET /api/forms/config',
  'GET /api/culture/content',
  'a refused authorize (403)',
  'POST authorize',
  'PUT draft',
  'GET draft',
  'POST submit',
  'an unknown API route (404)',
  'a malformed API URL (404)',
  'the page',
  'a built asset',
];
const apiAnswers = allAnswers.filter((name) => name !== 'the page' && name !== 'a built asset');

function answer(name: string): LightMyRequestResponse {
  const response = answers.get(name);
  if (!response) throw new Error(`No answer recorded for ${name}`);
  return response;
}

describe('the representative answers', () => {
  it('are what each request should get', () => {
    expect(Object.fromEntries(allAnswers.map((name) => [name, answer(name).statusCode]))).toEqual({
      'GET /api/csrf': 200,
      'GET /api/forms/config': 200,
      'GET /api/culture/content': 200,
      'a refused authorize (403)': 403,
      'POST authorize': 200,
      'PUT draft': 200,
      'GET draft': 200,
      'POST submit': 200,
      'an unknown API route (404)': 404,
      'a malformed API URL (404)': 404,
      'the page': 200,
      'a built asset': 200,
    });
  });
});

describe.each(allAnswers)('%s', (name) => {
  it('has a Content Security Policy with no unsafe-inline, unsafe-eval or unsafe-hashes anywhere', () => {
    const policy = String(answer(name).headers['content-security-policy']);
    expect([policy.length > 0, /unsafe-/.test(policy)]).toEqual([true, false]);
  });

  it('lets scripts come from this origin only', () => {
    expect(policyOf(answer(name)).get('script-src')).toEqual(["'self'"]);
  });

  it('names no host outside this origin while the captcha is off', () => {
    const sources = [...policyOf(answer(name)).values()].flat();
    expect(sources.filter((source) => /^(https?:|\*|[a-z0-9.-]+\.[a-z]{2,})/i.test(source))).toEqual([]);
  });

  it("forbids plugins, <base> and framing: object-src, base-uri and frame-ancestors 'none'", () => {
    const policy = policyOf(answer(name));
    expect([policy.get('object-src'), policy.get('base-uri'), policy.get('frame-ancestors')]).toEqual([
      ["'none'"],
      ["'none'"],
      ["'none'"],
    ]);
  });

  it('sends Strict-Transport-Security for a year with subdomains', () => {
    expect(answer(name).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends X-Content-Type-Options: nosniff', () => {
    expect(answer(name).headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends X-Frame-Options: DENY', () => {
    expect(answer(name).headers['x-frame-options']).toBe('DENY');
  });

  it('sends Referrer-Policy: strict-origin-when-cross-origin', () => {
    expect(answer(name).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends Cross-Origin-Opener-Policy: same-origin', () => {
    expect(answer(name).headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe.each(apiAnswers)('%s, an API answer,', (name) => {
  it('is Cache-Control: no-store', () => {
    expect(answer(name).headers['cache-control']).toBe('no-store');
  });
});

describe('the built client', () => {
  it('keeps a hashed asset cached for a year', () => {
    expect(answer('a built asset').headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the page revalidated on every visit', () => {
    expect(answer('the page').headers['cache-control']).toBe('no-cache');
  });
});

describe('the session cookie by default', () => {
  it('is __Host-claimkit_session: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain, no lifetime', () => {
    const cookie = answer('GET /api/csrf').cookies.find((candidate) => candidate.name === '__Host-claimkit_session');
    expect(cookie && { ...cookie, value: 'session id' }).toEqual({
      name: '__Host-claimkit_session',
      value: 'session id',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
  });

  it('carries the session: authorize succeeds with it', async () => {
    expect((await server.claimant().authorize(demoMembers.alex)).statusCode).toBe(200);
  });

  it('is cleared on session timeout with the same attributes, so the browser drops it', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const response = await claimant.request({
      method: 'POST',
      url: '/api/session-timeout',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '' },
    });
    const cookie = response.cookies.find((candidate) => candidate.name === '__Host-claimkit_session');
    expect(cookie && { value: cookie.value, secure: cookie.secure, path: cookie.path }).toEqual({
      value: '',
      secure: true,
      path: '/',
    });
  });
});

describe('the session cookie in development (plain HTTP)', () => {
  let development: ServerHarness;
  beforeAll(async () => {
    development = await startServerHarness({ development: true });
  });
  afterAll(async () => {
    await development.close();
  });

  it('is claimkit_session: HttpOnly, SameSite=Lax, for the whole site, without Secure or a lifetime', async () => {
    const response = await development.claimant().request({ method: 'GET', url: '/api/csrf' });
    const cookie = response.cookies.find((candidate) => candidate.name === 'claimkit_session');
    expect(cookie && { ...cookie, value: 'session id' }).toEqual({
      name: 'claimkit_session',
      value: 'session id',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
  });
});
