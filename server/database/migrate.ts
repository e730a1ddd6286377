import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './schema.ts';
import { initialMigration } from './migrations/001_initial.ts';
import { modelConfigVersionsMigration } from './migrations/002_modelConfigVersions.ts';
import { claimDocumentsMigration } from './migrations/003_claimDocuments.ts';
import { trackingEventsMigration } from './migrations/004_trackingEvents.ts';
import { claimRecordMigration } from './migrations/005_claimRecord.ts';
import { draftsMigration } from './migrations/006_drafts.ts';
import { claimsCreatedAtIndexMigration } from './migrations/007_claimsCreatedAtIndex.ts';
import { claimDataKeysMigration } from './migrations/008_claimDataKeys.ts';
import { abuseResistanceMigration } from './migrations/009_abuseResistance.ts';
import { clientNetworksMigration } from './migrations/010_clientNetworks.ts';
import { throttlingAndRetentionMigration } from './migrations/011_throttlingAndRetention.ts';
import { answerSignalsMigration } from './migrations/012_answerSignals.ts';
import { sealedAnswersMigration } from './migrations/013_sealedAnswers.ts';

/**
 * Every migration, by name. Names sort in the order they must run; the list lives in code (not a
 * folder scan) so it works the same from source, from a bundle and in tests.
 */
const migrations: Record<string, Migration> = {
  '001_initial': initialMigration,
  '002_model_config_versions': modelConfigVersionsMigration,
  '003_claim_documents': claimDocumentsMigration,
  '004_tracking_events': trackingEventsMigration,
  '005_claim_record': claimRecordMigration,
  '006_drafts': draftsMigration,
  '007_claims_created_at_index': claimsCreatedAtIndexMigration,
  '008_claim_data_keys': claimDataKeysMigration,
  '009_abuse_resistance': abuseResistanceMigration,
  '010_client_networks': clientNetworksMigration,
  '011_throttling_and_retention': throttlingAndRetentionMigration,
  '012_answer_signals': answerSignalsMigration,
  '013_sealed_answers': sealedAnswersMigration,
};

const inCodeProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/** Brings the database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: inCodeProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) {
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? String(error)}`,
      { cause: error },
    );
  }
}
