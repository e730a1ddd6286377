/**
 * Finding 9 of the hostile-traffic review, personal data at rest: only the fields a settlement marks
 * sensitive were sealed, so a copy of the database (a backup, a replica, a stolen disk) showed every
 * claimant's name, address, email, phone number and signature. Now every answer and the signature
 * are sealed under the claim's own data key; the case team's export opens them, matching for fraud
 * signals still works on keyed hashes, and claims stored before still open.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponse } from '#pages-config/api/contract.ts';
import { flaggedClaims } from '#server/claims/claimSignals.ts';
import { exportClaims } from '#server/claims/exportClaims.ts';
import { sealedSensitiveValuesOnly } from '#tests/helpers/legacyClaims.ts';
import {
  demoMembers,
  startServerHarness,
  validStandardValues,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';
import { testDatabaseKind } from '#tests/helpers/testDatabase.ts';

// Answers that differ from the notice (members.csv holds Alex's notice name and address, which the
// class-member list keeps for prefill), so finding one of them in the database means the claim.
const answers = {
  firstName: 'Alexandria',
  lastName: 'Sampleton',
  mailingStreetLine1: '742 Evergreen Terrace',
  mailingCity: 'Shelbyville',
  email: 'alexandria.sampleton@example.net',
  phone: '(217) 555-0199',
};
const signature = 'Alexandria Q. Sampleton';
const personalValues = [...Object.values(answers), signature];

let server: ServerHarness;
let referenceCode: string;
let sameEmailCode: string;

/** Alex files a Standard claim with these answers; returns its reference code. */
async function file(claimantInfo: Record<string, string>, signed: string): Promise<string> {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts(
    { claimantInfo: { ...validStandardValues().claimantInfo, ...claimantInfo } },
    { signature: signed },
  );
  const response = await claimant.submitStandard(parts);
  expect(response.statusCode).toBe(200);
  return submitResponse.parse(response.json()).referenceCodeForm ?? '';
}

beforeAll(async () => {
  server = await startServerHarness();
  referenceCode = await file({ ...answers, confirmEmail: answers.email }, signature);
  // The same email in another case, as a second claim from one person would be spelled.
  sameEmailCode = await file(
    { email: 'Alexandria.Sampleton+2@example.net', confirmEmail: 'Alexandria.Sampleton+2@example.net' },
    'A. Sampleton',
  );
});
afterAll(async () => {
  await server.close();
});

function storedRow(code: string) {
  return server.app.db.selectFrom('claims').selectAll().where('reference_code', '=', code).executeTakeFirstOrThrow();
}

/** Which of the claimant's personal answers occur in `text`. */
function personalValuesIn(text: string): string[] {
  return personalValues.filter((value) => text.includes(value));
}

async function exportedRows(): Promise<Record<string, unknown>[]> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  await exportClaims(server.app.db, server.app.settlement, output, {
    format: 'jsonl',
    keyService: server.app.dataEncryption,
  });
  return Buffer.concat(chunks)
    .toString('utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('a filed claim at rest', () => {
  it('holds no name, address, email, phone number or signature in its row', async () => {
    expect(personalValuesIn(JSON.stringify(await storedRow(referenceCode)))).toEqual([]);
  });

  it('keeps the signature as a sealed token', async () => {
    expect(JSON.parse((await storedRow(referenceCode)).signature)).toEqual({ $enc: expect.any(String) });
  });
});

// The SQLite file's bytes (and its write-ahead log): PostgreSQL keeps its files to itself, and the
// row read through Kysely above is what both databases hold.
if (testDatabaseKind === 'sqlite') {
  it('leaves none of the claimant’s answers anywhere in the SQLite file', () => {
    const bytes = [server.databaseFile, `${server.databaseFile}-wal`]
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file).toString('latin1'))
      .join('');
    expect([bytes.includes(referenceCode), personalValuesIn(bytes)]).toEqual([true, []]);
  });
}

describe('the claims export', () => {
  it('shows the answers and the signature in the clear, the date of birth masked', async () => {
    const row = (await exportedRows()).find((candidate) => candidate.referenceCode === referenceCode);
    expect(row).toMatchObject({
      signature,
      'ClaimantInfo.firstName': answers.firstName,
      'ClaimantInfo.lastName': answers.lastName,
      'ClaimantInfo.mailingStreetLine1': answers.mailingStreetLine1,
      'ClaimantInfo.mailingCity': answers.mailingCity,
      'ClaimantInfo.email': answers.email,
      'ClaimantInfo.phone': answers.phone,
      'ClaimantInfo.dateOfBirth': '••/••/••••',
    });
  });

  it('still shows a claim stored before, its sensitive values alone sealed', async () => {
    const id = randomUUID();
    const legacy = sealedSensitiveValuesOnly(
      server.app.dataEncryption,
      id,
      { claimantInfo: { clientId: 'c1', fields: { firstName: 'Morgan', dateOfBirth: '03/04/1975' } } },
      { claimantInfo: ['dateOfBirth'] },
    );
    await server.app.db
      .insertInto('claims')
      .values({
        id,
        reference_code: 'NWM-OLDF-ORM1',
        form_type: 'Standard',
        notice_id: 'NWM4J7K2Q9P',
        culture: 'en',
        config_hash: 'a'.repeat(64),
        created_at: '2027-02-01T10:00:00.000Z',
        models: JSON.stringify(legacy.models),
        signature: 'Morgan Before',
        attestation_text: 'I declare…',
        data_key_id: legacy.dataKey.keyId,
        wrapped_data_key: legacy.dataKey.ciphertext,
      })
      .execute();
    const row = (await exportedRows()).find((candidate) => candidate.referenceCode === 'NWM-OLDF-ORM1');
    expect(row).toMatchObject({
      signature: 'Morgan Before',
      'ClaimantInfo.firstName': 'Morgan',
      'ClaimantInfo.dateOfBirth': '••/••/••••',
    });
  });
});

describe('the fraud signals', () => {
  it('still find two claims with the same email', async () => {
    const reasons: Record<string, string[]> = {};
    for await (const claim of flaggedClaims(server.app.db, server.app.settlement.settlement))
      reasons[claim.referenceCode] = claim.reasons;
    expect([reasons[referenceCode], reasons[sameEmailCode]]).toEqual([
      expect.arrayContaining(['same-email']),
      expect.arrayContaining(['same-email']),
    ]);
  });
});
