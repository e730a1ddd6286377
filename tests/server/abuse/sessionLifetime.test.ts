/**
 * Finding 9 of the hostile-traffic review, the session lifetime: a session lived as long as it was
 * used, so a stolen cookie kept working for ever if its thief kept it busy. Now a session ends 12
 * hours after it started (NIST SP 800-63B 4.2.3), however active, like an idle one; signing in
 * again does not start the 12 hours afresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMembers, startServerHarness, type Claimant, type ServerHarness } from '#tests/helpers/serverHarness.ts';

let now = new Date('2026-11-22T08:00:00Z');

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness({ now: () => now });
});
afterAll(async () => {
  await server.close();
});

/** Keeps the session busy (a call every 25 minutes, within the 30 idle ones) for `minutes`. */
async function stayActive(claimant: Claimant, minutes: number): Promise<void> {
  for (let passed = 0; passed < minutes; passed += 25) {
    now = new Date(now.getTime() + Math.min(25, minutes - passed) * 60_000);
    await claimant.request({ method: 'GET', url: '/api/banking/paypal-verification' });
  }
}

describe('a session in use', () => {
  it('still works 11 hours and 55 minutes after it started', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    await stayActive(claimant, 11 * 60 + 55);
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(200);
  });

  it('ends 12 hours after it started, however active', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    await stayActive(claimant, 12 * 60);
    // The session is gone, so its CSRF token is too.
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(403);
  });

  it('keeps the start of the session it had before signing in', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    await stayActive(claimant, 6 * 60);
    await claimant.authorize(demoMembers.alex);
    await stayActive(claimant, 6 * 60);
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(403);
  });
});

describe('SESSION_LIFETIME_HOURS', () => {
  it('sets the lifetime', async () => {
    const shortLived = await startServerHarness({ now: () => now, sessionLifetimeHours: 1 });
    try {
      const claimant = shortLived.claimant();
      await claimant.authorize(demoMembers.alex);
      await stayActive(claimant, 60);
      expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(403);
    } finally {
      await shortLived.close();
    }
  });
});
