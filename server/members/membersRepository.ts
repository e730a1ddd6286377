import type { Kysely, Selectable } from 'kysely';
import type { Database, ClassMembersTable } from '../database/schema.ts';
import { hashPin, normaliseNoticeId } from '../security/credentials.ts';
import type { MemberRecord } from './membersCsv.ts';

export type ClassMember = Selectable<ClassMembersTable>;

// Well under SQLite's limit of bound parameters per statement (16 columns per row), and
// PostgreSQL's 65,535.
const rowsPerStatement = 500;

type MemberRow = ClassMembersTable;

/** How a batch of members changed the table. */
export interface MemberWriteCounts {
  /** Notice IDs not in the table before. */
  inserted: number;
  /** Members already there whose row differed (another PIN, address, form…); written again. */
  updated: number;
  /** Members already there exactly as the file has them; left alone, updated_at included. */
  unchanged: number;
}

/** The stored row of a member: the Notice ID normalised, the PIN only as its HMAC under the pepper. */
function memberRow(member: MemberRecord, pepper: string, timestamp: string): MemberRow {
  return {
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
  };
}

const comparedColumns = [
  'pin_hash',
  'first_name',
  'last_name',
  'street_line1',
  'street_line2',
  'city',
  'sub_division',
  'postal_code',
  'country',
  'email',
  'forms',
  'vehicles',
  'claim_status',
] as const satisfies readonly (keyof MemberRow)[];

function sameMember(stored: Pick<MemberRow, (typeof comparedColumns)[number]>, row: MemberRow): boolean {
  return comparedColumns.every((column) => stored[column] === row[column]);
}

/**
 * Inserts or updates members by Notice ID, in one transaction, hashing each PIN, and says how many
 * were new, changed and unchanged. Running it again with the same members writes nothing, so it is
 * safe on every start and for every re-import. When a Notice ID repeats in the list, the last one
 * wins (importMembers reports the repeat).
 */
export async function upsertMembers(
  db: Kysely<Database>,
  members: readonly MemberRecord[],
  pepper: string,
  now: Date,
): Promise<MemberWriteCounts> {
  const timestamp = now.toISOString();
  const byNoticeId = new Map<string, MemberRow>();
  for (const member of members) {
    const row = memberRow(member, pepper, timestamp);
    byNoticeId.delete(row.notice_id);
    byNoticeId.set(row.notice_id, row);
  }
  const rows = [...byNoticeId.values()];
  return db.transaction().execute(async (transaction) => {
    const counts: MemberWriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
    const toWrite: MemberRow[] = [];
    for (let start = 0; start < rows.length; start += rowsPerStatement) {
      const slice = rows.slice(start, start + rowsPerStatement);
      const stored = await transaction
        .selectFrom('class_members')
        .select(['notice_id', ...comparedColumns])
        .where(
          'notice_id',
          'in',
          slice.map((row) => row.notice_id),
        )
        .execute();
      const storedById = new Map(stored.map((row) => [row.notice_id, row]));
      for (const row of slice) {
        const before = storedById.get(row.notice_id);
        if (!before) counts.inserted += 1;
        else if (sameMember(before, row)) {
          counts.unchanged += 1;
          continue;
        } else counts.updated += 1;
        toWrite.push(row);
      }
    }
    for (let start = 0; start < toWrite.length; start += rowsPerStatement) {
      await transaction
        .insertInto('class_members')
        .values(toWrite.slice(start, start + rowsPerStatement))
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
    return counts;
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
