import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeResponse, submitResponse } from '#pages-config/api/contract.ts';
import { claimStatusCode } from '#server/members/prepopulatedData.ts';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

// POST /api/forms/lookup/authorize: any member of the list, answered with their record from the
// notice and their latest claim (spec §3 prepopulatedData; demo-settlement.md Lookup).

const taylor = { noticeId: 'NWM-5Z6V-8K2D', pin: '135790' };
const casey = { noticeId: 'NWM-2C5R-9M4X', pin: '991027' };

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

async function lookUp(credentials: { noticeId: string; pin: string }) {
  const response = await server.claimant().authorize(credentials, { segment: 'lookup' });
  return { status: response.statusCode, body: authorizeResponse.parse(response.json()) };
}

async function recordOf(credentials: { noticeId: string; pin: string }) {
  const { body } = await lookUp(credentials);
  return body.prepopulatedData.find((item) => item.metadata.dtoMapping === 'ClaimantInfo')?.fields;
}

async function latestClaimOf(noticeId: string) {
  return server.app.db
    .selectFrom('claims')
    .select(['reference_code', 'created_at'])
    .where('notice_id', '=', noticeId)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
}

describe('Lookup', () => {
  it('accepts a member whose forms do not include it', async () => {
    expect((await lookUp(demoMembers.riley)).status).toBe(200);
  });

  it('refuses a wrong PIN with 401', async () => {
    expect((await lookUp({ noticeId: taylor.noticeId, pin: '000000' })).status).toBe(401);
  });

  it("answers Taylor Example's name and address from the notice", async () => {
    expect(await recordOf(taylor)).toMatchObject({
      FirstName: 'Taylor',
      LastName: 'Example',
      MailingStreetLine1: '4000 Pine St',
      MailingCity: 'Denver',
      MailingSubDivision: 'CO',
      MailingPostalCode: '80202',
      MailingCountry: 'US',
      Email: 'taylor.example@example.org',
    });
  });

  it('answers the forms the member may file', async () => {
    expect(
      (await recordOf({ noticeId: demoMembers.jordan.noticeId, pin: demoMembers.jordan.pin }))?.EligibleForms,
    ).toBe('Standard;Automotive');
  });

  it("answers Taylor Example's claim on the notice list: its reference code, under review, and its date", async () => {
    const claim = await latestClaimOf('NWM5Z6V8K2D');
    const losAngelesDay = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Los_Angeles',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(claim.created_at));
    expect(await recordOf(taylor)).toMatchObject({
      ClaimReferenceCode: claim.reference_code,
      ClaimStatus: 'UnderReview',
      ClaimFiledDate: losAngelesDay,
    });
  });

  it('answers no claim for a member who filed none', async () => {
    expect(await recordOf(casey)).toMatchObject({ ClaimReferenceCode: null, ClaimStatus: null, ClaimFiledDate: null });
  });

  it('answers a claim filed here as received, with its reference code', async () => {
    const alex = server.claimant();
    await alex.authorize(demoMembers.alex);
    const filed = submitResponse.parse((await alex.submitStandard(await alex.standardParts())).json());
    expect(await recordOf(demoMembers.alex)).toMatchObject({
      ClaimReferenceCode: filed.referenceCodeForm,
      ClaimStatus: 'Received',
    });
  });

  it('sends the record only to Lookup: the Standard form gets the claimant info alone', async () => {
    const response = await server.claimant().authorize(taylor);
    const fields = authorizeResponse.parse(response.json()).prepopulatedData[0]?.fields ?? {};
    expect(Object.keys(fields)).not.toContain('ClaimReferenceCode');
  });
});

describe('claimStatusCode', () => {
  it('turns a status as members.csv writes it into the code the options translate', () => {
    expect(claimStatusCode('under review')).toBe('UnderReview');
  });

  it('keeps a code already written as one', () => {
    expect(claimStatusCode('Received')).toBe('Received');
  });
});
