/**
 * Finding 9 of the hostile-traffic review, the session cookie: it was Secure, with the __Host-
 * prefix, only when SECURE_COOKIES=true was set, so a deployment that forgot the switch sent the
 * session id over any plain-HTTP request and let a sibling subdomain overwrite it. Now it is Secure
 * and __Host- unless the server runs as development or SECURE_COOKIES=false says otherwise.
 */
import { describe, expect, it } from 'vitest';
import { sessionSettingsFromEnvironment } from '#server/sessions/sessionSettings.ts';
import { startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

/** The session cookie GET /api/csrf sets on a server started with these options. */
async function sessionCookieOf(options: Parameters<typeof startServerHarness>[0]) {
  const server: ServerHarness = await startServerHarness(options);
  try {
    const response = await server.claimant().request({ method: 'GET', url: '/api/csrf' });
    const cookie = response.cookies.find((candidate) => candidate.name.endsWith('claimkit_session'));
    return cookie && { name: cookie.name, secure: cookie.secure ?? false };
  } finally {
    await server.close();
  }
}

describe('the session cookie', () => {
  it('is Secure and named __Host- by default', async () => {
    expect(await sessionCookieOf({})).toEqual({ name: '__Host-claimkit_session', secure: true });
  });

  it('is neither in development', async () => {
    expect(await sessionCookieOf({ development: true })).toEqual({ name: 'claimkit_session', secure: false });
  });

  it('is neither when switched off', async () => {
    expect(await sessionCookieOf({ secureCookies: false })).toEqual({ name: 'claimkit_session', secure: false });
  });
});

describe('SECURE_COOKIES and CLAIMKIT_ENVIRONMENT', () => {
  it('make the cookie Secure when neither is set', () => {
    expect(sessionSettingsFromEnvironment({}).secureCookies).toBe(true);
  });

  it('make it not Secure in development', () => {
    expect(sessionSettingsFromEnvironment({ CLAIMKIT_ENVIRONMENT: 'development' }).secureCookies).toBe(false);
  });

  it('make it not Secure with SECURE_COOKIES=false', () => {
    expect(sessionSettingsFromEnvironment({ SECURE_COOKIES: 'false' }).secureCookies).toBe(false);
  });

  it('make it Secure in development with SECURE_COOKIES=true', () => {
    const settings = sessionSettingsFromEnvironment({ CLAIMKIT_ENVIRONMENT: 'development', SECURE_COOKIES: 'true' });
    expect(settings.secureCookies).toBe(true);
  });

  it('stop the start with a line naming SECURE_COOKIES for any other value', () => {
    expect(() => sessionSettingsFromEnvironment({ SECURE_COOKIES: 'yes' })).toThrow(
      'SECURE_COOKIES: true or false, not "yes".',
    );
  });
});

describe('SESSION_LIFETIME_HOURS', () => {
  it('is 12 when unset', () => {
    expect(sessionSettingsFromEnvironment({}).lifetimeHours).toBe(12);
  });

  it('stops the start with a line naming it when it is not a number of hours', () => {
    expect(() => sessionSettingsFromEnvironment({ SESSION_LIFETIME_HOURS: 'forever' })).toThrow(
      'SESSION_LIFETIME_HOURS: a number of hours above 0',
    );
  });
});
