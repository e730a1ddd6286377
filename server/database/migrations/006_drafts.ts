import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Drafts of unfinished claims (save and resume): one row per member and form type, the answers
 * sealed with AES-256-GCM (server/security/dataEncryption.ts) beside the id of the key that sealed
 * them, and when the row stops counting. Text columns only, as in 001, so it runs the same on
 * SQLite and PostgreSQL.
 */
export const draftsMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('drafts')
      .addColumn('notice_id', 'text', (column) => column.notNull().references('class_members.notice_id'))
      .addColumn('form_type', 'text', (column) => column.notNull())
      .addColumn('key_id', 'text', (column) => column.notNull())
      .addColumn('ciphertext', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('drafts_primary_key', ['notice_id', 'form_type'])
      .execute();
    await db.schema.createIndex('drafts_expires_at_index').on('drafts').column('expires_at').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('drafts').execute();
  },
};
