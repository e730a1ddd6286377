import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import {
  demoMembers,
  openedClaim,
  startServerHarness,
  validStandardValues,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

// Alex Sample's notice gives alex.sample@example.com: the confirm field repeats only a changed email.
let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

async function submit(claimantInfo: Record<string, string | null>) {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts({
    claimantInfo: { ...validStandardValues().claimantInfo, ...claimantInfo },
  });
  const response = await claimant.submitStandard(parts);
  return { status: response.statusCode, body: submitResponse.parse(response.json()) };
}

describe("a claim that keeps the notice's email", () => {
  it('is filed without the email typed again, and stores no confirm field', async () => {
    const { status, body } = await submit({ email: 'alex.sample@example.com', confirmEmail: null });
    expect(status).toBe(200);
    const claim = await server.app.db
      .selectFrom('claims')
      .selectAll()
      .where('reference_code', '=', body.referenceCodeForm ?? '')
      .executeTakeFirstOrThrow();
    const fields = (openedClaim(server.app, claim).models as Record<string, { fields: Record<string, unknown> }>)
      .claimantInfo!.fields;
    expect(fields.email).toBe('alex.sample@example.com');
    expect(fields).not.toHaveProperty('confirmEmail');
  });
});

describe('a claim that changes the email', () => {
  it('is refused without the new email typed again', async () => {
    const { status, body } = await submit({ email: 'alex@example.org', confirmEmail: null });
    expect([status, body.fieldErrors]).toEqual([
      400,
      { claimantInfo: { confirmEmail: ['Enter your email address again to confirm it'] } },
    ]);
  });

  it('is refused when the confirm field does not match', async () => {
    const { status, body } = await submit({ email: 'alex@example.org', confirmEmail: 'alex.sample@example.com' });
    expect([status, body.fieldErrors]).toEqual([
      400,
      { claimantInfo: { confirmEmail: ['The email addresses do not match'] } },
    ]);
  });

  it('is filed with the new email confirmed', async () => {
    const { status } = await submit({ email: 'alex@example.org', confirmEmail: 'alex@example.org' });
    expect(status).toBe(200);
  });
});
