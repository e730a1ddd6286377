import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

// A clock the tests move forward to let sessions sit idle.
let now = new Date('2026-11-22T12:00:00Z');
const advanceMinutes = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness({ now: () => now });
});
afterAll(async () => {
  await server.close();
});

describe('session expiry', () => {
  it('keeps an authorization for 29 idle minutes', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    advanceMinutes(29);
    expect((await claimant.submitStandard(await claimant.standardParts(), {})).statusCode).toBe(200);
  });

  it('ends a session after 30 idle minutes', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    advanceMinutes(31);
    // The session is gone, so its CSRF token is too.
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(403);
  });

  it('pushes the expiry back on every use', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    advanceMinutes(20);
    await claimant.csrf();
    advanceMinutes(20);
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(200);
  });

  it('does not accept the session id an authorize replaced', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const before = claimant.sessionId;
    await claimant.authorize(demoMembers.alex);
    claimant.sessionId = before;
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(403);
  });
});
