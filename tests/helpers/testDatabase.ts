/**
 * The one place server tests get a database from: a SQLite file by default, or a fresh database
 * on the PostgreSQL named by TEST_DATABASE_URL (`npm test` runs the server tests both ways). Each
 * server a test starts gets its own, so test files run in parallel without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** A PostgreSQL server the tests may create and drop databases on, e.g. postgres://postgres@127.0.0.1:5433/postgres. */
const administrationUrl = process.env.TEST_DATABASE_URL || undefined;

/** Which database the server tests run on. */
export const testDatabaseKind: 'sqlite' | 'postgres' = administrationUrl ? 'postgres' : 'sqlite';

export interface TestDatabase {
  /** buildApp's databaseFile: the SQLite file, or (with PostgreSQL) only where documents/ goes. */
  readonly databaseFile: string;
  /** buildApp's databaseUrl: set on PostgreSQL. */
  readonly databaseUrl: string | undefined;
  /** Removes a PostgreSQL database (a SQLite file goes with its folder). */
  drop(): Promise<void>;
}

async function administer(work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: administrationUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** How long a drop waits for the test's own connections to close before it closes them. */
const connectionsCloseWithinMilliseconds = 5_000;

/**
 * Drops a test database once the connections to it have closed. A pool's end() resolves before
 * its connections have finished closing; dropping `with (force)` at that moment terminates them
 * mid-close, and their pool reports the termination as an error of the test that used it.
 */
async function dropWhenClosed(client: pg.Client, name: string): Promise<void> {
  const deadline = Date.now() + connectionsCloseWithinMilliseconds;
  for (;;) {
    const { rows } = await client.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (rows[0]?.open === 0 || Date.now() > deadline) break;
    await sleep(50);
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

/** A new, empty database for one server; a SQLite file is made in `directory`. */
export async function createTestDatabase(directory: string): Promise<TestDatabase> {
  const databaseFile = join(directory, 'claimkit.sqlite');
  if (!administrationUrl) return { databaseFile, databaseUrl: undefined, drop: async () => {} };
  const name = `claimkit_test_${randomBytes(8).toString('hex')}`;
  await administer((client) => client.query(`create database ${name}`));
  const url = new URL(administrationUrl);
  url.pathname = `/${name}`;
  return {
    databaseFile,
    databaseUrl: url.toString(),
    drop: () => administer((client) => dropWhenClosed(client, name)),
  };
}
