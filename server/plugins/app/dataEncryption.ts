import fp from 'fastify-plugin';
import type { DataEncryption } from '../../security/dataEncryption.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens personal data kept at rest (drafts), with the configured data keys. */
    dataEncryption: DataEncryption;
  }
}

export interface DataEncryptionPluginOptions {
  encryption: DataEncryption;
}

/** The data keys (CLAIMKIT_DATA_KEY and any previous ones), for the repositories that seal data. */
export const dataEncryptionPlugin = fp<DataEncryptionPluginOptions>(
  async (app, options) => {
    app.decorate('dataEncryption', options.encryption);
  },
  { name: 'dataEncryption' },
);
