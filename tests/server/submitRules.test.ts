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

// A copy of the demo settlement whose claimant info restricts the middle initial to the character
// whitelist; its date of birth (the demo's own) must not be in the future: rules that need the
// server's whitelist and clock.
let settlementDirectory: string;
let server: ServerHarness;
beforeAll(async () => {
  settlementDirectory = mkdtempSync(join(tmpdir(), 'claimkit-settlement-'));
  cpSync(demoSettlementDirectory, settlementDirectory, { recursive: true });
  const file = join(settlementDirectory, 'forms', 'standard.json');
  const page = JSON.parse(readFileSync(file, 'utf8')) as {
    models: { metadata: { dtoMapping: string }; fields: { key: string; label: string; validations: unknown[] }[] }[];
  };
  const claimantInfo = page.models.find((model) => model.metadata.dtoMapping === 'ClaimantInfo');
  const middleInitial = claimantInfo?.fields.find((field) => field.key === 'middleInitial');
  middleInitial?.validations.push({ type: 'characterSetRestriction' });
  writeFileSync(file, JSON.stringify(page));
  server = await startServerHarness({ settlementDirectory, now: () => new Date('2026-11-22T12:00:00Z') });
});
afterAll(async () => {
  await server.close();
  rmSync(settlementDirectory, { recursive: true, force: true });
});

async function submitClaimantInfo(fields: Record<string, string | boolean | null>) {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const claimantInfo = { ...validStandardValues().claimantInfo, ...fields };
  return submitResponse.parse((await claimant.submitStandard(await claimant.standardParts({ claimantInfo }))).json());
}

describe('rules that need the server’s whitelist and clock', () => {
  it('accept answers that keep to them', async () => {
    expect((await submitClaimantInfo({})).error).toBeNull();
  });

  it('refuse a character outside the settlement’s whitelist', async () => {
    expect(Object.keys((await submitClaimantInfo({ middleInitial: '☃' })).fieldErrors?.claimantInfo ?? {})).toEqual([
      'middleInitial',
    ]);
  });

  it('refuse a date after today in Los Angeles by the server’s clock', async () => {
    expect(
      Object.keys((await submitClaimantInfo({ dateOfBirth: '11/23/2026' })).fieldErrors?.claimantInfo ?? {}),
    ).toEqual(['dateOfBirth']);
  });

  it('refuse a claimant under 18 on the date of the notice, 01/15/2026', async () => {
    expect((await submitClaimantInfo({ dateOfBirth: '01/15/2008' })).error).toBeNull();
    const tooYoung = await submitClaimantInfo({ dateOfBirth: '01/16/2008' });
    expect(tooYoung.fieldErrors?.claimantInfo).toEqual({
      dateOfBirth: ['You must have been 18 or older on January 15, 2026, the date of the notice.'],
    });
  });
});
