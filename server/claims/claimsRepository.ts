import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../database/createDatabase.ts';
import type { Database } from '../database/schema.ts';
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

/**
 * Stores a claim in one transaction and returns its reference code. A clash on the unique
 * reference code is retried with a new code; any other failure stores nothing and is thrown.
 */
export async function insertClaim(
  db: Kysely<Database>,
  claim: NewClaim,
  referenceCodePrefix: string,
  now: Date,
): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const referenceCode = newReferenceCode(referenceCodePrefix);
    try {
      await db.transaction().execute(async (transaction) => {
        await transaction
          .insertInto('claims')
          .values({
            id: randomUUID(),
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
      });
      return referenceCode;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= referenceCodeAttempts) throw error;
    }
  }
}
