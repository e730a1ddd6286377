import fp from 'fastify-plugin';
import type { DataEncryption } from '../../security/dataEncryption.ts';
import { checkStoredDataOpens } from '../../security/storedDataKeys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens personal data kept at rest (claims, drafts, PayPal logins), with the configured data keys. */
    dataEncryption: DataEncryption;
  }
}

export interface DataEncryptionPluginOptions {
  encryption: DataEncryption;
}

/**
 * The data keys (CLAIMKIT_DATA_KEY and any previous ones), for the repositories that seal data.
 * The server does not start when the database holds claims or drafts none of them opens.
 */
export const dataEncryptionPlugin = fp<DataEncryptionPluginOptions>(
  async (app, options) => {
    await checkStoredDataOpens(app.db, options.encryption);
    app.decorate('dataEncryption', options.encryption);
  },
  { name: 'dataEncryption', dependencies: ['database'] },
);
