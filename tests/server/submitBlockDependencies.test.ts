import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import {
  demoMembers,
  demoSettlementDirectory,
  openedClaim,
  startServerHarness,
  validStandardValues,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

// A copy of the demo whose claimant-info step shows the phone (now required) in a group that
// depends on the receiveUpdates checkbox. Inside it, an inner group that breaks inheritance shows
// a required preferred name. Neither field has a dependency of its own.
let settlementDirectory: string;
let server: ServerHarness;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const onUpdates = [{ model: 'ClaimantInfo', field: 'receiveUpdates', value: true }];

function groupThePhone(page: Json): void {
  const claimantInfo = page.models.find((model: Json) => model.metadata.dtoMapping === 'ClaimantInfo');
  claimantInfo.fields.find((field: Json) => field.key === 'phone').validations.push({ type: 'required' });
  claimantInfo.fields.push({
    key: 'preferredName',
    label: 'LocKey_ClaimantInfo_FirstName',
    validations: [{ type: 'required' }],
  });
  const step = page.steps.find((candidate: Json) => candidate.id === 'claimant-info');
  const phoneRow = step.blocks.findIndex(
    (block: Json) => block.type === 'row' && block.fields.some((field: Json) => field.field === 'phone'),
  );
  step.blocks[phoneRow] = {
    type: 'group',
    dependencies: onUpdates,
    hideOnUnfulfilled: true,
    blocks: [
      step.blocks[phoneRow],
      {
        type: 'group',
        dependencyOptions: { breakInheritance: true },
        blocks: [{ type: 'field', component: 'text', model: 'ClaimantInfo', field: 'preferredName' }],
      },
    ],
  };
}

beforeAll(async () => {
  settlementDirectory = mkdtempSync(join(tmpdir(), 'claimkit-settlement-'));
  cpSync(demoSettlementDirectory, settlementDirectory, { recursive: true });
  const file = join(settlementDirectory, 'forms', 'standard.json');
  const page = JSON.parse(readFileSync(file, 'utf8')) as Json;
  groupThePhone(page);
  writeFileSync(file, JSON.stringify(page));
  server = await startServerHarness({ settlementDirectory });
});
afterAll(async () => {
  await server.close();
  rmSync(settlementDirectory, { recursive: true, force: true });
});

type Values = Record<string, string | boolean | null>;

async function submitClaimantInfo(fields: Values) {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const claimantInfo = { ...validStandardValues().claimantInfo, preferredName: 'Al', ...fields };
  const response = await claimant.submitStandard(await claimant.standardParts({ claimantInfo }));
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

describe('a field hidden by the group around it (spec §4)', () => {
  it('is served with the group’s dependencies, having none of its own', async () => {
    const claimantInfo = (await server.formsConfig()).find((config) => config.metadata.dtoMapping === 'ClaimantInfo');
    const phone = claimantInfo?.fields.find((field) => field.key === 'phone');
    expect([phone?.dependencies, phone?.inheritedDependencies]).toEqual([undefined, [{ dependencies: onUpdates }]]);
  });

  it('is dropped from the stored claim', async () => {
    const { body } = await submitClaimantInfo({ receiveUpdates: false, phone: '(217) 555-0134' });
    expect(await storedClaimantInfo(body.referenceCodeForm)).not.toHaveProperty('phone');
  });

  it('does not have its required rule enforced', async () => {
    const { status, body } = await submitClaimantInfo({ receiveUpdates: false, phone: null });
    expect([status, body.fieldErrors]).toEqual([200, undefined]);
  });
});

describe('a field the group around it shows', () => {
  it('has its required rule enforced', async () => {
    const { body } = await submitClaimantInfo({ receiveUpdates: true, phone: null });
    expect(body.fieldErrors).toEqual({ claimantInfo: { phone: ['Value is required'] } });
  });

  it('is stored', async () => {
    const { body } = await submitClaimantInfo({ receiveUpdates: true, phone: '(217) 555-0134' });
    expect((await storedClaimantInfo(body.referenceCodeForm)).phone).toBe('(217) 555-0134');
  });
});

describe('a field in an inner group that breaks inheritance', () => {
  it('has its required rule enforced while the outer group is unfulfilled', async () => {
    const { body } = await submitClaimantInfo({ receiveUpdates: false, phone: null, preferredName: null });
    expect(body.fieldErrors).toEqual({ claimantInfo: { preferredName: ['Value is required'] } });
  });

  it('is stored while the outer group is unfulfilled', async () => {
    const { body } = await submitClaimantInfo({ receiveUpdates: false, phone: null, preferredName: 'Al' });
    expect((await storedClaimantInfo(body.referenceCodeForm)).preferredName).toBe('Al');
  });
});
