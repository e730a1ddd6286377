import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { isUniqueViolation } from '../database/createDatabase.ts';
import type { Database } from '../database/schema.ts';
import { inTransactionWithFiles, storeDocuments, type NewDocument } from '../documents/claimDocumentsRepository.ts';
import type { DocumentStorage } from '../documents/documentStorage.ts';
import { newReferenceCode } from './referenceCode.ts';

export interface NewClaim {
  formType: string;
  noticeId: string;
  culture: string;
  configHash: string;
  models: unknown;
  signature: string;
  attestationText: string;
}

// With 40 random bits a clash is already rare at a million claims; five in a row means a bug.
const referenceCodeAttempts = 5;

/** The documents filed with a claim, and where their files go. */
export interface ClaimFiles {
  storage: DocumentStorage;
  documents: readonly NewDocument[];
}

/**
 * Stores a claim and its documents in one transaction and returns its reference code: the claim
 * row, the document rows and the files (moved from staging) go in together or not at all. A clash
 * on the unique reference code is retried with a new code; any other failure stores nothing and is
 * thrown.
 */
export async function insertClaim(
  db: Kysely<Database>,
  claim: NewClaim,
  referenceCodePrefix: string,
  now: Date,
  files?: ClaimFiles,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const referenceCode = newReferenceCode(referenceCodePrefix);
    const id = randomUUID();
    try {
      const work = async (transaction: Transaction<Database>, committedKeys: string[]) => {
        await transaction
          .insertInto('claims')
          .values({
            id,
            reference_code: referenceCode,
            form_type: claim.formType,
            notice_id: claim.noticeId,
            culture: claim.culture,
            config_hash: claim.configHash,
            created_at: now.toISOString(),
            models: JSON.stringify(claim.models),
            signature: claim.signature,
            attestation_text: claim.attestationText,
          })
          .execute();
        if (files) {
          await storeDocuments(
            transaction,
            files.storage,
            { id, formType: claim.formType },
            files.documents,
            now,
            committedKeys,
          );
        }
      };
      if (files) await inTransactionWithFiles(db, files.storage, work);
      else await db.transaction().execute((transaction) => work(transaction, []));
      return referenceCode;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= referenceCodeAttempts) throw error;
    }
  }
}

/** A filed claim, as a documents upload finds it. */
export interface FiledClaim {
  id: string;
  referenceCode: string;
  formType: string;
  /** When it was filed (ISO 8601, UTC). */
  createdAt: string;
}

/** The claim a member filed last (a documents upload adds to it), or undefined when they filed none. */
export async function findFiledClaim(db: Kysely<Database>, noticeId: string): Promise<FiledClaim | undefined> {
  const row = await db
    .selectFrom('claims')
    .select(['id', 'reference_code', 'form_type', 'created_at'])
    .where('notice_id', '=', noticeId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row
    ? { id: row.id, referenceCode: row.reference_code, formType: row.form_type, createdAt: row.created_at }
    : undefined;
}

/** Adding the documents would take the claim past its limit; nothing was stored. */
export class ClaimDocumentLimitError extends Error {
  constructor() {
    super('The claim would hold more documents than allowed.');
    this.name = 'ClaimDocumentLimitError';
  }
}

/**
 * Adds documents to a filed claim (DocumentsUpload): the rows and the files go in together or not
 * at all, like a claim filed with its documents. The claim's document count is checked in the same
 * transaction, so two uploads at once cannot pass `maxDocuments` between them.
 */
export async function addDocumentsToClaim(
  db: Kysely<Database>,
  claim: FiledClaim,
  files: ClaimFiles,
  now: Date,
  maxDocuments: number,
): Promise<void> {
  await inTransactionWithFiles(db, files.storage, async (transaction, committedKeys) => {
    const { count } = await transaction
      .selectFrom('claim_documents')
      .select((select) => select.fn.countAll<number | string>().as('count'))
      .where('claim_id', '=', claim.id)
      .executeTakeFirstOrThrow();
    if (Number(count) + files.documents.length > maxDocuments) throw new ClaimDocumentLimitError();
    await storeDocuments(
      transaction,
      files.storage,
      { id: claim.id, formType: 'DocumentsUpload' },
      files.documents,
      now,
      committedKeys,
    );
  });
}
