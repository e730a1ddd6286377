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

/**
 * Inserts the rows of a claim's documents and moves their files from staging to their final keys
 * (`<claim id>/<document id>`), inside the caller's transaction. Each key committed is pushed to
 * `committedKeys` at once, so the caller can remove the files if the transaction fails after them.
 */
export async function storeDocuments(
  transaction: Transaction<Database>,
  storage: DocumentStorage,
  claim: { id: string; formType: string },
  documents: readonly NewDocument[],
  now: Date,
  committedKeys: string[],
): Promise<void> {
  if (documents.length === 0) return;
  const rows = documents.map((document) => {
    const id = randomUUID();
    return {
      id,
      claim_id: claim.id,
      form_type: claim.formType,
      document_context_client_id: document.documentContextClientId,
      document_type: document.documentType,
      file_name: document.fileName,
      declared_type: document.declaredType,
      content_type: document.contentType,
      size: document.size,
      sha256: document.sha256,
      storage_key: `${claim.id}/${id}`,
      created_at: now.toISOString(),
    };
  });
  await transaction.insertInto('claim_documents').values(rows).execute();
  // Files last: a failure before this point has moved nothing.
  for (const [index, row] of rows.entries()) {
    await storage.commit(documents[index]!.staged, row.storage_key);
    committedKeys.push(row.storage_key);
  }
}

/**
 * Runs a transaction that stores documents (see storeDocuments) so that the rows and the files go
 * in together or not at all: if the transaction fails, even at its final commit, every file it had
 * already moved into place is removed again.
 */
export async function inTransactionWithFiles<T>(
  db: Kysely<Database>,
  storage: DocumentStorage,
  work: (transaction: Transaction<Database>, committedKeys: string[]) => Promise<T>,
): Promise<T> {
  const committedKeys: string[] = [];
  try {
    return await db.transaction().execute((transaction) => work(transaction, committedKeys));
  } catch (error) {
    await Promise.all(committedKeys.map((key) => storage.remove(key)));
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
