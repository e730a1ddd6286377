import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDatabase } from '../../database/createDatabase.ts';
import { migrateToLatest } from '../../database/migrate.ts';
import type { Database } from '../../database/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export interface DatabasePluginOptions {
  /** The SQLite file; its folder must exist. */
  file: string;
}

/** Opens the database, brings it to the latest schema before any route runs, closes it on close. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const db = createDatabase(options.file);
    try {
      await migrateToLatest(db);
    } catch (error) {
      await db.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'database' },
);
