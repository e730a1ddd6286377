import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The first tables. Only portable column types (text) so the same migration runs on SQLite and
 * PostgreSQL; ids are random UUIDs rather than dialect-specific auto-increment columns.
 */
export const initialMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('class_members')
      .addColumn('notice_id', 'text', (column) => column.primaryKey())
      .addColumn('pin_hash', 'text', (column) => column.notNull())
      .addColumn('first_name', 'text', (column) => column.notNull())
      .addColumn('last_name', 'text', (column) => column.notNull())
      .addColumn('street_line1', 'text', (column) => column.notNull())
      .addColumn('street_line2', 'text')
      .addColumn('city', 'text', (column) => column.notNull())
      .addColumn('sub_division', 'text')
      .addColumn('postal_code', 'text', (column) => column.notNull())
      .addColumn('country', 'text', (column) => column.notNull())
      .addColumn('email', 'text')
      .addColumn('forms', 'text', (column) => column.notNull())
      .addColumn('vehicles', 'text', (column) => column.notNull())
      .addColumn('claim_status', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();

    await db.schema
      .createTable('claims')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('reference_code', 'text', (column) => column.notNull().unique())
      .addColumn('form_type', 'text', (column) => column.notNull())
      .addColumn('notice_id', 'text', (column) => column.notNull().references('class_members.notice_id'))
      .addColumn('culture', 'text', (column) => column.notNull())
      .addColumn('config_hash', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('models', 'text', (column) => column.notNull())
      .addColumn('signature', 'text', (column) => column.notNull())
      .addColumn('attestation_text', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('claims_notice_id_index').on('claims').column('notice_id').execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id_hash', 'text', (column) => column.primaryKey())
      .addColumn('data', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('sessions_expires_at_index').on('sessions').column('expires_at').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('sessions').execute();
    await db.schema.dropTable('claims').execute();
    await db.schema.dropTable('class_members').execute();
  },
};
