import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../database/createDatabase.ts';
import { deleteDraft } from '../drafts/draftsRepository.ts';
import type { Database } from '../database/schema.ts';
import {
  commitDocumentFiles,
  inTransactionWithFiles,
  insertDocumentRows,
  removeDocumentFiles,
  type NewDocument,
} from '../documents/claimDocumentsRepository.ts';
import type { DocumentStorage } from '../documents/documentStorage.ts';
import type { KeyService } from '../security/dataEncryption.ts';
import { sealClaim, type SensitiveFields } from './claimSealing.ts';
import { newReferenceCode } from './referenceCode.ts';
import { insertClaimSignals, type ClaimSignalInput } from './claimSignals.ts';

export interface NewClaim {
  formType: string;
  noticeId: string;
  culture: string;
  configHash: string;
  models: unknown;
  signature: string;
  attestationText: string;
  /** The attempt's Idempotency-Key and the fingerprint of what it sent; none when the client sent no key. */
  idempotency?: { key: string; fingerprint: string } | undefined;
  /** What the request showed, for the case team's fraud review. */
  request?: ClaimRequestRecord | undefined;
  /**
   * How many claims of this form type the member may file (the settlement's claimsPerMember);
   * none: no limit. Checked in the filing transaction, under the member's row lock.
   */
  claimsPerMember?: number | undefined;
  /** The fraud signals stored with the claim (claimSignals.ts). */
  signals?: ClaimSignalInput | undefined;
  /**
   * The key service that wraps the claim's data key, under which every answer and the signature
   * are stored sealed (claimSealing.ts), and the sensitive fields of `models`, listed beside for
   * the export's masking.
   */
  sealing: { keyService: KeyService; sensitiveFields: SensitiveFields };
}

/** What a claim's request showed (see ClaimsTable for each column). */
export interface ClaimRequestRecord {
  clientIp: string | null;
  userAgent: string | null;
  acceptLanguage: string | null;
  sessionIdHash: string | null;
  timeToCompleteSeconds: number | null;
  captchaResult: string | null;
  captchaScore: string | null;
}

/**
 * How a submission with an idempotency key ended: filed now, or already filed by an earlier attempt
 * with the same key (the same reference code again), or that key was used with other answers.
 */
export type FiledClaimOutcome =
  | { kind: 'filed'; referenceCode: string }
  | { kind: 'alreadyFiled'; referenceCode: string }
  | { kind: 'keyReusedWithOtherAnswers' }
  | { kind: 'claimLimitReached'; referenceCode: string };

/** Thrown inside the filing transaction to roll it back and answer `outcome` instead. */
class NotFiledError extends Error {
  readonly outcome: FiledClaimOutcome;
  constructor(outcome: FiledClaimOutcome) {
    super(`Claim not filed: ${outcome.kind}`);
    this.outcome = outcome;
  }
}

/** The claims a member has filed with a form type: how many, and the first one's reference code. */
export async function filedClaimsOf(
  db: Kysely<Database>,
  noticeId: string,
  formType: string,
): Promise<{ count: number; firstReferenceCode: string | null }> {
  const rows = await db
    .selectFrom('claims')
    .select('reference_code')
    .where('notice_id', '=', noticeId)
    .where('form_type', '=', formType)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { count: rows.length, firstReferenceCode: rows[0]?.reference_code ?? null };
}

/**
 * The member's claim limit, checked inside the filing transaction: a no-op update takes the
 * member's row lock first (the same SQL on both databases), so two submissions of one member, on
 * any servers sharing the database, take turns, and the second sees the first's claim. An attempt
 * whose Idempotency-Key an earlier claim carries is that claim, answered again, not another one.
 */
async function checkClaimLimit(transaction: Kysely<Database>, claim: NewClaim): Promise<void> {
  if (claim.claimsPerMember === undefined) return;
  await transaction
    .updateTable('class_members')
    .set((update) => ({ notice_id: update.ref('notice_id') }))
    .where('notice_id', '=', claim.noticeId)
    .execute();
  const scope = { noticeId: claim.noticeId, formType: claim.formType };
  const earlier = claim.idempotency ? await findByIdempotencyKey(transaction, scope, claim.idempotency) : undefined;
  if (earlier) throw new NotFiledError(earlier);
  const filed = await filedClaimsOf(transaction, claim.noticeId, claim.formType);
  if (filed.count >= claim.claimsPerMember)
    throw new NotFiledError({ kind: 'claimLimitReached', referenceCode: filed.firstReferenceCode ?? '' });
}

/** The claim an earlier attempt with this key filed, matched against this attempt's fingerprint. */
export async function findByIdempotencyKey(
  db: Kysely<Database>,
  scope: { noticeId: string; formType: string },
  idempotency: { key: string; fingerprint: string },
): Promise<FiledClaimOutcome | undefined> {
  const row = await db
    .selectFrom('claims')
    .select(['reference_code', 'request_fingerprint'])
    .where('notice_id', '=', scope.noticeId)
    .where('form_type', '=', scope.formType)
    .where('idempotency_key', '=', idempotency.key)
    .executeTakeFirst();
  if (!row) return undefined;
  return row.request_fingerprint === idempotency.fingerprint
    ? { kind: 'alreadyFiled', referenceCode: row.reference_code }
    : { kind: 'keyReusedWithOtherAnswers' };
}

// With 40 random bits a clash is already rare at a million claims; five in a row means a bug.
const referenceCodeAttempts = 5;

/** The documents filed with a claim, and where their files go. */
export interface ClaimFiles {
  storage: DocumentStorage;
  documents: readonly NewDocument[];
}

/**
 * Stores a claim and its documents and returns its reference code: the files are put in place
 * first, then the claim row and the document rows go in one transaction (see
 * inTransactionWithFiles for why this order survives a crash). A clash on the unique reference code
 * is retried with a new code. With an idempotency key, a clash on (member, form type, key) means
 * another attempt with that key committed first (a retry, a double click): this one's files are
 * removed and the winner's claim is answered, the same reference code, or a refusal when that
 * attempt sent other answers. Any other failure stores nothing and is thrown.
 */
export async function insertClaim(
  db: Kysely<Database>,
  claim: NewClaim,
  referenceCodePrefix: string,
  now: Date,
  files?: ClaimFiles,
): Promise<FiledClaimOutcome> {
  const id = randomUUID();
  const committedKeys: string[] = [];
  const sealed = sealClaim(
    claim.sealing.keyService,
    id,
    claim.models as Record<string, unknown>,
    claim.signature,
    claim.sealing.sensitiveFields,
  );
  try {
    const committed = files ? await commitDocumentFiles(files.storage, id, files.documents, committedKeys) : [];
    for (let attempt = 1; ; attempt += 1) {
      const referenceCode = newReferenceCode(referenceCodePrefix);
      try {
        await db.transaction().execute(async (transaction) => {
          await checkClaimLimit(transaction, claim);
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
              models: JSON.stringify(sealed.models),
              data_key_id: sealed.dataKey.keyId,
              wrapped_data_key: sealed.dataKey.ciphertext,
              answers_sealed: 1,
              signature: sealed.signature,
              attestation_text: claim.attestationText,
              status: 'Received',
              idempotency_key: claim.idempotency?.key ?? null,
              request_fingerprint: claim.idempotency?.fingerprint ?? null,
              client_ip: claim.request?.clientIp ?? null,
              user_agent: claim.request?.userAgent ?? null,
              accept_language: claim.request?.acceptLanguage ?? null,
              session_id_hash: claim.request?.sessionIdHash ?? null,
              time_to_complete_seconds: claim.request?.timeToCompleteSeconds ?? null,
              captcha_result: claim.request?.captchaResult ?? null,
              captcha_score: claim.request?.captchaScore ?? null,
            })
            .execute();
          await insertDocumentRows(transaction, { id, formType: claim.formType }, committed, now);
          if (claim.signals) await insertClaimSignals(transaction, id, claim.signals, now);
          // Filed: the member's saved draft of these answers goes with the same commit.
          await deleteDraft(transaction, { noticeId: claim.noticeId, formType: claim.formType });
        });
        return { kind: 'filed', referenceCode };
      } catch (error) {
        if (error instanceof NotFiledError) {
          if (files) await removeDocumentFiles(files.storage, committedKeys);
          return error.outcome;
        }
        if (!isUniqueViolation(error)) throw error;
        // The loser of a race on the key reads the winner's row: the unique index made it wait
        // for the winner's commit (PostgreSQL), or run after it (SQLite's single writer).
        const earlier = claim.idempotency
          ? await findByIdempotencyKey(db, { noticeId: claim.noticeId, formType: claim.formType }, claim.idempotency)
          : undefined;
        if (earlier) {
          if (files) await removeDocumentFiles(files.storage, committedKeys);
          return earlier;
        }
        if (attempt >= referenceCodeAttempts) throw error;
      }
    }
  } catch (error) {
    if (files) await removeDocumentFiles(files.storage, committedKeys);
    throw error;
  }
}

/** A filed claim, as a documents upload finds it. */
export interface FiledClaim {
  id: string;
  referenceCode: string;
  formType: string;
  /** When it was filed (ISO 8601, UTC). */
  createdAt: string;
  /** Where it stands ('Received' when filed). */
  status: string;
}

/** The claim a member filed last (a documents upload adds to it), or undefined when they filed none. */
export async function findFiledClaim(db: Kysely<Database>, noticeId: string): Promise<FiledClaim | undefined> {
  const row = await db
    .selectFrom('claims')
    .select(['id', 'reference_code', 'form_type', 'created_at', 'status'])
    .where('notice_id', '=', noticeId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        referenceCode: row.reference_code,
        formType: row.form_type,
        createdAt: row.created_at,
        status: row.status,
      }
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
 * transaction, after taking the claim's row lock, so two uploads at once cannot pass `maxDocuments`
 * between them, on any server sharing the database.
 */
export async function addDocumentsToClaim(
  db: Kysely<Database>,
  claim: FiledClaim,
  files: ClaimFiles,
  now: Date,
  maxDocuments: number,
): Promise<void> {
  const documents = { claimId: claim.id, documents: files.documents };
  await inTransactionWithFiles(db, files.storage, documents, async (transaction, committed) => {
    // A no-op update takes the claim's row lock, with no dialect-specific `for update`: on
    // PostgreSQL a second upload to this claim waits here until the first commits, then counts its
    // documents too (SQLite lets one write transaction run at a time anyway).
    await transaction.updateTable('claims').set({ id: claim.id }).where('id', '=', claim.id).execute();
    const { count } = await transaction
      .selectFrom('claim_documents')
      .select((select) => select.fn.countAll<number | string>().as('count'))
      .where('claim_id', '=', claim.id)
      .executeTakeFirstOrThrow();
    if (Number(count) + files.documents.length > maxDocuments) throw new ClaimDocumentLimitError();
    await insertDocumentRows(transaction, { id: claim.id, formType: 'DocumentsUpload' }, committed, now);
  });
}
