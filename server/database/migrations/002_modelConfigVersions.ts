import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Every model config the server has served, by its metadataHash, so a submission made against a
 * version that has since changed is still checked with the rules the claimant was shown. Text
 * columns only, as in 001, so it runs the same on SQLite and PostgreSQL.
 */
export const modelConfigVersionsMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('model_config_versions')
      .addColumn('metadata_hash', 'text', (column) => column.primaryKey())
      .addColumn('config', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('model_config_versions').execute();
  },
};
