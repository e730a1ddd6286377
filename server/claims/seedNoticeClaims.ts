import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { SettlementService } from '../settlement/settlementService.ts';
import { newReferenceCode } from './referenceCode.ts';

/**
 * Members whose notice records a claim already filed (a claimStatus in members.csv, e.g. a paper
 * claim) get that claim in the database, once: so they can add documents to it (DocumentsUpload)
 * and look it up. It holds what the notice knows (no answers, no signature) and keeps its
 * reference code across restarts. Several servers starting at once on one PostgreSQL record each
 * such claim once: the first locks those members' rows, the others wait, then find its claims.
 */
export async function seedNoticeClaims(
  db: Kysely<Database>,
  settlement: SettlementService,
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (transaction) => {
    // A no-op update takes the row locks (no dialect-specific `for update`); the select after it
    // sees what a server that held them before committed.
    await transaction
      .updateTable('class_members')
      .set((update) => ({ claim_status: update.ref('claim_status') }))
      .where('claim_status', 'is not', null)
      .execute();
    return seedUnrecorded(transaction, settlement, now);
  });
}

async function seedUnrecorded(db: Kysely<Database>, settlement: SettlementService, now: Date): Promise<number> {
  const members = await db
    .selectFrom('class_members')
    .leftJoin('claims', 'claims.notice_id', 'class_members.notice_id')
    .select(['class_members.notice_id', 'class_members.forms', 'class_members.first_name', 'class_members.last_name'])
    .where('class_members.claim_status', 'is not', null)
    .where('claims.id', 'is', null)
    .execute();
  for (const member of members) {
    const forms = JSON.parse(member.forms) as string[];
    const formType = forms.find((form) => form === 'Standard' || form === 'Automotive') ?? 'Standard';
    const offered = settlement.settlement.forms.includes(formType as 'Standard' | 'Automotive');
    await db
      .insertInto('claims')
      .values({
        id: randomUUID(),
        reference_code: newReferenceCode(settlement.settlement.referenceCodePrefix),
        form_type: formType,
        notice_id: member.notice_id,
        culture: settlement.settlement.cultures.default,
        config_hash: offered ? settlement.configVersion(formType as 'Standard' | 'Automotive') : '',
        created_at: now.toISOString(),
        models: JSON.stringify({ filedOutsideThisSite: true }),
        signature: '',
        attestation_text: '',
      })
      .execute();
  }
  return members.length;
}
