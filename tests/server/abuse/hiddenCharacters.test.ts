/**
 * Finding 8 of the hostile-traffic review, what names and signatures may hold: right-to-left
 * overrides, zero-width characters and NUL were stored in names and the signature, where they
 * disguise a name or make two equal names differ. Now the names (the personName rule) and the
 * signature refuse them, in the browser and on the server, with a message in the claimant's
 * language; names are stored NFKC-normalised, and names in any script are still filed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse, type FormModelPayload } from '#pages-config/api/contract.ts';
import { alexClaimantInfo } from '#tests/helpers/demoAnswers.ts';
import {
  demoMembers,
  openedClaimByReference,
  startServerHarness,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

const english =
  'This contains invisible or control characters, often copied with pasted text. Delete it and type it again.';
const spanish =
  'Contiene caracteres invisibles o de control, que suelen copiarse al pegar texto. Bórrelo y escríbalo de nuevo.';

const rightToLeftOverride = '\u202e';
const zeroWidthSpace = '\u200b';
const nul = '\u0000';

/** Alex's claim with these names and this signature; the status, the field errors and the reference code. */
async function fileWith(names: Record<string, string>, signature = 'Alex Sample', culture = 'en') {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts(
    { claimantInfo: { ...alexClaimantInfo, ...names } },
    { signature, userPreferredCulture: culture },
  );
  const response = await claimant.submitStandard(parts);
  const body = submitResponse.parse(response.json());
  return { status: response.statusCode, fieldErrors: body.fieldErrors, referenceCode: body.referenceCodeForm };
}

describe('a first or last name', () => {
  it('with a right-to-left override is refused, with the message', async () => {
    const { status, fieldErrors } = await fileWith({ firstName: `Alex${rightToLeftOverride}nagroM` });
    expect([status, fieldErrors?.claimantInfo]).toEqual([400, { firstName: [english] }]);
  });

  it('with a zero-width space is refused, with the message in Spanish to a Spanish claimant', async () => {
    const { status, fieldErrors } = await fileWith({ lastName: `Sam${zeroWidthSpace}ple` }, 'Alex Sample', 'es');
    expect([status, fieldErrors?.claimantInfo]).toEqual([400, { lastName: [spanish] }]);
  });

  it('with NUL is refused, with the message', async () => {
    const { status, fieldErrors } = await fileWith({ firstName: `Alex${nul}` });
    expect([status, fieldErrors?.claimantInfo]).toEqual([400, { firstName: [english] }]);
  });

  it('in other scripts and with accents is filed', async () => {
    expect((await fileWith({ firstName: 'José María', lastName: 'Sample 山田' })).status).toBe(200);
  });

  it('is stored NFKC-normalised: fullwidth letters as the letters they stand for', async () => {
    const { referenceCode } = await fileWith({ firstName: 'Ａｌｅｘ' });
    const { models } = await openedClaimByReference(server.app, referenceCode ?? '');
    expect((models.claimantInfo as FormModelPayload).fields.firstName).toBe('Alex');
  });
});

describe('the signature', () => {
  it('with a right-to-left override is refused, with the message', async () => {
    const { status, fieldErrors } = await fileWith({}, `Alex ${rightToLeftOverride}elpmaS`);
    expect([status, fieldErrors?.signature]).toEqual([400, { signature: [english] }]);
  });

  it('with a zero-width space is refused, with the message in Spanish to a Spanish claimant', async () => {
    const { status, fieldErrors } = await fileWith({}, `Alex${zeroWidthSpace} Sample`, 'es');
    expect([status, fieldErrors?.signature]).toEqual([400, { signature: [spanish] }]);
  });

  it('with NUL is refused, with the message', async () => {
    const { status, fieldErrors } = await fileWith({}, `Alex Sample${nul}`);
    expect([status, fieldErrors?.signature]).toEqual([400, { signature: [english] }]);
  });
});
