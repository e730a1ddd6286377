import type { Kysely, Selectable } from 'kysely';
import type { Database, ClassMembersTable } from '../database/schema.ts';
import { hashPin, normaliseNoticeId } from '../security/credentials.ts';
import type { MemberRecord } from './membersCsv.ts';

export type ClassMember = Selectable<ClassMembersTable>;

// Well under SQLite's limit of bound parameters per statement (16 columns per row).
const rowsPerStatement = 500;

/**
 * Inserts or updates members by Notice ID, in one transaction, hashing each PIN. Running it again
 * with the same file leaves the same rows, so it is safe on every start.
 */
export async function upsertMembers(
  db: Kysely<Database>,
  members: readonly MemberRecord[],
  pepper: string,
  now: Date,
): Promise<void> {
  const timestamp = now.toISOString();
  const rows = members.map((member) => ({
    notice_id: normaliseNoticeId(member.noticeId),
    pin_hash: hashPin(pepper, member.noticeId, member.pin),
    first_name: member.firstName,
    last_name: member.lastName,
    street_line1: member.streetLine1,
    street_line2: member.streetLine2,
    city: member.city,
    sub_division: member.subDivision,
    postal_code: member.postalCode,
    country: member.country,
    email: member.email,
    forms: JSON.stringify(member.forms),
    vehicles: JSON.stringify(member.vehicles),
    claim_status: member.claimStatus,
    created_at: timestamp,
    updated_at: timestamp,
  }));
  await db.transaction().execute(async (transaction) => {
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      await transaction
        .insertInto('class_members')
        .values(rows.slice(start, start + rowsPerStatement))
        .onConflict((conflict) =>
          conflict.column('notice_id').doUpdateSet((update) => ({
            pin_hash: update.ref('excluded.pin_hash'),
            first_name: update.ref('excluded.first_name'),
            last_name: update.ref('excluded.last_name'),
            street_line1: update.ref('excluded.street_line1'),
            street_line2: update.ref('excluded.street_line2'),
            city: update.ref('excluded.city'),
            sub_division: update.ref('excluded.sub_division'),
            postal_code: update.ref('excluded.postal_code'),
            country: update.ref('excluded.country'),
            email: update.ref('excluded.email'),
            forms: update.ref('excluded.forms'),
            vehicles: update.ref('excluded.vehicles'),
            claim_status: update.ref('excluded.claim_status'),
            updated_at: update.ref('excluded.updated_at'),
          })),
        )
        .execute();
    }
  });
}

/** The member with this Notice ID (any spelling), or undefined. */
export async function findMember(db: Kysely<Database>, noticeId: string): Promise<ClassMember | undefined> {
  return db
    .selectFrom('class_members')
    .selectAll()
    .where('notice_id', '=', normaliseNoticeId(noticeId))
    .executeTakeFirst();
}

/** The form types a member may file, from the stored JSON list. */
export function formsOf(member: ClassMember): string[] {
  const forms: unknown = JSON.parse(member.forms);
  return Array.isArray(forms) ? forms.filter((form): form is string => typeof form === 'string') : [];
}

/**
 * Whether a member may authorize for a form type: the forms on their notice, and Lookup and
 * DocumentsUpload for every member (demo-settlement.md: those pages accept any class member).
 */
export function mayAuthorize(member: ClassMember, formType: string): boolean {
  return formType === 'Lookup' || formType === 'DocumentsUpload' || formsOf(member).includes(formType);
}
