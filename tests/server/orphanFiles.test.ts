import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDiskStorage } from '#server/documents/documentStorage.ts';
import { removeOrphanFiles } from '#server/documents/orphanFiles.ts';
import { fixtureFile, submitWithDocuments } from '#tests/helpers/documentUploads.ts';
import {
  demoMembers,
  startServerHarness,
  validStandardValues,
  type ServerHarness,
} from '#tests/helpers/serverHarness.ts';

const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60_000);

/** Writes a file as a crash would have left it, last written two hours ago. */
function leftByCrash(path: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, 'half a claim');
  utimesSync(path, twoHoursAgo(), twoHoursAgo());
  return path;
}

let server: ServerHarness;
let documents: string;
beforeAll(async () => {
  server = await startServerHarness();
  documents = join(server.directory, 'documents');
});
afterAll(async () => {
  await server.close();
});

/** Files a Standard claim with one document; returns its document's path on disk. */
async function filedDocumentPath(): Promise<string> {
  const claimant = server.claimant();
  await claimant.authorize(demoMembers.alex);
  const parts = await claimant.standardParts({
    claimantInfo: { ...validStandardValues().claimantInfo, hasDocumentedLosses: 'Yes' },
    claimDetails: { hoursLost: '1', documentedLosses: '10.00', lossesDescription: 'Fees' },
  });
  const response = await submitWithDocuments(claimant, 'standard', parts, [
    { clientId: `fm-${randomUUID().slice(0, 8)}`, documentType: 'Receipt', file: fixtureFile('pdf') },
  ]);
  const code = (response.json() as { referenceCodeForm: string }).referenceCodeForm;
  const row = await server.app.db
    .selectFrom('claim_documents')
    .innerJoin('claims', 'claims.id', 'claim_documents.claim_id')
    .select('claim_documents.storage_key')
    .where('claims.reference_code', '=', code)
    .executeTakeFirstOrThrow();
  // Old enough to be swept, were it an orphan.
  utimesSync(join(documents, row.storage_key), twoHoursAgo(), twoHoursAgo());
  return join(documents, row.storage_key);
}

describe('the orphan sweep', () => {
  it('removes a file in place that no document row names (a crash before the commit)', async () => {
    const orphan = leftByCrash(join(documents, randomUUID(), randomUUID()));
    await removeOrphanFiles(server.app.db, server.app.documentStorage, new Date(Date.now() - 60 * 60_000));
    expect(existsSync(orphan)).toBe(false);
  });

  it('removes a staged file a crash left behind', async () => {
    const staged = leftByCrash(join(documents, '.staging', randomUUID()));
    await removeOrphanFiles(server.app.db, server.app.documentStorage, new Date(Date.now() - 60 * 60_000));
    expect(existsSync(staged)).toBe(false);
  });

  it('keeps the files of filed claims', async () => {
    const filed = await filedDocumentPath();
    await removeOrphanFiles(server.app.db, server.app.documentStorage, new Date(Date.now() - 60 * 60_000));
    expect(existsSync(filed)).toBe(true);
  });

  it('keeps files younger than the grace period (another server may be committing them)', async () => {
    const young = join(documents, randomUUID(), randomUUID());
    mkdirSync(join(young, '..'), { recursive: true });
    writeFileSync(young, 'being committed');
    await removeOrphanFiles(server.app.db, server.app.documentStorage, new Date(Date.now() - 60 * 60_000));
    expect(existsSync(young)).toBe(true);
  });

  it('counts what it removed', async () => {
    leftByCrash(join(documents, randomUUID(), randomUUID()));
    leftByCrash(join(documents, '.staging', randomUUID()));
    leftByCrash(join(documents, '.staging', randomUUID()));
    const removed = await removeOrphanFiles(
      server.app.db,
      server.app.documentStorage,
      new Date(Date.now() - 60 * 60_000),
    );
    expect(removed).toEqual({ staged: 2, committed: 1 });
  });
});

describe('a server starting on storage a crash left files in', () => {
  it('removes them before it serves, and keeps those younger than ORPHAN_FILE_GRACE_MINUTES', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'claimkit-orphans-'));
    try {
      const orphan = leftByCrash(join(folder, randomUUID(), randomUUID()));
      const staged = leftByCrash(join(folder, '.staging', randomUUID()));
      const young = join(folder, randomUUID(), randomUUID());
      mkdirSync(join(young, '..'), { recursive: true });
      writeFileSync(young, 'young');
      const started = await startServerHarness({ documentsDirectory: folder, orphanFileGraceMinutes: 60 });
      await started.close();
      expect([existsSync(orphan), existsSync(staged), existsSync(young)]).toEqual([false, false, true]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('local disk storage', () => {
  it('lists committed files by key, without the staging area', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'claimkit-storage-'));
    try {
      const storage = localDiskStorage(folder);
      const claimId = randomUUID();
      const documentId = randomUUID();
      await storage.commit(await storage.stage(Readable.from([Buffer.from('a')])), `${claimId}/${documentId}`);
      await storage.stage(Readable.from([Buffer.from('b')]));
      const keys: string[] = [];
      for await (const file of storage.list()) keys.push(file.key);
      expect(keys).toEqual([`${claimId}/${documentId}`]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
