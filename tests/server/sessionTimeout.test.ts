import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minSessionDurationMinutes } from '#pages-config/rules/session.ts';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

// A clock the tests move; deadlines are far ahead of it.
let now = new Date('2026-11-22T12:00:00Z');
const advanceSeconds = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};
const sessionSeconds = minSessionDurationMinutes * 60;

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness({ now: () => now });
});
afterAll(async () => {
  await server.close();
});

describe('server session idle time', () => {
  it('is the minSessionDuration the client timer runs on: 30 minutes', () => {
    expect(minSessionDurationMinutes).toBe(30);
  });

  it('keeps an idle session to the last second of minSessionDuration', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    advanceSeconds(sessionSeconds - 1);
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(200);
  });

  it('ends an idle session one second after minSessionDuration', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    advanceSeconds(sessionSeconds + 1);
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(403);
  });

  it("is pushed back by the client's keep-alive call (GET /api/csrf), keeping token and authorization", async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const token = claimant.csrfToken;
    advanceSeconds(sessionSeconds - 60);
    expect(await claimant.csrf()).toBe(token);
    advanceSeconds(sessionSeconds - 60);
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(200);
  });
});

describe('POST /api/session-timeout after the client timer ran out', () => {
  it('logs out: the next session has a new token and no authorization', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const oldToken = claimant.csrfToken;
    const loggedOut = await claimant.request({
      method: 'POST',
      url: '/api/session-timeout',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '' },
    });
    expect(loggedOut.statusCode).toBe(200);
    expect(await claimant.csrf()).not.toBe(oldToken);
    const response = await claimant.submitStandard(await claimant.standardParts());
    expect(response.statusCode).toBe(401);
  });
});
