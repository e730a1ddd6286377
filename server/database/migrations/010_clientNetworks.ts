import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * authorize_attempts.client_network: the network the attempt's address counts as
 * (security/clientNetwork.ts: an IPv4 address, or an IPv6 /64), which the per-address failure
 * budget counts by, so a client cannot step round it through the 2^64 addresses of its IPv6
 * prefix. client_ip keeps the address itself for the audit trail. Rows from before take their
 * address as their network: IPv4 is the same, and an IPv6 row counts apart for the one window
 * after the upgrade. The address index gives way to one on the network.
 */
export const clientNetworksMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('authorize_attempts').addColumn('client_network', 'text').execute();
    await db
      .updateTable('authorize_attempts')
      .set((update) => ({ client_network: update.ref('client_ip') }))
      .execute();
    await db.schema.dropIndex('authorize_attempts_address_index').execute();
    await db.schema
      .createIndex('authorize_attempts_network_index')
      .on('authorize_attempts')
      .columns(['client_network', 'created_at'])
      .execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.dropIndex('authorize_attempts_network_index').execute();
    await db.schema
      .createIndex('authorize_attempts_address_index')
      .on('authorize_attempts')
      .columns(['client_ip', 'created_at'])
      .execute();
    await db.schema.alterTable('authorize_attempts').dropColumn('client_network').execute();
  },
};
