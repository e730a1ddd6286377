import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { demoMembers, multipartBody, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

describe('a fault on the server', () => {
  it('answers 500 with the catalogue’s generic text and no details', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const parts = await claimant.standardParts();
    // Break the store under the running server: the insert of the claim fails.
    await sql`alter table claims rename to claims_away`.execute(server.app.db);
    try {
      const response = await claimant.submitStandard(parts);
      expect([response.statusCode, submitResponse.parse(response.json()).error]).toEqual([
        500,
        'A problem has occurred during your submission. Please try again. If this problem persists, please contact the Settlement Administrator using the information below.',
      ]);
    } finally {
      await sql`alter table claims_away rename to claims`.execute(server.app.db);
    }
  });
});

describe('POST /api/session-timeout', () => {
  it('ends the session, so its authorization no longer files a claim', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    await claimant.request({
      method: 'POST',
      url: '/api/session-timeout',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '' },
    });
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(403);
  });

  it('answers 200', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const response = await claimant.request({
      method: 'POST',
      url: '/api/session-timeout',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('multipart limits', () => {
  it('refuses a part larger than the field size limit with 413', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const response = await claimant.submitStandard({
      ...(await claimant.standardParts()),
      signature: 'A'.repeat(300 * 1024),
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a part sent twice with 400', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const parts = Object.entries(await claimant.standardParts());
    expect((await claimant.submitStandard([...parts, ['signature', 'Someone Else']])).statusCode).toBe(400);
  });

  it('accepts model parts sent with Content-Type application/json', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const parts = await claimant.standardParts();
    const { body, contentType } = await multipartBody(parts);
    const boundary = contentType.split('boundary=')[1] ?? '';
    // FormData cannot type a text part; write the header the way other clients (curl -F ';type=') do.
    const typed = body
      .toString('utf8')
      .replace('name="claimantInfo"\r\n', 'name="claimantInfo"\r\nContent-Type: application/json\r\n');
    const response = await claimant.request({
      method: 'POST',
      url: '/api/forms/standard',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-csrf-token': claimant.csrfToken ?? '',
      },
      payload: Buffer.from(typed, 'utf8'),
    });
    expect(response.statusCode).toBe(200);
  });
});
