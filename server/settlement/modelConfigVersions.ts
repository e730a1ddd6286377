import type { Kysely } from 'kysely';
import { serverModelConfig, type ServerModelConfig } from '#pages-config/api/contract.ts';
import type { Database } from '../database/schema.ts';

/**
 * Records the model configs this server serves, by metadataHash, unless already recorded: an
 * edited settlement adds new versions and keeps the old ones.
 */
export async function recordServedModelConfigs(
  db: Kysely<Database>,
  configs: readonly ServerModelConfig[],
  now: Date,
): Promise<void> {
  if (configs.length === 0) return;
  await db
    .insertInto('model_config_versions')
    .values(
      configs.map((config) => ({
        metadata_hash: config.metadataHash,
        config: JSON.stringify(config),
        created_at: now.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.column('metadata_hash').doNothing())
    .execute();
}

/**
 * The recorded model configs with these hashes. A row the current schema no longer reads is left
 * out: a submission citing it is answered as made against a changed form.
 */
export async function findModelConfigVersions(
  db: Kysely<Database>,
  hashes: readonly string[],
): Promise<ServerModelConfig[]> {
  if (hashes.length === 0) return [];
  const rows = await db
    .selectFrom('model_config_versions')
    .select(['metadata_hash', 'config'])
    .where('metadata_hash', 'in', [...hashes])
    .execute();
  return rows.flatMap((row) => {
    let json: unknown;
    try {
      json = JSON.parse(row.config);
    } catch {
      return [];
    }
    const parsed = serverModelConfig.safeParse(json);
    return parsed.success && parsed.data.metadataHash === row.metadata_hash ? [parsed.data] : [];
  });
}
