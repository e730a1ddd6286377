import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * What resists credential guessing, bots and fraud, kept in the database so that every server
 * sharing it counts the same (in-memory counters multiply with the number of servers):
 * - authorize_attempts: one row per authorize attempt, the audit trail (time, normalised Notice ID,
 *   outcome, address, user agent; never the PIN) and what the failure budgets count, per Notice ID,
 *   per address and overall, over sliding windows;
 * - notice_attempt_locks: one row per Notice ID tried lately, whose row lock makes two attempts on
 *   the same Notice ID take turns, so "at most 10 failures a day" holds exactly across servers;
 * - request_counters: fixed-window counters (submissions per address and per session);
 * - claim_signals: per claim, the fraud signals the case team reviews (keyed hashes of the
 *   address, email and payout account, never the values; counts of claims sharing them; a
 *   disposable email domain; the honeypot).
 * Text and integer columns only, as in 001, so it runs the same on SQLite and PostgreSQL.
 */
export const abuseResistanceMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .createTable('authorize_attempts')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('form_type', 'text', (column) => column.notNull())
      .addColumn('notice_id', 'text')
      .addColumn('outcome', 'text', (column) => column.notNull())
      .addColumn('client_ip', 'text')
      .addColumn('user_agent', 'text')
      .execute();
    await db.schema
      .createIndex('authorize_attempts_notice_index')
      .on('authorize_attempts')
      .columns(['notice_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('authorize_attempts_address_index')
      .on('authorize_attempts')
      .columns(['client_ip', 'created_at'])
      .execute();
    await db.schema
      .createIndex('authorize_attempts_outcome_index')
      .on('authorize_attempts')
      .columns(['outcome', 'created_at'])
      .execute();
    await db.schema
      .createIndex('authorize_attempts_created_at_index')
      .on('authorize_attempts')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('notice_attempt_locks')
      .addColumn('notice_id', 'text', (column) => column.primaryKey())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('notice_attempt_locks_updated_at_index')
      .on('notice_attempt_locks')
      .column('updated_at')
      .execute();

    await db.schema
      .createTable('request_counters')
      .addColumn('counter_key', 'text', (column) => column.notNull())
      .addColumn('window_start', 'text', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('request_counters_primary_key', ['counter_key', 'window_start'])
      .execute();
    await db.schema
      .createIndex('request_counters_expires_at_index')
      .on('request_counters')
      .column('expires_at')
      .execute();

    await db.schema
      .createTable('claim_signals')
      .addColumn('claim_id', 'text', (column) => column.primaryKey().references('claims.id'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('address_hash', 'text')
      .addColumn('address_claims_last_hour', 'integer', (column) => column.notNull())
      .addColumn('address_claims_last_day', 'integer', (column) => column.notNull())
      .addColumn('email_hash', 'text')
      .addColumn('payout_account_hash', 'text')
      .addColumn('disposable_email', 'integer', (column) => column.notNull())
      .addColumn('honeypot', 'integer', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('claim_signals_address_index')
      .on('claim_signals')
      .columns(['address_hash', 'created_at'])
      .execute();
    await db.schema.createIndex('claim_signals_email_index').on('claim_signals').column('email_hash').execute();
    await db.schema
      .createIndex('claim_signals_payout_account_index')
      .on('claim_signals')
      .column('payout_account_hash')
      .execute();
    await db.schema
      .createIndex('claim_signals_created_at_index')
      .on('claim_signals')
      .columns(['created_at', 'claim_id'])
      .execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    for (const table of ['claim_signals', 'request_counters', 'notice_attempt_locks', 'authorize_attempts'])
      await db.schema.dropTable(table).execute();
  },
};
