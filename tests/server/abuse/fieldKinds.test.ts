/**
 * Finding 8 of the hostile-traffic review, the kinds of answers: a checkbox field took a
 * 200,000-character string, and any field any kind of value. Now each value must be of the kind
 * its input makes (the page config's blocks say which input shows a field): a checkbox true, false
 * or null, a select, radio or text field text, a date mm/dd/yyyy. A kind no browser sends is
 * refused with 400 and "reload and try again" in the claimant's language; a half-typed date gets
 * the date message on its field, which the claimant can fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse, type FormModelPayload } from '#pages-config/api/contract.ts';
import { alexClaimantInfo } from '#tests/helpers/demoAnswers.ts';
import { documentedLosses, fixtureFile, submitWithDocuments } from '#tests/helpers/documentUploads.ts';
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

const reloadEnglish = 'Your request failed. Please reload and try again.';
const reloadSpanish = 'No se pudo completar su solicitud. Vuelva a cargar la página e inténtelo de nuevo.';

/** Alex's claim with these claimant-info answers; the status and the answer. */
async function fileWith(claimantInfo: Record<string, string | boolean | null>, culture = 'en') {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts(
    { claimantInfo: { ...alexClaimantInfo, ...claimantInfo } },
    { userPreferredCulture: culture },
  );
  const response = await claimant.submitStandard(parts);
  return { status: response.statusCode, body: submitResponse.parse(response.json()) };
}

describe('a checkbox (receiveUpdates)', () => {
  it('is refused holding a 200,000-character string', async () => {
    const { status, body } = await fileWith({ receiveUpdates: 'x'.repeat(200_000) });
    expect([status, body.error]).toEqual([400, reloadEnglish]);
  });

  it('is refused holding a 9,000-character string, within the length any text may have', async () => {
    const { status, body } = await fileWith({ receiveUpdates: 'x'.repeat(9_000) });
    expect([status, body.error]).toEqual([400, reloadEnglish]);
  });

  it('is refused holding "yes", in Spanish to a Spanish claimant', async () => {
    const { status, body } = await fileWith({ receiveUpdates: 'yes' }, 'es');
    expect([status, body.error]).toEqual([400, reloadSpanish]);
  });

  it('is filed holding false', async () => {
    expect((await fileWith({ receiveUpdates: false })).status).toBe(200);
  });
});

describe('the other inputs', () => {
  it('refuse a select (the state) holding true', async () => {
    expect((await fileWith({ mailingSubDivision: true })).status).toBe(400);
  });

  it('refuse a text field (the city) holding true', async () => {
    expect((await fileWith({ mailingCity: true })).status).toBe(400);
  });

  it('answer a date that is no date with the date message on its field', async () => {
    const { status, body } = await fileWith({ dateOfBirth: '01/02' });
    expect([status, body.fieldErrors?.claimantInfo?.dateOfBirth]).toEqual([
      400,
      expect.arrayContaining(['Enter a real date, like 01/31/1980']),
    ]);
  });
});

describe('a document’s declared file type', () => {
  it('is kept as "unknown" when it is no media type', async () => {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const response = await submitWithDocuments(claimant, 'standard', await claimant.standardParts(documentedLosses), [
      { clientId: 'fm-type0001', documentType: 'Receipt', file: fixtureFile('pdf'), declaredType: 'x'.repeat(5_000) },
    ]);
    const { models } = await openedClaimByReference(
      server.app,
      submitResponse.parse(response.json()).referenceCodeForm ?? '',
    );
    const [record] = models.documentContexts as FormModelPayload[];
    expect(record?.fields.fileType).toBe('unknown');
  });
});
