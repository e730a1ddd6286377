import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file written to the staging area, not yet part of any claim. */
export interface StagedFile {
  readonly stagingId: string;
}

/** A committed file, as the orphan sweep lists them. */
export interface StoredFile {
  key: string;
  /** When the file was last written. */
  modifiedAt: Date;
}

/**
 * Where uploaded documents live, outside the web root. A file is first staged (written where no
 * claim points at it), then committed under its final key before the claim's rows are (see
 * inTransactionWithFiles), or discarded. Local disk by default; an S3-compatible store can
 * implement the same calls.
 */
export interface DocumentStorage {
  /** Streams content into the staging area, durably. Rejects (and leaves nothing) if the stream fails. */
  stage(content: Readable): Promise<StagedFile>;
  /** Moves a staged file to its final key; once it resolves the file is there even after a power loss. */
  commit(staged: StagedFile, key: string): Promise<void>;
  /** Removes a staged file; no error if it is already gone. */
  discard(staged: StagedFile): Promise<void>;
  /**
   * The bytes of a staged file (all, or `start` to `end` inclusive), as a stream: its content is
   * checked (PDF structure, virus scan) before any claim points at it.
   */
  readStaged(staged: StagedFile, range?: { start: number; end: number }): Readable;
  /** Removes a committed file; no error if it is already gone. */
  remove(key: string): Promise<void>;
  /** The bytes of a committed file. */
  read(key: string): Promise<Buffer>;
  /** The bytes of a committed file, as a stream. */
  readStream(key: string): Readable;
  /** Every committed file: the orphan sweep compares them with the document rows. */
  list(): AsyncIterable<StoredFile>;
  /** Removes staged files written before `cutoff` (left by a crash); returns how many. */
  discardStagedBefore(cutoff: Date): Promise<number>;
}

/** Keys are made by the server (claim and document ids): letters, digits, -, _ and single slashes. */
const keyPattern = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Flushes a folder's entries (a file created, renamed or removed in it) to the disk. */
async function syncFolder(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function isMissing(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'ENOENT';
}

// A claim folder emptied by another request's cleanup may vanish between mkdir and rename.
const commitAttempts = 3;

/**
 * Documents on local disk under `root`: staged files in `root/.staging`, committed ones at
 * `root/<key>`. Staging on the same disk makes the commit a rename, which either happens whole or
 * not at all. A staged file is fsync'd before it is closed, and a commit fsyncs the folder the
 * rename wrote to (and the root when the claim's folder is new): SQLite runs with
 * synchronous=FULL, so without these a power loss could keep a claim's rows but lose its files.
 * Folders are private to the server's user.
 */
export function localDiskStorage(root: string): DocumentStorage {
  const base = resolve(root);
  const stagingFolder = join(base, '.staging');
  const stagingPath = (staged: StagedFile) => join(stagingFolder, staged.stagingId);
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`Not a document storage key: ${key}`);
    const path = join(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`Not a document storage key: ${key}`);
    return path;
  };

  return {
    async stage(content) {
      await mkdir(stagingFolder, { recursive: true, mode: 0o700 });
      const staged = { stagingId: randomUUID() };
      try {
        // flush: the bytes reach the disk (fsync) before the stream reports it closed.
        await pipeline(content, createWriteStream(stagingPath(staged), { flags: 'wx', mode: 0o600, flush: true }));
      } catch (error) {
        await rm(stagingPath(staged), { force: true });
        throw error;
      }
      return staged;
    },
    async commit(staged, key) {
      const path = pathOf(key);
      const folder = dirname(path);
      for (let attempt = 1; ; attempt += 1) {
        const created = await mkdir(folder, { recursive: true, mode: 0o700 });
        if (created !== undefined) await syncFolder(dirname(folder));
        try {
          await rename(stagingPath(staged), path);
          break;
        } catch (error) {
          if (!isMissing(error) || attempt >= commitAttempts) throw error;
        }
      }
      await syncFolder(folder);
    },
    async discard(staged) {
      await rm(stagingPath(staged), { force: true });
    },
    readStaged: (staged, range) => createReadStream(stagingPath(staged), range),
    async remove(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // The claim's folder goes with its last document; a folder still holding others stays.
      if (dirname(path) !== base) await rmdir(dirname(path)).catch(() => undefined);
    },
    read: (key) => readFile(pathOf(key)),
    readStream: (key) => createReadStream(pathOf(key)),
    async *list() {
      const folders = await readdir(base, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const folder of folders) {
        if (!folder.isDirectory() || folder.name === '.staging') continue;
        const names = await readdir(join(base, folder.name)).catch((error: unknown) => {
          if (isMissing(error)) return [];
          throw error;
        });
        for (const name of names) {
          const key = `${folder.name}/${name}`;
          if (!keyPattern.test(key)) continue;
          const stats = await stat(join(base, key)).catch(() => undefined);
          if (stats?.isFile()) yield { key, modifiedAt: stats.mtime };
        }
      }
    },
    async discardStagedBefore(cutoff) {
      const names = await readdir(stagingFolder).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      let removed = 0;
      for (const name of names) {
        const stats = await stat(join(stagingFolder, name)).catch(() => undefined);
        if (!stats?.isFile() || stats.mtime >= cutoff) continue;
        await rm(join(stagingFolder, name), { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
