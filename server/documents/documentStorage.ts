import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A file written to the staging area, not yet part of any claim. */
export interface StagedFile {
  readonly stagingId: string;
}

/**
 * Where uploaded documents live, outside the web root. A file is first staged (written where no
 * claim points at it), then committed under its final key once the claim's rows are in, or
 * discarded. Local disk by default; an S3-compatible store can implement the same five calls.
 */
export interface DocumentStorage {
  /** Streams content into the staging area. Rejects (and leaves nothing) if the stream fails. */
  stage(content: Readable): Promise<StagedFile>;
  /** Moves a staged file to its final key. */
  commit(staged: StagedFile, key: string): Promise<void>;
  /** Removes a staged file; no error if it is already gone. */
  discard(staged: StagedFile): Promise<void>;
  /** Removes a committed file; no error if it is already gone. */
  remove(key: string): Promise<void>;
  /** The bytes of a committed file. */
  read(key: string): Promise<Buffer>;
  /** The bytes of a committed file, as a stream. */
  readStream(key: string): Readable;
}

/** Keys are made by the server (claim and document ids): letters, digits, -, _ and single slashes. */
const keyPattern = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/**
 * Documents on local disk under `root`: staged files in `root/.staging`, committed ones at
 * `root/<key>`. Staging on the same disk makes the commit a rename, which either happens whole or
 * not at all. Folders are private to the server's user.
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
        await pipeline(content, createWriteStream(stagingPath(staged), { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(stagingPath(staged), { force: true });
        throw error;
      }
      return staged;
    },
    async commit(staged, key) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await rename(stagingPath(staged), path);
    },
    async discard(staged) {
      await rm(stagingPath(staged), { force: true });
    },
    async remove(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      // The claim's folder goes with its last document; a folder still holding others stays.
      if (dirname(path) !== base) await rmdir(dirname(path)).catch(() => undefined);
    },
    read: (key) => readFile(pathOf(key)),
    readStream: (key) => createReadStream(pathOf(key)),
  };
}
