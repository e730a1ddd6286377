import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Tracked field values (spec §7 POST /api/telemetry/tracking), with when and in which session they
 * came. Text columns only, as in 001, so it runs the same on SQLite and PostgreSQL.
 */
export const trackingEventsMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('tracking_events')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('session_id_hash', 'text', (column) => column.notNull())
      .addColumn('form_type', 'text', (column) => column.notNull())
      .addColumn('field_key', 'text', (column) => column.notNull())
      .addColumn('field_value', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('tracking_events_created_at_index')
      .on('tracking_events')
      .column('created_at')
      .execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('tracking_events').execute();
  },
};
