import { dirname, join } from 'node:path';
import fp from 'fastify-plugin';
import { localDiskStorage, type DocumentStorage } from '../../documents/documentStorage.ts';
import { removeOrphanFiles } from '../../documents/orphanFiles.ts';
import type { VirusScanning } from '../../documents/virusScanner.ts';

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
  /** Files a crash left behind are removed at start once this much older (default 60 minutes). */
  orphanFileGraceMinutes?: number | undefined;
  /** The clock the grace period is measured on. */
  now: () => Date;
  /** The virus scanner received files go through; none by default (see main.ts, CLAMD_*). */
  virusScanning?: VirusScanning | undefined;
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
    const virusScanning = options.virusScanning ?? { scanner: null, acceptWhenUnavailable: false };
    app.decorate('virusScanning', virusScanning);
    app.addHook('onReady', async () => {
      if (virusScanning.scanner)
        app.log.info(
          { scanner: virusScanning.scanner.description, acceptWhenUnavailable: virusScanning.acceptWhenUnavailable },
          'documents are scanned for viruses',
        );
      else app.log.warn('no virus scanner is set up (CLAMD_HOST or CLAMD_SOCKET): documents are stored unscanned');
    });
    // Before the first request: files of submissions a crash cut short (staged, or in place without
    // their rows) go, once older than the grace period that covers other servers' commits under way.
    app.addHook('onReady', async () => {
      const graceMinutes = options.orphanFileGraceMinutes ?? 60;
      if (!Number.isFinite(graceMinutes) || graceMinutes < 0)
        throw new Error(`ORPHAN_FILE_GRACE_MINUTES: expected minutes, 0 or more, not ${graceMinutes}`);
      const graceMilliseconds = graceMinutes * 60_000;
      const removed = await removeOrphanFiles(app.db, storage, new Date(options.now().getTime() - graceMilliseconds));
      if (removed.staged + removed.committed > 0) app.log.info({ removed }, 'orphan document files removed');
    });
  },
  { name: 'documentStorage', dependencies: ['database'] },
);
