import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * claims.answers_sealed: 1 when every answer of the claim and its signature are sealed under its
 * data key (claims/claimSealing.ts: each model's fields one sealed token, the signature another),
 * 0 for claims stored before, whose sensitive values alone were sealed, one by one, and whose
 * signature is in the clear. Readers open each kind its own way, never guessing from the values.
 * And an index on each key id column (claims.data_key_id, drafts.key_id): at start the server
 * lists the keys stored data was sealed with, a few index seeks however many rows there are, and
 * refuses to start when it holds none of them (security/storedDataKeys.ts).
 */
export const sealedAnswersMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .alterTable('claims')
      .addColumn('answers_sealed', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('claims_data_key_id_index').on('claims').column('data_key_id').execute();
    await db.schema.createIndex('drafts_key_id_index').on('drafts').column('key_id').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('drafts_key_id_index').execute();
    await db.schema.dropIndex('claims_data_key_id_index').execute();
    await db.schema.alterTable('claims').dropColumn('answers_sealed').execute();
  },
};
