// The repositories straight on the database the server tests run on (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): transactions, constraint errors and expiry must behave the same on both.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSettlementFolder } from '#server/settlement/loadSettlementFolder.ts';
import { createSettlementService } from '#server/settlement/settlementService.ts';
import {
  addDocumentsToClaim,
  ClaimDocumentLimitError,
  findFiledClaim,
  insertClaim,
  type NewClaim,
} from '#server/claims/claimsRepository.ts';
import { seedNoticeClaims } from '#server/claims/seedNoticeClaims.ts';
import { isUniqueViolation, openDatabase } from '#server/database/createDatabase.ts';
import { migrateToLatest } from '#server/database/migrate.ts';
import type { Database } from '#server/database/schema.ts';
import type { NewDocument } from '#server/documents/claimDocumentsRepository.ts';
import { localDiskStorage, type DocumentStorage } from '#server/documents/documentStorage.ts';
import { parseMembersCsv } from '#server/members/membersCsv.ts';
import { upsertMembers } from '#server/members/membersRepository.ts';
import { DataEncryption, generateDataKey } from '#server/security/dataEncryption.ts';
import { pruneSessions, SessionStore } from '#server/sessions/sessionStore.ts';
import { demoSettlementDirectory } from '#tests/helpers/serverHarness.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/testDatabase.ts';

const now = new Date('2026-11-22T12:00:00Z');
// Normalised Notice IDs of demo members (demo-settlement.md); Taylor's notice records a paper claim.
const alex = 'NWM4J7K2Q9P';
const jordan = 'NWM8H3D6T1W';
const casey = 'NWM2C5R9M4X';
const riley = 'NWM7B1N3F8L';
const taylor = 'NWM5Z6V8K2D';

let folder: string;
let database: TestDatabase;
let db: Kysely<Database>;
let storageRoot: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'claimkit-repositories-'));
  storageRoot = join(folder, 'documents');
  database = await createTestDatabase(folder);
  db = await openDatabase({ file: database.databaseFile, url: database.databaseUrl }, (error) => {
    throw error;
  });
  await migrateToLatest(db);
  const members = parseMembersCsv(readFileSync(join(demoSettlementDirectory, 'members.csv'), 'utf8'));
  await upsertMembers(db, members, 'test-pepper-not-secret', now);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
  rmSync(folder, { recursive: true, force: true });
});

function claimOf(noticeId: string): NewClaim {
  return {
    formType: 'Standard',
    noticeId,
    culture: 'en',
    configHash: 'config-hash',
    models: { claimantInfo: { fields: { firstName: 'Test' } } },
    signature: 'Test Claimant',
    attestationText: 'I declare that the information above is true.',
    sealing: { keyService: new DataEncryption(generateDataKey()), sensitiveFields: {} },
  };
}

async function stagedDocuments(storage: DocumentStorage, count: number): Promise<NewDocument[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => ({
      documentContextClientId: `context-${index}`,
      documentType: null,
      fileName: `receipt-${index}.pdf`,
      declaredType: 'application/pdf',
      contentType: 'application/pdf',
      size: 9,
      sha256: '0'.repeat(64),
      staged: await storage.stage(Readable.from([Buffer.from(`%PDF-${index}...`)])),
    })),
  );
}

/** Files committed under the storage root (staging aside). */
function committedFiles(): string[] {
  try {
    return readdirSync(storageRoot, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.parentPath.includes('.staging'))
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** A claims row written directly, for the constraint checks. */
function claimRow(id: string, referenceCode: string, noticeId: string) {
  return {
    id,
    reference_code: referenceCode,
    form_type: 'Standard',
    notice_id: noticeId,
    culture: 'en',
    config_hash: '',
    created_at: now.toISOString(),
    models: '{}',
    signature: '',
    attestation_text: '',
  };
}

async function claimsOf(noticeId: string) {
  return db.selectFrom('claims').select(['id', 'reference_code']).where('notice_id', '=', noticeId).execute();
}

async function documentRowsOf(claimId: string) {
  return db.selectFrom('claim_documents').select(['file_name', 'size']).where('claim_id', '=', claimId).execute();
}

describe('a claim with its documents', () => {
  it('is stored with every document row and file', async () => {
    const storage = localDiskStorage(storageRoot);
    await insertClaim(db, claimOf(alex), 'NWM', now, { storage, documents: await stagedDocuments(storage, 2) });
    const [claim] = await claimsOf(alex);
    const rows = await documentRowsOf(claim?.id ?? '');
    expect(rows.map((row) => [row.file_name, row.size]).sort()).toEqual([
      ['receipt-0.pdf', 9],
      ['receipt-1.pdf', 9],
    ]);
  });

  it('leaves no claim, no document rows and no files when a file cannot be put in place', async () => {
    const disk = localDiskStorage(storageRoot);
    let commits = 0;
    const failingOnSecondCommit: DocumentStorage = {
      ...disk,
      async commit(staged, key) {
        commits += 1;
        if (commits === 2) throw new Error('disk full');
        return disk.commit(staged, key);
      },
    };
    const filesBefore = committedFiles();
    const documents = await stagedDocuments(failingOnSecondCommit, 3);
    await expect(
      insertClaim(db, claimOf(jordan), 'NWM', now, { storage: failingOnSecondCommit, documents }),
    ).rejects.toThrow('disk full');
    expect([await claimsOf(jordan), committedFiles()]).toEqual([[], filesBefore]);
  });
});

describe('a transaction', () => {
  it('keeps nothing of its writes when it fails', async () => {
    await expect(
      db.transaction().execute(async (transaction) => {
        await transaction
          .insertInto('claims')
          .values(claimRow('rolled-back-claim', 'NWM-ROLLEDBACK', riley))
          .execute();
        throw new Error('failed after the insert');
      }),
    ).rejects.toThrow('failed after the insert');
    const rows = await db.selectFrom('claims').select('id').where('id', '=', 'rolled-back-claim').execute();
    expect(rows).toEqual([]);
  });
});

describe('isUniqueViolation', () => {
  it('recognises a second claim with a reference code already taken', async () => {
    await insertClaim(db, claimOf(riley), 'NWM', now);
    const [taken] = await claimsOf(riley);
    const error = await db
      .insertInto('claims')
      .values(claimRow('second-claim-same-code', taken?.reference_code ?? '', riley))
      .execute()
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('does not take a foreign-key violation for one', async () => {
    const error = await db
      .insertInto('claims')
      .values(claimRow('claim-of-no-member', 'NWM-NOMEMBER', 'NOSUCHNOTICE'))
      .execute()
      .then(
        () => undefined,
        (failure: unknown) => failure,
      );
    expect([error instanceof Error, isUniqueViolation(error)]).toEqual([true, false]);
  });
});

describe('documents uploads to one claim at once', () => {
  it('never take the claim past its document limit', async () => {
    const storage = localDiskStorage(storageRoot);
    await insertClaim(db, claimOf(casey), 'NWM', now);
    const claim = await findFiledClaim(db, casey);
    if (!claim) throw new Error('Casey has no claim');
    const uploads = await Promise.all([1, 2, 3, 4].map(() => stagedDocuments(storage, 1)));
    // Open pooled connections first (PostgreSQL), so that the transactions run at once rather than
    // each waiting for a new connection until the one before is done.
    await Promise.all(uploads.map(() => sql`select 1`.execute(db)));
    const results = await Promise.allSettled(
      uploads.map((documents) => addDocumentsToClaim(db, claim, { storage, documents }, now, 1)),
    );
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect([
      results.length - refused.length,
      refused.every((reason) => reason instanceof ClaimDocumentLimitError),
    ]).toEqual([1, true]);
    expect(await documentRowsOf(claim.id)).toHaveLength(1);
  });
});

describe('claims recorded from the notice list', () => {
  it('are recorded once when two servers start at once', async () => {
    const settlement = createSettlementService(loadSettlementFolder(demoSettlementDirectory), demoSettlementDirectory);
    await Promise.all([seedNoticeClaims(db, settlement, now), seedNoticeClaims(db, settlement, now)]);
    expect(await claimsOf(taylor)).toHaveLength(1);
  });
});

describe('a session', () => {
  it('lives through 29 idle minutes, not 31, and a prune clears out an expired one', async () => {
    let clock = now;
    const store = new SessionStore(db, () => clock, 30, new DataEncryption(generateDataKey()));
    const session = await store.create({ authorized: { Standard: { noticeId: alex } } });
    clock = new Date(now.getTime() + 29 * 60_000);
    const loaded = await store.load(session.id);
    clock = new Date(clock.getTime() + 31 * 60_000);
    const afterIdle = await store.load(session.id);
    await pruneSessions(db, clock);
    const rows = await db.selectFrom('sessions').select('id_hash').where('id_hash', '=', session.idHash).execute();
    expect([loaded?.data.authorized, afterIdle, rows]).toEqual([{ Standard: { noticeId: alex } }, undefined, []]);
  });
});
