import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeResponse } from '#pages-config/api/contract.ts';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

describe('CSRF protection', () => {
  it('refuses authorize without the X-CSRF-TOKEN header with 403', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    expect((await claimant.authorize(demoMembers.alex, { csrfToken: null })).statusCode).toBe(403);
  });

  it('refuses authorize with a wrong token with 403', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    expect((await claimant.authorize(demoMembers.alex, { csrfToken: 'not-the-token' })).statusCode).toBe(403);
  });

  it('refuses a token from another session with 403', async () => {
    const other = await server.claimant().csrf();
    const claimant = server.claimant();
    await claimant.csrf();
    expect((await claimant.authorize(demoMembers.alex, { csrfToken: other })).statusCode).toBe(403);
  });

  it('refuses a request with no session at all with 403', async () => {
    expect((await server.claimant().authorize(demoMembers.alex, { csrfToken: 'anything' })).statusCode).toBe(403);
  });

  it('answers 403 in the authorize shape, with an error to act on', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const response = await claimant.authorize(demoMembers.alex, { csrfToken: null });
    expect(authorizeResponse.parse(response.json())).toEqual({
      authorized: false,
      error: 'Your request failed. Please reload and try again.',
      captcha: null,
      prepopulatedData: [],
    });
  });

  it('refuses a submission without the header with 403', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    expect((await claimant.submitStandard(await claimant.standardParts(), { csrfToken: null })).statusCode).toBe(403);
  });

  it('lets authorize through with the right token', async () => {
    expect((await server.claimant().authorize(demoMembers.alex)).statusCode).toBe(200);
  });
});
