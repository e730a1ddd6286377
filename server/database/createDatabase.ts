import { existsSync, writeFileSync } from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import { groupCommitDialect, type Prepare } from './groupCommitSqlite.ts';
import { checkPostgresConnection, createPostgresDatabase } from './postgresDatabase.ts';
import type { Database } from './schema.ts';

/** Where the claims are kept: PostgreSQL when `url` is set (DATABASE_URL), else the SQLite `file`. */
export interface DatabaseLocation {
  /** The SQLite file (`:memory:` for a throwaway one); its folder must exist. */
  file: string;
  /** A postgres:// URL; when set, `file` is not used. */
  url?: string | undefined;
}

/**
 * Opens the database and checks that it answers: a wrong or unreachable DATABASE_URL fails here
 * with a one-line message naming it (password hidden). Migrations are the caller's next step.
 */
export async function openDatabase(
  location: DatabaseLocation,
  onIdleConnectionError: (error: Error) => void,
): Promise<Kysely<Database>> {
  if (!location.url) return createSqliteDatabase(location.file);
  const db = createPostgresDatabase(location.url, onIdleConnectionError);
  try {
    await checkPostgresConnection(db, location.url);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

/**
 * Opens the SQLite file with the settings a claims store needs:
 * - WAL lets readers run while a claim is being written;
 * - synchronous=FULL makes a claim durable once the answer with its reference code has gone out
 *   (NORMAL may lose the last transactions on power loss in WAL mode);
 * - foreign_keys=ON, since SQLite does not enforce them by default;
 * - busy_timeout waits for a concurrent writer instead of failing at once with SQLITE_BUSY;
 * - group commit (groupCommitSqlite.ts) lets concurrent requests share one COMMIT, and so one fsync,
 *   answering none of them before its writes are durable.
 */
export function createSqliteDatabase(file: string): Kysely<Database> {
  // The file holds claimants' personal data: create it readable by the server's user only
  // (SQLite gives the -wal and -shm files the same permissions). An empty file is a valid database.
  if (file !== ':memory:' && !existsSync(file)) writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: groupCommitDialect(sqlite, withStatementCache(sqlite).prepare) });
}

/** Prepared statements kept per database; each distinct SQL text of the server's queries is one. */
const statementCacheSize = 500;

/**
 * Statements for the SQLite driver, compiling each distinct SQL text once: Kysely
 * prepares a statement for every query it runs, and compiling the same SQL again and again was the
 * largest self time of the server under load (bench/server). A cached statement is handed out
 * only when idle (one a stream is iterating is busy, and gets a fresh one); the oldest go first.
 */
export function withStatementCache(sqlite: SqliteDatabase.Database): { prepare: Prepare } {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sqlText) {
      const cached = statements.get(sqlText);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sqlText);
      if (!cached) {
        if (statements.size >= statementCacheSize) statements.delete(statements.keys().next().value ?? '');
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/** Whether an error is a unique-constraint violation, on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
