import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

// The server's log as an operator would read it (pino JSON lines), captured from its stream.

const lines: string[] = [];
let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness({ logger: true, logStream: { write: (line: string) => lines.push(line) } });
});
afterAll(async () => {
  await server.close();
});

const dateOfBirth = '07/04/1969';
const payPalEmail = 'jordan.wallet@example.com';

describe('the log', () => {
  it('holds none of the answers of a claim filed, nor of one refused', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.jordan);
    const parts = await claimant.standardParts({
      credentials: { noticeId: demoMembers.jordan.noticeId, pin: demoMembers.jordan.pin },
      paymentElection: { paymentMethod: 'PayPal', payPalEmail, confirmPayPalEmail: 'not.the.same@example.com' },
    });
    const refused = await claimant.submitStandard(parts);
    const malformed = await claimant.request({
      method: 'PUT',
      url: '/api/forms/standard/draft',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '', 'content-type': 'application/json' },
      payload: `{"models":[{"fields":{"payPalEmail":"${payPalEmail}","dateOfBirth":"${dateOfBirth}"`,
    });
    const log = lines.join('');
    expect([refused.statusCode, malformed.statusCode, log.includes(payPalEmail), log.includes(dateOfBirth)]).toEqual([
      400,
      400,
      false,
      false,
    ]);
  });

  it('redacts request bodies, models and sensitive fields wherever a line carries them', () => {
    server.app.log.info(
      {
        body: { paymentElection: { fields: { payPalEmail } } },
        models: { claimantInfo: { fields: { dateOfBirth } } },
        claim: { payPalEmail, dateOfBirth, referenceCode: 'NWM-AAAA-BBBB' },
      },
      'a line carrying answers',
    );
    const line = JSON.parse(lines.at(-1) ?? '{}') as Record<string, unknown>;
    expect(line).toMatchObject({
      msg: 'a line carrying answers',
      body: '[redacted]',
      models: '[redacted]',
      claim: { payPalEmail: '[redacted]', dateOfBirth: '[redacted]', referenceCode: 'NWM-AAAA-BBBB' },
    });
  });
});
