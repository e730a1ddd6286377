/**
 * Finding 9 of the hostile-traffic review, the CSRF token: sign-in moved the session to a new id
 * but kept its CSRF token, so a token seen before sign-in (planted with a session, read from a
 * page or a log) still worked after it. Now sign-in renews the token too, and the authorize answer
 * carries the new one in the X-CSRF-TOKEN header for the client to take.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

describe('signing in', () => {
  it('makes the CSRF token of the session before it worthless', async () => {
    const claimant = server.claimant();
    const before = await claimant.csrf();
    await claimant.authorize(demoMembers.alex);
    const response = await claimant.submitStandard(await claimant.standardParts(), { csrfToken: before });
    expect(response.statusCode).toBe(403);
  });

  it('answers a new token in the X-CSRF-TOKEN header, which the next calls use', async () => {
    const claimant = server.claimant();
    const before = await claimant.csrf();
    const answer = await claimant.authorize(demoMembers.alex);
    const renewed = String(answer.headers['x-csrf-token']);
    const response = await claimant.submitStandard(await claimant.standardParts(), { csrfToken: renewed });
    expect([renewed === before, renewed.length >= 32, response.statusCode]).toEqual([false, true, 200]);
  });

  it('answers the new token at GET /api/csrf after it', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const answer = await claimant.authorize(demoMembers.alex);
    expect(await claimant.csrf()).toBe(answer.headers['x-csrf-token']);
  });

  it('renews no token when the credentials are wrong', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const answer = await claimant.authorize({ noticeId: demoMembers.alex.noticeId, pin: '000000' });
    expect([answer.statusCode, answer.headers['x-csrf-token']]).toEqual([401, undefined]);
  });
});
