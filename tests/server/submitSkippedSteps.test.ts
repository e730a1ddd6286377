import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { fixtureFile, submitWithDocuments, type DocumentToSend } from '#tests/helpers/documentUploads.ts';
import {
  demoMembers,
  openedClaim,
  startServerHarness,
  validStandardValues,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

// The demo's claim-details step is skipped unless the claimant answers Yes to hasDocumentedLosses.
let server: ServerHarness;
beforeAll(async () => {
  server = await startServerHarness();
});
afterAll(async () => {
  await server.close();
});

type Values = Record<string, string | boolean | null>;

async function submit(claimantInfo: Values, claimDetails?: Values, documents: readonly DocumentToSend[] = []) {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const values = {
    claimantInfo: { ...validStandardValues().claimantInfo, ...claimantInfo },
    ...(claimDetails ? { claimDetails } : {}),
  };
  const parts = await claimant.standardParts(values);
  const response =
    documents.length > 0
      ? await submitWithDocuments(claimant, 'standard', parts, documents)
      : await claimant.submitStandard(parts);
  return { status: response.statusCode, body: submitResponse.parse(response.json()) };
}

async function storedModels(referenceCode: string | null) {
  const claim = await server.app.db
    .selectFrom('claims')
    .selectAll()
    .where('reference_code', '=', referenceCode ?? '')
    .executeTakeFirstOrThrow();
  return openedClaim(server.app, claim).models as Record<string, { fields: Values } | null>;
}

const validDetails = { hoursLost: '2.5', documentedLosses: '120.00', lossesDescription: 'Credit freeze fees' };

describe('a claim whose answers skip the claim-details step', () => {
  it('is filed with claim details null', async () => {
    expect((await submit({ hasDocumentedLosses: 'No' })).status).toBe(200);
  });

  it('stores claim details as null', async () => {
    const { body } = await submit({ hasDocumentedLosses: 'No' });
    expect((await storedModels(body.referenceCodeForm)).claimDetails).toBeNull();
  });

  it('files nothing of claim details sent anyway, and does not check them', async () => {
    const { body } = await submit({ hasDocumentedLosses: 'No' }, { ...validDetails, documentedLosses: '99999' });
    expect((await storedModels(body.referenceCodeForm)).claimDetails).toBeNull();
  });
});

describe('a claim whose answers include the claim-details step', () => {
  it('is filed with its claim details', async () => {
    // Documented losses need a document (the supporting-documents step is then required).
    const receipt = { clientId: 'fm-receipt1', documentType: 'Receipt', file: fixtureFile('pdf') };
    const { body } = await submit({ hasDocumentedLosses: 'Yes' }, validDetails, [receipt]);
    expect((await storedModels(body.referenceCodeForm)).claimDetails?.fields).toEqual(validDetails);
  });

  it('is refused as a changed form when claim details are missing', async () => {
    const { status, body } = await submit({ hasDocumentedLosses: 'Yes' });
    expect([status, body.error]).toEqual([
      400,
      'This form has changed since you opened it. Reload the page, check your answers and submit again.',
    ]);
  });

  it('has its claim details checked by the rules', async () => {
    const { body } = await submit({ hasDocumentedLosses: 'Yes' }, { ...validDetails, documentedLosses: '5000.01' });
    expect(body.fieldErrors).toEqual({
      claimDetails: { documentedLosses: ['Enter an amount from $0.01 to $5,000.00'] },
    });
  });
});
