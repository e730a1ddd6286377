import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/** DATABASE_URL is not a PostgreSQL URL, or no PostgreSQL answers at it. The message is one line. */
export class DatabaseUrlError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUrlError';
  }
}

/** The URL with its password (in the user part or a `password` parameter) replaced by ***, for messages. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    if (parsed.searchParams.has('password')) parsed.searchParams.set('password', '***');
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

function parsePostgresUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Not echoed: a mistyped URL may still hold the password.
    throw new DatabaseUrlError('DATABASE_URL is not a URL; expected postgres://user:password@host:5432/database');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new DatabaseUrlError(
      `DATABASE_URL must be a postgres:// or postgresql:// URL, not ${parsed.protocol}// (${withoutPassword(url)})`,
    );
  }
  return parsed;
}

// Long enough for a database that is starting or failing over; short enough that a wrong host
// fails the start, and a request waiting for a free connection, with a message instead of hanging.
const connectionTimeoutMilliseconds = 10_000;

/**
 * Opens a pool of connections to the PostgreSQL at `url` (DATABASE_URL). Connections are made on
 * first use; checkPostgresConnection tries one at start. `onIdleConnectionError` hears of a pooled
 * connection the server dropped (restart, failover): the pool replaces it, and without a listener
 * the error would end the process.
 */
export function createPostgresDatabase(url: string, onIdleConnectionError: (error: Error) => void): Kysely<Database> {
  parsePostgresUrl(url);
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: connectionTimeoutMilliseconds });
  pool.on('error', onIdleConnectionError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** The reason a connection failed, in one line (Node reports a refused localhost as an AggregateError without a message). */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return reasonOf(error.errors[0]);
  if (error instanceof Error) return (error.message || (error as { code?: string }).code || error.name).split('\n')[0]!;
  return String(error);
}

/** Tries one query, so that a wrong or unreachable DATABASE_URL stops the start with a plain message. */
export async function checkPostgresConnection(db: Kysely<Database>, url: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    throw new DatabaseUrlError(
      `DATABASE_URL: cannot use the PostgreSQL at ${withoutPassword(url)}: ${reasonOf(error)}`,
      {
        cause: error,
      },
    );
  }
}
