import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeResponse } from '#pages-config/api/contract.ts';
import { editedDemo, loadDemo } from '#tests/helpers/demoSettlementEdits.ts';
import { demoMembers, startServerHarness, type ServerHarness } from '#tests/helpers/serverHarness.ts';

const englishAuthorizationError =
  'The Notice ID and PIN you entered do not match our records, or this Notice ID cannot file this form. Check both against your notice and try again.';
const spanishAuthorizationError =
  'El número de aviso (Notice ID) y el PIN que ingresó no coinciden con nuestros registros, o ese número de aviso no puede presentar este formulario. Compare ambos con su aviso e inténtelo de nuevo.';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/forms/standard/authorize', () => {
  it('accepts Alex Sample with 200', async () => {
    expect((await server.claimant().authorize(demoMembers.alex)).statusCode).toBe(200);
  });

  it('answers authorized true for Alex Sample', async () => {
    const body = authorizeResponse.parse((await server.claimant().authorize(demoMembers.alex)).json());
    expect(body).toMatchObject({ authorized: true, error: null, captcha: null });
  });

  it('prefills the claimant info from the notice', async () => {
    const body = authorizeResponse.parse((await server.claimant().authorize(demoMembers.alex)).json());
    expect(body.prepopulatedData).toEqual([
      {
        metadata: { dtoMapping: 'ClaimantInfo' },
        fields: {
          FirstName: 'Alex',
          LastName: 'Sample',
          MailingStreetLine1: '100 Main St',
          MailingStreetLine2: null,
          MailingCity: 'Springfield',
          MailingSubDivision: 'IL',
          MailingPostalCode: '62701',
          MailingCountry: 'US',
          Email: 'alex.sample@example.com',
        },
      },
    ]);
  });

  it('accepts the Notice ID in lower case and without dashes', async () => {
    expect((await server.claimant().authorize({ noticeId: 'nwm4j7k2q9p', pin: demoMembers.alex.pin })).statusCode).toBe(
      200,
    );
  });

  it('accepts the Notice ID with surrounding spaces', async () => {
    expect(
      (await server.claimant().authorize({ noticeId: `  ${demoMembers.alex.noticeId} `, pin: demoMembers.alex.pin }))
        .statusCode,
    ).toBe(200);
  });

  it('gives the session a new id on success', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const before = claimant.sessionId;
    await claimant.authorize(demoMembers.alex);
    expect(claimant.sessionId).not.toBe(before);
  });

  it('keeps the CSRF token valid after the new session id', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    expect((await claimant.authorize(demoMembers.alex)).statusCode).toBe(200);
  });

  it('refuses a wrong PIN with 401', async () => {
    expect((await server.claimant().authorize({ noticeId: demoMembers.alex.noticeId, pin: '000000' })).statusCode).toBe(
      401,
    );
  });

  it('explains a wrong PIN in English', async () => {
    const response = await server.claimant().authorize({ noticeId: demoMembers.alex.noticeId, pin: '000000' });
    expect(authorizeResponse.parse(response.json())).toEqual({
      authorized: false,
      error: englishAuthorizationError,
      captcha: null,
      prepopulatedData: [],
    });
  });

  it('explains a wrong PIN in Spanish when the browser asks for Spanish', async () => {
    const response = await server
      .claimant()
      .authorize({ noticeId: demoMembers.alex.noticeId, pin: '000000' }, { acceptLanguage: 'es' });
    expect(authorizeResponse.parse(response.json()).error).toBe(spanishAuthorizationError);
  });

  it('gives an unknown Notice ID the same 401 message as a wrong PIN', async () => {
    const response = await server.claimant().authorize({ noticeId: 'NWM-0000-0000', pin: demoMembers.alex.pin });
    expect([response.statusCode, authorizeResponse.parse(response.json()).error]).toEqual([
      401,
      englishAuthorizationError,
    ]);
  });

  it('refuses Riley Sample, who may file only the Automotive form, with the same 401 message', async () => {
    const response = await server.claimant().authorize(demoMembers.riley);
    expect([response.statusCode, authorizeResponse.parse(response.json()).error]).toEqual([
      401,
      englishAuthorizationError,
    ]);
  });

  it('refuses a PIN that is not 6 digits with 400', async () => {
    expect((await server.claimant().authorize({ noticeId: demoMembers.alex.noticeId, pin: '12' })).statusCode).toBe(
      400,
    );
  });

  it('says which field is wrong when the PIN is not 6 digits', async () => {
    const response = await server.claimant().authorize({ noticeId: demoMembers.alex.noticeId, pin: '12' });
    expect(authorizeResponse.parse(response.json()).error).toBe('PIN: The PIN is the 6 digits printed on your notice');
  });

  it('refuses a body without a credentials model with 400', async () => {
    const claimant = server.claimant();
    await claimant.csrf();
    const response = await claimant.request({
      method: 'POST',
      url: '/api/forms/standard/authorize',
      headers: { 'x-csrf-token': claimant.csrfToken ?? '' },
      payload: { reCaptchaResponse: null },
    });
    expect(response.statusCode).toBe(400);
  });

  it('ends an earlier authorization when a later attempt fails', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    await claimant.authorize({ noticeId: demoMembers.alex.noticeId, pin: '000000' });
    expect((await claimant.submitStandard(await claimant.standardParts())).statusCode).toBe(401);
  });
});

describe('authorize for other form types', () => {
  it('answers 404 for a form type the settlement does not offer', async () => {
    const standardOnly = loadDemo(
      editedDemo('settlement.json', (json) => {
        json.forms = ['Standard'];
      }),
    );
    const other = await startServerHarness({ settlement: standardOnly });
    try {
      expect((await other.claimant().authorize(demoMembers.jordan, { segment: 'automotive' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('answers 404 for a segment that is no form type', async () => {
    expect((await server.claimant().authorize(demoMembers.alex, { segment: 'bogus' })).statusCode).toBe(404);
  });

  it('answers 404 in the authorize shape', async () => {
    const response = await server.claimant().authorize(demoMembers.alex, { segment: 'bogus' });
    expect(authorizeResponse.safeParse(response.json()).success).toBe(true);
  });
});

describe('authorize rate limit', () => {
  it('answers 429 after too many attempts from one address', async () => {
    const limited = await startServerHarness({ authorizeAttemptsPerMinute: 2 });
    try {
      const claimant = limited.claimant();
      await claimant.authorize(demoMembers.alex);
      await claimant.authorize(demoMembers.alex);
      expect((await claimant.authorize(demoMembers.alex)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
