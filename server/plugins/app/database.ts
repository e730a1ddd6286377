import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseLocation } from '../../database/createDatabase.ts';
import { migrateToLatest } from '../../database/migrate.ts';
import type { Database } from '../../database/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export type DatabasePluginOptions = DatabaseLocation;

/** Opens the database, brings it to the latest schema before any route runs, closes it on close. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const db = await openDatabase(options, (error) => {
      app.log.warn(`A pooled database connection was closed by the server; it will be replaced: ${error.message}`);
    });
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
