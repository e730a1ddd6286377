import { existsSync, writeFileSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Opens the SQLite file with the settings a claims store needs:
 * - WAL lets readers run while a claim is being written;
 * - synchronous=FULL makes a claim durable once the answer with its reference code has gone out
 *   (NORMAL may lose the last transactions on power loss in WAL mode);
 * - foreign_keys=ON, since SQLite does not enforce them by default;
 * - busy_timeout waits for a concurrent writer instead of failing at once with SQLITE_BUSY.
 */
export function createDatabase(file: string): Kysely<Database> {
  // The file holds claimants' personal data: create it readable by the server's user only
  // (SQLite gives the -wal and -shm files the same permissions). An empty file is a valid database.
  if (file !== ':memory:' && !existsSync(file)) writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

/** Whether an error is a unique-constraint violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
