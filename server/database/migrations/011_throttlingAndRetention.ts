import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Throttling that cannot be turned against claimants, and an audit trail of bounded size
 * (security/authorizeWaits.ts, security/refusedAttempts.ts):
 * - notice_attempt_locks gains the Notice ID's consecutive failures (NIST SP 800-63B §5.2.2
 *   counts them to 100; a right PIN sets them back to 0) and, with the captcha off, its wait:
 *   when it ends (wait_until) and how long it was (wait_seconds), which the next wait doubles;
 * - network_waits: the wait each client network has earned by failing past a budget, the same
 *   on every server sharing the database;
 * - refused_attempts: attempts refused before the credentials were checked (the per-minute
 *   filter, a wait, no captcha, a malformed request, the honeypot), counted per hour, network,
 *   form type and outcome instead of a row each, so a flood from one address writes one row an
 *   hour. The empty string stands for "no address" in client_network: a key column cannot be null.
 * Text and integer columns only, as in 001, so it runs the same on SQLite and PostgreSQL.
 */
export const throttlingAndRetentionMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema
      .alterTable('notice_attempt_locks')
      .addColumn('consecutive_failures', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('notice_attempt_locks').addColumn('wait_seconds', 'integer').execute();
    await db.schema.alterTable('notice_attempt_locks').addColumn('wait_until', 'text').execute();

    await db.schema
      .createTable('network_waits')
      .addColumn('client_network', 'text', (column) => column.primaryKey())
      .addColumn('wait_seconds', 'integer', (column) => column.notNull())
      .addColumn('wait_until', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('network_waits_wait_until_index').on('network_waits').column('wait_until').execute();

    await db.schema
      .createTable('refused_attempts')
      .addColumn('hour_start', 'text', (column) => column.notNull())
      .addColumn('client_network', 'text', (column) => column.notNull())
      .addColumn('form_type', 'text', (column) => column.notNull())
      .addColumn('outcome', 'text', (column) => column.notNull())
      .addColumn('count', 'integer', (column) => column.notNull())
      .addPrimaryKeyConstraint('refused_attempts_primary_key', ['hour_start', 'client_network', 'form_type', 'outcome'])
      .execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropTable('refused_attempts').execute();
    await db.schema.dropTable('network_waits').execute();
    for (const column of ['wait_until', 'wait_seconds', 'consecutive_failures'])
      await db.schema.alterTable('notice_attempt_locks').dropColumn(column).execute();
  },
};
