import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { referenceCodePattern } from '#server/claims/referenceCode.ts';
import { configVersionHash } from '#server/settlement/settlementService.ts';
import { loadSettlementFolder } from '#server/settlement/loadSettlementFolder.ts';
import {
  demoMembers,
  demoSettlementDirectory,
  openedClaim,
  startServerHarness,
  storedAlexClaimantInfo,
  validStandardValues,
  type Claimant,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

async function claimCount(): Promise<number> {
  const row = await server.app.db
    .selectFrom('claims')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function authorizedAlex(): Promise<Claimant> {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  return claimant;
}

async function findClaim(referenceCode: string) {
  return server.app.db
    .selectFrom('claims')
    .selectAll()
    .where('reference_code', '=', referenceCode)
    .executeTakeFirstOrThrow();
}

const invalidClaimantInfo = {
  ...validStandardValues().claimantInfo,
  email: 'not-an-email',
  confirmEmail: 'not-an-email',
};

describe('submitting without authorizing', () => {
  it('is refused with 401', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(401);
  });

  it('tells the claimant to start again', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const body = submitResponse.parse((await claimant.submitStandard(await claimant.standardParts())).json());
    expect(body).toEqual({
      nonMatchingPaymentElection: false,
      error: 'Please start again: enter the Notice ID and PIN from your notice.',
      referenceCodeForm: null,
    });
  });

  it('stores nothing', async () => {
    const before = await claimCount();
    const claimant = server.claimant();
    await claimant.csrf();
    await claimant.submitStandard(await claimant.standardParts());
    expect(await claimCount()).toBe(before);
  });
});

describe('submitting invalid answers', () => {
  it('is refused with 400', async () => {
    const claimant = await authorizedAlex();
    expect(
      (await claimant.submitStandard(await claimant.standardParts({ claimantInfo: invalidClaimantInfo }))).statusCode,
    ).toBe(400);
  });

  it('answers the validation message and the failing field', async () => {
    const claimant = await authorizedAlex();
    const body = submitResponse.parse(
      (await claimant.submitStandard(await claimant.standardParts({ claimantInfo: invalidClaimantInfo }))).json(),
    );
    expect(body).toEqual({
      nonMatchingPaymentElection: false,
      error: 'Some answers need your attention. Correct them and submit again.',
      referenceCodeForm: null,
      fieldErrors: { claimantInfo: { email: ['Enter an email address in the correct format, like name@example.com'] } },
    });
  });

  it('answers the messages in the claimant’s culture', async () => {
    const claimant = await authorizedAlex();
    const parts = await claimant.standardParts({ claimantInfo: invalidClaimantInfo }, { userPreferredCulture: 'es' });
    const body = submitResponse.parse((await claimant.submitStandard(parts)).json());
    expect(body.error).toBe('Algunas respuestas necesitan su atención. Corríjalas y vuelva a enviar.');
  });

  it('stores nothing', async () => {
    const claimant = await authorizedAlex();
    const before = await claimCount();
    await claimant.submitStandard(await claimant.standardParts({ claimantInfo: invalidClaimantInfo }));
    expect(await claimCount()).toBe(before);
  });

  it('requires a signature', async () => {
    const claimant = await authorizedAlex();
    const body = submitResponse.parse(
      (await claimant.submitStandard(await claimant.standardParts({}, { signature: '  ' }))).json(),
    );
    expect(body.fieldErrors).toEqual({ signature: { signature: ['Type your full name to sign the claim'] } });
  });

  it('checks a field that a dependency shows (PayPal email when PayPal is chosen)', async () => {
    const claimant = await authorizedAlex();
    const parts = await claimant.standardParts({
      paymentElection: { paymentMethod: 'PayPal', payPalEmail: null, confirmPayPalEmail: null },
    });
    const body = submitResponse.parse((await claimant.submitStandard(parts)).json());
    expect(Object.keys(body.fieldErrors?.paymentElection ?? {})).toEqual(['payPalEmail', 'confirmPayPalEmail']);
  });
});

describe('submitting a request the server cannot take', () => {
  it('refuses a model of an older version of the form with 400', async () => {
    const claimant = await authorizedAlex();
    const parts = await claimant.standardParts();
    const claimantInfo = JSON.parse(parts.claimantInfo ?? '{}') as { metadataHash: string };
    claimantInfo.metadataHash = 'stale';
    const response = await claimant.submitStandard({ ...parts, claimantInfo: JSON.stringify(claimantInfo) });
    expect([response.statusCode, submitResponse.parse(response.json()).error]).toEqual([
      400,
      'This form has changed since you opened it. Reload the page, check your answers and submit again.',
    ]);
  });

  it('refuses a submission missing a model of the form with 400', async () => {
    const claimant = await authorizedAlex();
    expect(
      (await claimant.submitStandard({ ...(await claimant.standardParts()), paymentElection: 'null' })).statusCode,
    ).toBe(400);
  });

  it('refuses a culture the settlement does not offer with 400', async () => {
    const claimant = await authorizedAlex();
    expect(
      (await claimant.submitStandard(await claimant.standardParts({}, { userPreferredCulture: 'fr' }))).statusCode,
    ).toBe(400);
  });

  it('refuses credentials of another Notice ID with 401', async () => {
    const claimant = await authorizedAlex();
    const parts = await claimant.standardParts({
      credentials: { noticeId: demoMembers.jordan.noticeId, pin: demoMembers.jordan.pin },
    });
    expect((await claimant.submitStandard(parts)).statusCode).toBe(401);
  });

  it('refuses a file with 400 and says documents are not accepted yet', async () => {
    const claimant = await authorizedAlex();
    const response = await claimant.submitStandard({
      ...(await claimant.standardParts()),
      receipt: { fileName: 'receipt.pdf', content: '%PDF' },
    });
    expect([response.statusCode, submitResponse.parse(response.json()).error]).toEqual([
      400,
      'This form does not take files. Remove the file and submit again.',
    ]);
  });

  it('refuses a body that is not multipart', async () => {
    const claimant = await authorizedAlex();
    const response = await claimant.request({
      method: 'POST',
      url: '/api/forms/standard',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '' },
      payload: { signature: 'Alex Sample' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for the Lookup form, which takes no submission', async () => {
    const claimant = await authorizedAlex();
    const response = await claimant.request({
      method: 'POST',
      url: '/api/forms/lookup',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a valid submission', () => {
  let claimant: Claimant;
  let response: Awaited<ReturnType<Claimant['submitStandard']>>;
  let referenceCode: string;
  beforeAll(async () => {
    claimant = await authorizedAlex();
    response = await claimant.submitStandard(await claimant.standardParts());
    referenceCode = submitResponse.parse(response.json()).referenceCodeForm ?? '';
  });

  it('is accepted with 200', () => {
    expect(response.statusCode).toBe(200);
  });

  it('answers no error', () => {
    expect(submitResponse.parse(response.json())).toMatchObject({ nonMatchingPaymentElection: false, error: null });
  });

  it('answers a reference code of the settlement’s prefix in Crockford base32', () => {
    expect(referenceCode).toMatch(referenceCodePattern('NWM'));
  });

  it('stores the claim under the authorized Notice ID', async () => {
    expect((await findClaim(referenceCode)).notice_id).toBe('NWM4J7K2Q9P');
  });

  it('stores the claimant info as submitted, opened with the data key', async () => {
    const { models } = openedClaim(server.app, await findClaim(referenceCode));
    expect((models.claimantInfo as { fields: unknown }).fields).toEqual(storedAlexClaimantInfo());
  });

  it('drops the values of hidden fields', async () => {
    const models = openedClaim(server.app, await findClaim(referenceCode)).models as {
      paymentElection: { fields: Record<string, unknown> };
    };
    expect(models.paymentElection.fields).toEqual({ paymentMethod: 'Check' });
  });

  it('stores the credentials without the PIN', async () => {
    const models = openedClaim(server.app, await findClaim(referenceCode)).models as {
      credentials: { fields: Record<string, unknown> };
    };
    expect(models.credentials.fields).toEqual({ noticeId: 'NWM4J7K2Q9P' });
  });

  it('stores the culture', async () => {
    expect((await findClaim(referenceCode)).culture).toBe('en');
  });

  it('stores the config version hash', async () => {
    const bundle = loadSettlementFolder(demoSettlementDirectory);
    const expected = bundle.forms.Standard
      ? configVersionHash(bundle.settlement, bundle.forms.Standard)
      : 'no Standard form';
    expect((await findClaim(referenceCode)).config_hash).toBe(expected);
  });

  it('stores the signature', async () => {
    expect(openedClaim(server.app, await findClaim(referenceCode)).signature).toBe('Alex Sample');
  });

  it('stores the attestation text the claimant read', async () => {
    expect((await findClaim(referenceCode)).attestation_text).toMatch(/^I declare under penalty of perjury/);
  });

  it('keeps the PIN out of every column of the claims table', async () => {
    const rows = await server.app.db.selectFrom('claims').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(demoMembers.alex.pin);
  });
});

describe('a valid submission in Spanish', () => {
  it('stores the Spanish attestation text', async () => {
    const claimant = await authorizedAlex();
    const response = await claimant.submitStandard(await claimant.standardParts({}, { userPreferredCulture: 'es' }));
    const claim = await findClaim(submitResponse.parse(response.json()).referenceCodeForm ?? '');
    expect(claim.attestation_text).toMatch(/^Declaro bajo pena de perjurio/);
  });
});
