import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A claim's record for the case team and for safe retries:
 * - status ('Received' when filed here; Lookup shows it unless the notice list has its own);
 * - idempotency_key and request_fingerprint: the key the client sent with the attempt and a hash of
 *   what it sent, unique per member and form type, so a retried submission finds the claim its
 *   first try filed instead of filing a second one;
 * - what the request showed, for fraud review: client address, user agent, Accept-Language, the
 *   session id's hash, seconds from authorize to submit, and the captcha's result and score.
 * Text and integer columns only, as in 001, so it runs the same on SQLite and PostgreSQL. Both
 * databases treat NULLs as distinct in a unique index, so claims without a key never clash.
 */
export const claimRecordMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    // SQLite adds one column per ALTER TABLE statement.
    const columns: Array<[string, 'text' | 'integer']> = [
      ['idempotency_key', 'text'],
      ['request_fingerprint', 'text'],
      ['client_ip', 'text'],
      ['user_agent', 'text'],
      ['accept_language', 'text'],
      ['session_id_hash', 'text'],
      ['time_to_complete_seconds', 'integer'],
      ['captcha_result', 'text'],
      ['captcha_score', 'text'],
    ];
    await db.schema
      .alterTable('claims')
      .addColumn('status', 'text', (column) => column.notNull().defaultTo('Received'))
      .execute();
    for (const [name, type] of columns) await db.schema.alterTable('claims').addColumn(name, type).execute();
    await db.schema
      .createIndex('claims_idempotency_key_index')
      .on('claims')
      .columns(['notice_id', 'form_type', 'idempotency_key'])
      .unique()
      .execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('claims_idempotency_key_index').execute();
    for (const name of [
      'captcha_score',
      'captcha_result',
      'time_to_complete_seconds',
      'session_id_hash',
      'accept_language',
      'user_agent',
      'client_ip',
      'request_fingerprint',
      'idempotency_key',
      'status',
    ])
      await db.schema.alterTable('claims').dropColumn(name).execute();
  },
};
