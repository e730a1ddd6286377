import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeResponse, submitResponse, type FormModelPayload } from '#pages-config/api/contract.ts';
import {
  demoMembers,
  multipartBody,
  openedClaim,
  startServerHarness,
  type Claimant,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

// POST /api/forms/automotive with vehicles as claim transactions (spec §3): each row checked with
// the served config's rules, the table editor's minimum, hidden values dropped, stored with the claim.

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

type Fields = FormModelPayload['fields'];

const rileyClaimantInfo: Fields = {
  firstName: 'Riley',
  middleInitial: null,
  lastName: 'Sample',
  mailingCountry: 'US',
  mailingStreetLine1: '9 Harbor Rd',
  mailingStreetLine2: null,
  mailingCity: 'Portland',
  mailingSubDivision: 'ME',
  mailingPostalCode: '04101',
  email: 'riley.sample@example.com',
  confirmEmail: 'riley.sample@example.com',
  phone: null,
  receiveUpdates: false,
};

/** A complete vehicle row; a repair the warranty paid for, so no document is required. */
function vehicle(overrides: Fields = {}): Fields {
  return {
    vin: '5NWCA4EB9LA557201',
    model: 'Aurora',
    modelYear: '2020',
    purchaseDate: '03/15/2020',
    noLongerOwn: false,
    saleDate: null,
    ownership: 'Owned',
    repairDate: '06/01/2023',
    repairCost: '0',
    ...overrides,
  };
}

async function authorizedRiley(): Promise<Claimant> {
  const claimant = server.claimant();
  expect((await claimant.authorize(demoMembers.riley, { segment: 'automotive' })).statusCode).toBe(200);
  return claimant;
}

async function automotiveParts(claimant: Claimant, vehicles: Fields[], clientIds?: string[]) {
  const transactions = await Promise.all(
    vehicles.map(async (fields, index) => ({
      ...(await claimant.model('ClaimTransactions', fields, 'Automotive')),
      clientId: clientIds?.[index] ?? `fm-vehicle${index}`,
    })),
  );
  return {
    reCaptchaResponse: '',
    userPreferredCulture: 'en',
    captchaRawValue: '',
    signature: 'Riley Sample',
    credentials: JSON.stringify(
      await claimant.model('Credentials', { noticeId: demoMembers.riley.noticeId }, 'Automotive'),
    ),
    claimantInfo: JSON.stringify(await claimant.model('ClaimantInfo', rileyClaimantInfo, 'Automotive')),
    claimDetails: 'null',
    paymentElection: JSON.stringify(
      await claimant.model(
        'PaymentElection',
        { paymentMethod: 'Check', payPalEmail: null, confirmPayPalEmail: null },
        'Automotive',
      ),
    ),
    prepopulatedData: '[]',
    documentContexts: '[]',
    claimTransactions: JSON.stringify(transactions),
  };
}

async function submitAutomotive(claimant: Claimant, parts: Record<string, string>) {
  const { body, contentType } = await multipartBody(parts);
  return claimant.request({
    method: 'POST',
    url: '/api/forms/automotive',
    headers: { 'x-csrf-token': claimant.csrfToken ?? '', 'content-type': contentType },
    payload: body,
  });
}

async function storedModels(referenceCode: string) {
  const claim = await server.app.db
    .selectFrom('claims')
    .selectAll()
    .where('reference_code', '=', referenceCode)
    .executeTakeFirstOrThrow();
  return {
    claim,
    models: openedClaim(server.app, claim).models as Record<string, FormModelPayload | FormModelPayload[] | null>,
  };
}

describe('authorize on the Automotive form', () => {
  it('prefills the vehicles on the notice as claim transactions', async () => {
    const claimant = server.claimant();
    const body = authorizeResponse.parse(
      (await claimant.authorize(demoMembers.riley, { segment: 'automotive' })).json(),
    );
    expect(body.prepopulatedData.filter((item) => item.metadata.dtoMapping === 'ClaimTransactions')).toEqual([
      {
        metadata: { dtoMapping: 'ClaimTransactions' },
        fields: { Vin: '5NWCA4EB9LA557201', ModelYear: '2020', Model: 'Aurora' },
      },
      {
        metadata: { dtoMapping: 'ClaimTransactions' },
        fields: { Vin: '5NWAU2FC1MB884410', ModelYear: '2021', Model: 'Cascade' },
      },
    ]);
  });

  it('sends no vehicles to the Standard form', async () => {
    const body = authorizeResponse.parse((await server.claimant().authorize(demoMembers.jordan)).json());
    expect(body.prepopulatedData.map((item) => item.metadata.dtoMapping)).toEqual(['ClaimantInfo']);
  });

  it('refuses a member who may not file it', async () => {
    expect((await server.claimant().authorize(demoMembers.alex, { segment: 'automotive' })).statusCode).toBe(401);
  });
});

describe('an Automotive claim with two vehicles', () => {
  it('is filed with a reference code', async () => {
    const claimant = await authorizedRiley();
    const response = await submitAutomotive(
      claimant,
      await automotiveParts(claimant, [
        vehicle(),
        vehicle({ vin: '5NWAU2FC1MB884410', model: 'Cascade', modelYear: '2021' }),
      ]),
    );
    expect(response.statusCode).toBe(200);
    expect(submitResponse.parse(response.json()).referenceCodeForm).toMatch(/^NWM-/);
  });

  it('stores each vehicle as a claim transaction with its claimTransactionId', async () => {
    const claimant = await authorizedRiley();
    const response = await submitAutomotive(
      claimant,
      await automotiveParts(claimant, [
        vehicle(),
        vehicle({ vin: '5NWAU2FC1MB884410', model: 'Cascade', modelYear: '2021' }),
      ]),
    );
    const { claim, models } = await storedModels(submitResponse.parse(response.json()).referenceCodeForm ?? '');
    expect(claim.form_type).toBe('Automotive');
    const transactions = models.claimTransactions as FormModelPayload[];
    expect(transactions.map((row) => [row.fields.vin, row.metadata.claimTransactionId])).toEqual([
      ['5NWCA4EB9LA557201', 'fm-vehicle0'],
      ['5NWAU2FC1MB884410', 'fm-vehicle1'],
    ]);
  });

  it('stores every model: credentials without the PIN, claimant info, payment election, no claim details', async () => {
    const claimant = await authorizedRiley();
    const response = await submitAutomotive(claimant, await automotiveParts(claimant, [vehicle()]));
    const { models } = await storedModels(submitResponse.parse(response.json()).referenceCodeForm ?? '');
    expect((models.credentials as FormModelPayload).fields).toEqual({ noticeId: 'NWM7B1N3F8L' });
    expect((models.claimantInfo as FormModelPayload).fields).toMatchObject({
      firstName: 'Riley',
      mailingPostalCode: '04101',
    });
    expect((models.paymentElection as FormModelPayload).fields).toMatchObject({ paymentMethod: 'Check' });
    expect(models.claimDetails).toBeNull();
    expect(models.documentContexts).toEqual([]);
  });

  it('drops the sale date of a vehicle still owned (a hidden field)', async () => {
    const claimant = await authorizedRiley();
    const response = await submitAutomotive(
      claimant,
      await automotiveParts(claimant, [vehicle({ noLongerOwn: false, saleDate: '02/20/2024' })]),
    );
    const { models } = await storedModels(submitResponse.parse(response.json()).referenceCodeForm ?? '');
    expect((models.claimTransactions as FormModelPayload[])[0]?.fields).not.toHaveProperty('saleDate');
  });

  it('keeps the sale date of a vehicle no longer owned', async () => {
    const claimant = await authorizedRiley();
    const response = await submitAutomotive(
      claimant,
      await automotiveParts(claimant, [vehicle({ noLongerOwn: true, saleDate: '02/20/2024' })]),
    );
    const { models } = await storedModels(submitResponse.parse(response.json()).referenceCodeForm ?? '');
    expect((models.claimTransactions as FormModelPayload[])[0]?.fields).toMatchObject({ saleDate: '02/20/2024' });
  });
});

describe('an Automotive claim the server refuses', () => {
  async function refusal(vehicles: Fields[], clientIds?: string[]) {
    const claimant = await authorizedRiley();
    const response = await submitAutomotive(claimant, await automotiveParts(claimant, vehicles, clientIds));
    return { status: response.statusCode, body: submitResponse.parse(response.json()) };
  }

  it('without a vehicle: the minimum-instances message of the table editor', async () => {
    const { status, body } = await refusal([]);
    expect([status, body.fieldErrors?.claimTransactions]).toEqual([
      400,
      { minimumInstances: ['Add at least 1 vehicle to continue.'] },
    ]);
  });

  it('with a wrong VIN check digit: the VIN message on that row', async () => {
    const { body } = await refusal([vehicle(), vehicle({ vin: '5NWCA4EB2KA102938' })]);
    expect(body.fieldErrors?.['claimTransactions[1]']).toEqual({
      vin: ['This is not a valid VIN: check each character against your registration or title.'],
    });
  });

  it('with a VIN holding the letter O: the VIN format message', async () => {
    const { body } = await refusal([vehicle({ vin: '5NWCA4EB1KA1O2938' })]);
    expect(body.fieldErrors?.['claimTransactions[0]']?.vin).toEqual([
      'Enter the 17 letters and digits of the VIN (a VIN never contains I, O or Q).',
    ]);
  });

  it('with a model year outside 2019–2022', async () => {
    const { status } = await refusal([vehicle({ modelYear: '2018' })]);
    expect(status).toBe(400);
  });

  it('with a sale date before the purchase date', async () => {
    const { body } = await refusal([vehicle({ noLongerOwn: true, saleDate: '01/01/2020' })]);
    expect(body.fieldErrors?.['claimTransactions[0]']?.saleDate).toEqual([
      'The sale date must be after the purchase date.',
    ]);
  });

  it('with a repair before the purchase', async () => {
    const { body } = await refusal([vehicle({ repairDate: '03/14/2020' })]);
    expect(body.fieldErrors?.['claimTransactions[0]']?.repairDate).toEqual([
      'The repair date must be between the purchase date and today.',
    ]);
  });

  it('with two rows sharing a client id', async () => {
    const { status } = await refusal([vehicle(), vehicle()], ['fm-same', 'fm-same']);
    expect(status).toBe(400);
  });

  it('stores nothing', async () => {
    const count = async () =>
      Number(
        (
          await server.app.db
            .selectFrom('claims')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await count();
    await refusal([]);
    expect(await count()).toBe(before);
  });
});
