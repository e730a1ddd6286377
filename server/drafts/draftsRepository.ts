import type { Kysely } from 'kysely';
import { draftContent, type DraftContent } from '#pages-config/api/drafts.ts';
import type { Database } from '../database/schema.ts';
import type { DataEncryption } from '../security/dataEncryption.ts';

/**
 * How long a draft is kept after its last save, unless the form's filing deadline comes first: a
 * claimant who pauses comes back within weeks (VA.gov keeps its saved forms 60 days); a draft no
 * one came back to for three months is personal data with no use, and is deleted.
 */
export const draftLifetimeDays = 90;

/** When a draft saved `now` stops counting: 90 days on, or the form's deadline if that is sooner. */
export function draftExpiry(now: Date, deadline: Date | null): Date {
  const lifetimeEnd = new Date(now.getTime() + draftLifetimeDays * 24 * 60 * 60_000);
  return deadline && deadline.getTime() < lifetimeEnd.getTime() ? deadline : lifetimeEnd;
}

/**
 * What the seal is bound to: a ciphertext copied into another member's (or form's) row does not
 * open there.
 */
function sealContext(noticeId: string, formType: string): string {
  return `drafts/${noticeId}/${formType}`;
}

export interface DraftKey {
  /** The normalised Notice ID of the member who authorized. */
  noticeId: string;
  formType: string;
}

/** Saves (or replaces) a member's draft of a form type, sealed with the current data key. */
export async function saveDraft(
  db: Kysely<Database>,
  encryption: DataEncryption,
  key: DraftKey,
  content: DraftContent,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  const sealed = encryption.seal(JSON.stringify(content), sealContext(key.noticeId, key.formType));
  const at = now.toISOString();
  await db
    .insertInto('drafts')
    .values({
      notice_id: key.noticeId,
      form_type: key.formType,
      key_id: sealed.keyId,
      ciphertext: sealed.ciphertext,
      created_at: at,
      updated_at: at,
      expires_at: expiresAt.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['notice_id', 'form_type']).doUpdateSet({
        key_id: sealed.keyId,
        ciphertext: sealed.ciphertext,
        updated_at: at,
        expires_at: expiresAt.toISOString(),
      }),
    )
    .execute();
}

export interface FoundDraft {
  content: DraftContent;
  /** When it was last saved (ISO 8601, UTC). */
  savedAt: string;
}

/**
 * A member's draft of a form type, opened; undefined when there is none or it expired. A draft
 * that cannot be opened (its key is no longer configured, or its bytes were changed) throws
 * DecryptionError; one whose content no longer has a draft's shape is answered as none.
 */
export async function findDraft(
  db: Kysely<Database>,
  encryption: DataEncryption,
  key: DraftKey,
  now: Date,
): Promise<FoundDraft | undefined> {
  const row = await db
    .selectFrom('drafts')
    .select(['key_id', 'ciphertext', 'updated_at'])
    .where('notice_id', '=', key.noticeId)
    .where('form_type', '=', key.formType)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  const plaintext = encryption.open(
    { keyId: row.key_id, ciphertext: row.ciphertext },
    sealContext(key.noticeId, key.formType),
  );
  const parsed = draftContent.safeParse(JSON.parse(plaintext));
  return parsed.success ? { content: parsed.data, savedAt: row.updated_at } : undefined;
}

/**
 * Deletes a member's draft of a form type. Takes a transaction too: a filed claim deletes its
 * draft in the transaction that stores it, so the answers never outlive the claim in two places.
 */
export async function deleteDraft(db: Kysely<Database>, key: DraftKey): Promise<void> {
  await db.deleteFrom('drafts').where('notice_id', '=', key.noticeId).where('form_type', '=', key.formType).execute();
}

/** Deletes every expired draft; returns how many. */
export async function deleteExpiredDrafts(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('drafts').where('expires_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
