import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import { localDiskStorage, type DocumentStorage } from '../../documents/documentStorage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    documentStorage: DocumentStorage;
  }
}

export interface DocumentStoragePluginOptions {
  /** A storage to use as is (tests inject one that fails on purpose). */
  storage?: DocumentStorage | undefined;
  /** The folder for documents on local disk; `documents/` beside the database file by default. */
  directory?: string | undefined;
  /** The database file, whose folder holds the documents folder by default. */
  databaseFile: string;
}

/**
 * Where claim documents are kept: local disk by default, in `documents/` next to the database
 * file (var/documents for `npm start`), outside the folder the site is served from.
 */
export const documentStoragePlugin = fp<DocumentStoragePluginOptions>(
  async (app, options) => {
    const storage =
      options.storage ?? localDiskStorage(options.directory ?? join(dirname(options.databaseFile), 'documents'));
    app.decorate('documentStorage', storage);
  },
  { name: 'documentStorage' },
);
