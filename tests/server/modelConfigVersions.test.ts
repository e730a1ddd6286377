import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import {
  demoMembers,
  demoSettlementDirectory,
  startServerHarness,
  validStandardValues,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/testDatabase.ts';

// The server is started on the demo, then restarted on the same database after a case team
// tightened a rule (first name: at most 50 characters, then at most 3). A claimant who opened the
// form before the change submits against the version they were served.
let folder: string;
let settlementDirectory: string;
let database: TestDatabase;
let server: ServerHarness;
let oldHash: string;
let newHash: string;

function editFirstNameMaxLength(max: number): void {
  const file = join(settlementDirectory, 'forms', 'standard.json');
  const page = JSON.parse(readFileSync(file, 'utf8')) as {
    models: {
      metadata: { dtoMapping: string };
      fields: { key: string; validations: { type: string; max?: number }[] }[];
    }[];
  };
  const firstName = page.models
    .find((model) => model.metadata.dtoMapping === 'ClaimantInfo')
    ?.fields.find((field) => field.key === 'firstName');
  const rule = firstName?.validations.find((validation) => validation.type === 'maxLength');
  if (!rule) throw new Error('The demo first name has no maxLength rule');
  rule.max = max;
  writeFileSync(file, JSON.stringify(page));
}

async function claimantInfoHash(): Promise<string> {
  const configs = await server.formsConfig();
  return configs.find((config) => config.metadata.dtoMapping === 'ClaimantInfo')?.metadataHash ?? '';
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'claimkit-versions-'));
  settlementDirectory = join(folder, 'settlement');
  database = await createTestDatabase(folder);
  const { databaseFile, databaseUrl } = database;
  cpSync(demoSettlementDirectory, settlementDirectory, { recursive: true });

  server = await startServerHarness({ settlementDirectory, databaseFile, databaseUrl });
  oldHash = await claimantInfoHash();
  await server.close();

  editFirstNameMaxLength(3);
  server = await startServerHarness({ settlementDirectory, databaseFile, databaseUrl });
  newHash = await claimantInfoHash();
});
afterAll(async () => {
  await server.close();
  await database.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** Submits Alex's claim with the claimant info cited by `hash`. */
async function submitWithClaimantInfoHash(hash: string) {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts({ claimantInfo: { ...validStandardValues().claimantInfo } });
  parts.claimantInfo = JSON.stringify({ ...JSON.parse(parts.claimantInfo ?? '{}'), metadataHash: hash });
  const response = await claimant.submitStandard(parts);
  return { status: response.statusCode, body: submitResponse.parse(response.json()) };
}

describe('a settlement edited between serving a form and receiving it', () => {
  it('serves a new version of the edited model', () => {
    expect(newHash).not.toBe(oldHash);
  });

  it('keeps every version it served in the database', async () => {
    const rows = await server.app.db.selectFrom('model_config_versions').select('metadata_hash').execute();
    expect(rows.map((row) => row.metadata_hash)).toEqual(expect.arrayContaining([oldHash, newHash]));
  });

  it('checks a submission citing the old version by the old rule', async () => {
    const { status, body } = await submitWithClaimantInfoHash(oldHash);
    expect([status, body.fieldErrors]).toEqual([200, undefined]);
  });

  it('checks a submission citing the new version by the new rule', async () => {
    const { body } = await submitWithClaimantInfoHash(newHash);
    expect(body.fieldErrors).toEqual({ claimantInfo: { firstName: ['The maximum length allowed is 3'] } });
  });

  it('refuses a version it never served as a changed form', async () => {
    const { status, body } = await submitWithClaimantInfoHash('0'.repeat(64));
    expect([status, body.error]).toEqual([
      400,
      'This form has changed since you opened it. Reload the page, check your answers and submit again.',
    ]);
  });

  it('records a version served by both starts once', async () => {
    const credentialsHash = (await server.formsConfig()).find(
      (config) => config.metadata.dtoMapping === 'Credentials',
    )?.metadataHash;
    const rows = await server.app.db
      .selectFrom('model_config_versions')
      .select('metadata_hash')
      .where('metadata_hash', '=', credentialsHash ?? '')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
