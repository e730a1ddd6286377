import fp from 'fastify-plugin';
import type { ServerModelConfig } from '#pages-config/api/contract.ts';
import { findModelConfigVersions, recordServedModelConfigs } from '../../settlement/modelConfigVersions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    modelConfigVersions: {
      /**
       * The model configs with these metadataHashes that any version of the settlement served
       * from this database: the current ones, and those recorded before an edit.
       */
      find(hashes: readonly string[]): Promise<ReadonlyMap<string, ServerModelConfig>>;
    };
  }
}

export interface ModelConfigVersionsPluginOptions {
  now: () => Date;
}

/**
 * Records the model configs served at start (ARCHITECTURE.md: the server re-validates with the
 * config version the client was served) and looks versions up by hash for submissions. A version
 * never changes once recorded, so each is read from the database at most once per process; a hash
 * not found is looked up again next time, since another server on the same database may have
 * served it since.
 */
export const modelConfigVersionsPlugin = fp<ModelConfigVersionsPluginOptions>(
  async (app, options) => {
    await recordServedModelConfigs(app.db, app.settlement.modelConfigs, options.now());
    const known = new Map(app.settlement.modelConfigs.map((config) => [config.metadataHash, config]));
    app.decorate('modelConfigVersions', {
      async find(hashes) {
        const missing = [...new Set(hashes)].filter((hash) => !known.has(hash));
        for (const config of await findModelConfigVersions(app.db, missing)) known.set(config.metadataHash, config);
        return new Map(hashes.flatMap((hash) => (known.has(hash) ? [[hash, known.get(hash)!] as const] : [])));
      },
    });
  },
  { name: 'modelConfigVersions', dependencies: ['database', 'settlement'] },
);
