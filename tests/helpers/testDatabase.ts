/**
 * The one place server tests get a database from: a SQLite file by default, or a fresh database
 * on the PostgreSQL named by TEST_DATABASE_URL (`npm test` runs the server tests both ways). Each
 * server a test starts gets its own, so test files run in parallel without seeing each other's rows.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
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

async function administer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: administrationUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database for one server; a SQLite file is made in `directory`. */
export async function createTestDatabase(directory: string): Promise<TestDatabase> {
  const databaseFile = join(directory, 'claimkit.sqlite');
  if (!administrationUrl) return { databaseFile, databaseUrl: undefined, drop: async () => {} };
  const name = `claimkit_test_${randomBytes(8).toString('hex')}`;
  await administer(`create database ${name}`);
  const url = new URL(administrationUrl);
  url.pathname = `/${name}`;
  return {
    databaseFile,
    databaseUrl: url.toString(),
    drop: () => administer(`drop database if exists ${name} with (force)`),
  };
}
