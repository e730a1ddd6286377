import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { DocumentStorage, StoredFile } from './documentStorage.ts';

/** What a sweep removed. */
export interface OrphanSweep {
  /** Staged files no request finished with (a crash while a body was read or checked). */
  staged: number;
  /** Committed files no document row names (a crash between putting files in place and the commit). */
  committed: number;
}

// Keys are looked up in the database this many at a time (well under SQLite's 32,766 parameters).
const keysPerQuery = 500;

/**
 * Removes the files a crash left behind: staged files, and committed files that no claim_documents
 * row names. Only files last written before `olderThan` count: a younger one may belong to a
 * submission another server sharing this storage is committing right now (its files go in place
 * before its rows; see inTransactionWithFiles). Run at start-up, before any request is served.
 */
export async function removeOrphanFiles(
  db: Kysely<Database>,
  storage: DocumentStorage,
  olderThan: Date,
): Promise<OrphanSweep> {
  const staged = await storage.discardStagedBefore(olderThan);
  let committed = 0;
  let batch: StoredFile[] = [];
  const sweep = async () => {
    const keys = batch.map((file) => file.key);
    batch = [];
    const named = new Set(
      (await db.selectFrom('claim_documents').select('storage_key').where('storage_key', 'in', keys).execute()).map(
        (row) => row.storage_key,
      ),
    );
    for (const key of keys) {
      if (named.has(key)) continue;
      await storage.remove(key);
      committed += 1;
    }
  };
  for await (const file of storage.list()) {
    if (file.modifiedAt >= olderThan) continue;
    batch.push(file);
    if (batch.length >= keysPerQuery) await sweep();
  }
  if (batch.length > 0) await sweep();
  return { staged, committed };
}
