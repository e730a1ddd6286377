import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from './createDatabase.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';

/**
 * Opens the database the server would (DATABASE_URL, else DATABASE_FILE, default
 * var/claimkit.sqlite, its folder created) and brings it to the latest schema, for command-line
 * tools that work beside or before the server.
 */
export async function openDatabaseFromEnvironment(
  environment: NodeJS.ProcessEnv = process.env,
): Promise<Kysely<Database>> {
  const url = environment.DATABASE_URL || undefined;
  const file = resolve(environment.DATABASE_FILE ?? 'var/claimkit.sqlite');
  if (!url) mkdirSync(dirname(file), { recursive: true });
  const db = await openDatabase({ file, url }, (error) => {
    console.warn(`A pooled database connection was closed by the server; it will be replaced: ${error.message}`);
  });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}
