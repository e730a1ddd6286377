/**
 * Finding 8 of the hostile-traffic review, what a claim keeps of a model: its metadata, id and
 * clientId were stored as the client sent them, so a submission could file a claim whose
 * metadata said `status: "Approved"` or named another member's Notice ID, and a forged id. Now a
 * stored model has the metadata of the config it was checked with, no id, and a client id only
 * for a record, in the shape the client makes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse, type FormModelPayload } from '#pages-config/api/contract.ts';
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

type StoredModels = Record<string, FormModelPayload | FormModelPayload[] | null>;

/** The claim's models as stored, opened with the data key (the answers are sealed at rest). */
async function storedModels(referenceCode: string): Promise<StoredModels> {
  return (await openedClaimByReference(server.app, referenceCode)).models as StoredModels;
}

/** Alex's claim with each single model changed by `forge`; the answer's status and the stored models. */
async function fileForged(forge: (model: Record<string, unknown>) => Record<string, unknown>) {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts();
  for (const part of ['credentials', 'claimantInfo', 'paymentElection'])
    parts[part] = JSON.stringify(forge(JSON.parse(parts[part] ?? '{}') as Record<string, unknown>));
  const response = await claimant.submitStandard(parts);
  const referenceCode = submitResponse.parse(response.json()).referenceCodeForm;
  return { status: response.statusCode, models: referenceCode ? await storedModels(referenceCode) : {} };
}

describe('a claim’s stored models', () => {
  it('keep none of the metadata a client adds: no status of Approved, no other member’s Notice ID', async () => {
    const { status, models } = await fileForged((model) => ({
      ...model,
      metadata: {
        ...(model.metadata as object),
        status: 'Approved',
        noticeId: demoMembers.jordan.noticeId,
        formType: 'Standard',
      },
    }));
    expect([status, JSON.stringify(models).match(/Approved|NWM-8H3D-6T1W/g), models.claimantInfo]).toEqual([
      200,
      null,
      expect.objectContaining({ metadata: { dtoMapping: 'ClaimantInfo', formType: 'Standard' } }),
    ]);
  });

  it('keep no id the client sends', async () => {
    const { models } = await fileForged((model) => ({ ...model, id: 'claim-approved-0001' }));
    const ids = ['credentials', 'claimantInfo', 'paymentElection'].map((part) => (models[part] as FormModelPayload).id);
    expect(ids).toEqual([null, null, null]);
  });

  it('keep no client id of a single model', async () => {
    const { models } = await fileForged((model) => ({ ...model, clientId: 'fm-forged00' }));
    expect((models.claimantInfo as { clientId: unknown }).clientId).toBeNull();
  });
});

describe('a record of a claim (a document)', () => {
  async function fileDocument(clientId: string) {
    const claimant = server.claimant();
    await claimant.authorize(demoMembers.alex);
    const parts = await claimant.standardParts(documentedLosses);
    return submitWithDocuments(claimant, 'standard', parts, [
      { clientId, documentType: 'Receipt', file: fixtureFile('pdf') },
    ]);
  }

  it('keeps its client id when the form could have made it', async () => {
    const response = await fileDocument('fm-a1b2c3d4');
    const models = await storedModels(submitResponse.parse(response.json()).referenceCodeForm ?? '');
    expect((models.documentContexts as FormModelPayload[]).map((record) => record.clientId)).toEqual(['fm-a1b2c3d4']);
  });

  it('is refused with 400 and “reload” when its client id is not one the form makes', async () => {
    const response = await fileDocument('fm-<script>alert(1)</script>');
    expect([response.statusCode, submitResponse.parse(response.json()).error]).toEqual([
      400,
      'Your request failed. Please reload and try again.',
    ]);
  });
});
