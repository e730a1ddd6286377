import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ClaimDocumentsTable, Database } from '../database/schema.ts';
import type { DocumentStorage, StagedFile } from './documentStorage.ts';

export type ClaimDocument = Selectable<ClaimDocumentsTable>;

/** A checked document, staged and ready to be stored with a claim. */
export interface NewDocument {
  documentContextClientId: string;
  documentType: string | null;
  fileName: string;
  declaredType: string;
  contentType: string;
  size: number;
  sha256: string;
  staged: StagedFile;
}

/** A document whose file is in place under its final key, ready for its row. */
export interface CommittedDocument extends NewDocument {
  id: string;
  storageKey: string;
}

/**
 * Moves a claim's staged files to their final keys (`<claim id>/<document id>`), each durable
 * once its commit resolves. Each key is pushed to `committedKeys` at once, so the caller can remove
 * the files again if anything after fails.
 */
export async function commitDocumentFiles(
  storage: DocumentStorage,
  claimId: string,
  documents: readonly NewDocument[],
  committedKeys: string[],
): Promise<CommittedDocument[]> {
  const committed: CommittedDocument[] = [];
  for (const document of documents) {
    const id = randomUUID();
    const storageKey = `${claimId}/${id}`;
    await storage.commit(document.staged, storageKey);
    committedKeys.push(storageKey);
    committed.push({ ...document, id, storageKey });
  }
  return committed;
}

/** Removes the files of an attempt that stored no rows; a file already gone is no error. */
export async function removeDocumentFiles(storage: DocumentStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key)));
}

/** Inserts the rows of documents already committed to storage, inside the caller's transaction. */
export async function insertDocumentRows(
  transaction: Transaction<Database>,
  claim: { id: string; formType: string },
  documents: readonly CommittedDocument[],
  now: Date,
): Promise<void> {
  if (documents.length === 0) return;
  await transaction
    .insertInto('claim_documents')
    .values(
      documents.map((document) => ({
        id: document.id,
        claim_id: claim.id,
        form_type: claim.formType,
        document_context_client_id: document.documentContextClientId,
        document_type: document.documentType,
        file_name: document.fileName,
        declared_type: document.declaredType,
        content_type: document.contentType,
        size: document.size,
        sha256: document.sha256,
        storage_key: document.storageKey,
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/**
 * Stores documents with their rows so that both go in or neither does. The order is what makes a
 * crash at any instant safe:
 * 1. the files are moved to their final keys and fsync'd (file and folder), outside any
 *    transaction, so no database lock waits on the disk;
 * 2. one transaction inserts the rows (with the caller's work, e.g. the claim row) and commits
 *    (SQLite synchronous=FULL, PostgreSQL synchronous_commit=on): only now is the claim acknowledged;
 * 3. if anything fails, the files of step 1 are removed.
 * A row therefore never names a file that is not on disk. A crash between 1 and 2 leaves files no
 * row names: removeOrphanFiles sweeps them at the next start.
 */
export async function inTransactionWithFiles<T>(
  db: Kysely<Database>,
  storage: DocumentStorage,
  files: { claimId: string; documents: readonly NewDocument[] },
  work: (transaction: Transaction<Database>, committed: readonly CommittedDocument[]) => Promise<T>,
): Promise<T> {
  const committedKeys: string[] = [];
  try {
    const committed = await commitDocumentFiles(storage, files.claimId, files.documents, committedKeys);
    return await db.transaction().execute((transaction) => work(transaction, committed));
  } catch (error) {
    await removeDocumentFiles(storage, committedKeys);
    throw error;
  }
}

/** The documents of a claim, oldest first. */
export async function documentsOfClaim(db: Kysely<Database>, claimId: string): Promise<ClaimDocument[]> {
  return db
    .selectFrom('claim_documents')
    .selectAll()
    .where('claim_id', '=', claimId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
