import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * An index on claims by filing time (then id): the claims export reads claims in that order a page
 * at a time and `--since` picks claims by it, so neither sorts or scans the whole table on each
 * page. Portable: a plain two-column index on SQLite and PostgreSQL.
 */
export const claimsCreatedAtIndexMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.createIndex('claims_created_at_index').on('claims').columns(['created_at', 'id']).execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('claims_created_at_index').execute();
  },
};
