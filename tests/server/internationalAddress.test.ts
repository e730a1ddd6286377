import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeResponse, submitResponse } from '#pages-config/api/contract.ts';
import {
  openedClaim,
  startServerHarness,
  validStandardValues,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

// Casey Demo's notice has a French address (demo-settlement.md). The demo's claimant-info address
// has international support: the server prefills it as an address outside the US, and re-checks a
// submitted one with the rules of its country (no state or ZIP code; a postal code).

const casey = { noticeId: 'NWM-2C5R-9M4X', pin: '991027' };

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

type Values = Record<string, string | boolean | null>;

/** Casey Demo's claimant info as the client sends it: her notice's address, the US fields empty. */
function caseyClaimantInfo(fields: Values = {}): Values {
  return {
    ...validStandardValues().claimantInfo,
    firstName: 'Casey',
    lastName: 'Demo',
    mailingCountry: 'FR',
    mailingStreetLine1: '12 Rue de la Paix',
    mailingCity: 'Paris',
    mailingSubDivision: null,
    mailingPostalCode: null,
    mailingSubDivisionNonUS: null,
    mailingPostalCodeNonUS: '75002',
    email: 'casey.demo@example.net',
    confirmEmail: 'casey.demo@example.net',
    ...fields,
  };
}

async function submitAsCasey(claimantInfo: Values) {
  const claimant = server.claimant();
  await claimant.authorize(casey);
  const parts = await claimant.standardParts({ credentials: casey, claimantInfo }, { signature: 'Casey Demo' });
  const response = await claimant.submitStandard(parts);
  return { status: response.statusCode, body: submitResponse.parse(response.json()) };
}

async function storedClaimantInfo(referenceCode: string | null): Promise<Values> {
  const claim = await server.app.db
    .selectFrom('claims')
    .selectAll()
    .where('reference_code', '=', referenceCode ?? '')
    .executeTakeFirstOrThrow();
  return (openedClaim(server.app, claim).models as { claimantInfo: { fields: Values } }).claimantInfo.fields;
}

describe("Casey Demo's prefill", () => {
  it('gives her French address the fields of an address outside the US', async () => {
    const response = await server.claimant().authorize(casey);
    const fields = authorizeResponse
      .parse(response.json())
      .prepopulatedData.find((item) => item.metadata.dtoMapping === 'ClaimantInfo')?.fields;
    expect(fields).toEqual({
      FirstName: 'Casey',
      LastName: 'Demo',
      MailingStreetLine1: '12 Rue de la Paix',
      MailingStreetLine2: null,
      MailingCity: 'Paris',
      MailingSubDivisionNonUS: null,
      MailingPostalCodeNonUS: '75002',
      MailingCountry: 'FR',
      Email: 'casey.demo@example.net',
    });
  });
});

describe('a submitted address outside the US', () => {
  it('is filed with its country and postal code', async () => {
    const { status, body } = await submitAsCasey(caseyClaimantInfo());
    expect(status).toBe(200);
    expect(await storedClaimantInfo(body.referenceCodeForm)).toMatchObject({
      mailingCountry: 'FR',
      mailingStreetLine1: '12 Rue de la Paix',
      mailingCity: 'Paris',
      mailingSubDivisionNonUS: null,
      mailingPostalCodeNonUS: '75002',
    });
  });

  it('is filed without the state and ZIP code, which are not shown for it', async () => {
    const { body } = await submitAsCasey(caseyClaimantInfo({ mailingSubDivision: 'IL', mailingPostalCode: '62701' }));
    const stored = await storedClaimantInfo(body.referenceCodeForm);
    expect([Object.hasOwn(stored, 'mailingSubDivision'), Object.hasOwn(stored, 'mailingPostalCode')]).toEqual([
      false,
      false,
    ]);
  });

  it('is refused without its postal code', async () => {
    const { status, body } = await submitAsCasey(caseyClaimantInfo({ mailingPostalCodeNonUS: null }));
    expect([status, body.fieldErrors]).toEqual([
      400,
      { claimantInfo: { mailingPostalCodeNonUS: ['Enter your postal code'] } },
    ]);
  });

  it('is refused with a country that is not an ISO code', async () => {
    const { body } = await submitAsCasey(caseyClaimantInfo({ mailingCountry: 'France' }));
    expect(Object.keys(body.fieldErrors?.claimantInfo ?? {})).toEqual(['mailingCountry']);
  });
});

describe('a submitted US address', () => {
  it('still needs its state and ZIP code', async () => {
    const { body } = await submitAsCasey(
      caseyClaimantInfo({ mailingCountry: 'US', mailingPostalCodeNonUS: null, mailingSubDivision: null }),
    );
    expect(body.fieldErrors).toEqual({
      claimantInfo: { mailingSubDivision: ['Select your state'], mailingPostalCode: ['Enter your ZIP code'] },
    });
  });
});
