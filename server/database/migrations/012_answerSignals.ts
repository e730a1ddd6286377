import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Two more fraud signals of a claim, in claim_signals: changed_from_notice, the answers the
 * claimant changed from what the notice prefilled, and mixed_script_names, the names whose words
 * mix scripts (look-alike letters). Each holds field keys ("claimantInfo.lastName"), comma
 * separated, never a value; null when there are none. Claims from before have none.
 */
export const answerSignalsMigration: Migration = {
  // Migrations see the database as it was when they were written, not the current schema type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('claim_signals').addColumn('changed_from_notice', 'text').execute();
    await db.schema.alterTable('claim_signals').addColumn('mixed_script_names', 'text').execute();
  },

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async down(db: Kysely<any>): Promise<void> {
    await db.schema.alterTable('claim_signals').dropColumn('mixed_script_names').execute();
    await db.schema.alterTable('claim_signals').dropColumn('changed_from_notice').execute();
  },
};
