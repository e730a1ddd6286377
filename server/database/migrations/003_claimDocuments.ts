import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The documents of each claim: one row per file, its bytes in document storage under storage_key.
 * Portable column types only (text and integer), so it runs the same on SQLite and PostgreSQL.
 */
export const claimDocumentsMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('claim_documents')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('claim_id', 'text', (column) => column.notNull().references('claims.id'))
      .addColumn('form_type', 'text', (column) => column.notNull())
      .addColumn('document_context_client_id', 'text', (column) => column.notNull())
      .addColumn('document_type', 'text')
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('declared_type', 'text', (column) => column.notNull())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('size', 'integer', (column) => column.notNull())
      .addColumn('sha256', 'text', (column) => column.notNull())
      .addColumn('storage_key', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('claim_documents_claim_id_index').on('claim_documents').column('claim_id').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('claim_documents').execute();
  },
};
