import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Each claim's own data key, wrapped (envelope encryption of its sensitive fields, see
 * claims/claimSealing.ts): the id of the key-encryption key that wrapped it, and the wrapped key.
 * Both null for a claim with no sensitive value (and for claims stored before this migration).
 */
export const claimDataKeysMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('claims').addColumn('data_key_id', 'text').execute();
    await db.schema.alterTable('claims').addColumn('wrapped_data_key', 'text').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('claims').dropColumn('wrapped_data_key').execute();
    await db.schema.alterTable('claims').dropColumn('data_key_id').execute();
  },
};
