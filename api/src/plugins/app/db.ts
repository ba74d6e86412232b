import path from 'node:path';
import fp from 'fastify-plugin';
import { openDatabase, type Database } from '../../db/client';
import { migrate } from '../../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface DbPluginOptions {
  /** A database opened (and migrated) by the caller, e.g. a test; the app won't close it. */
  database?: Database | undefined;
}

/**
 * PostgreSQL through a pool when DATABASE_URL is set, else PGlite under DATA_DIR/pglite.
 * Pending migrations are applied before the app answers.
 */
export default fp<DbPluginOptions>(
  async (fastify, opts) => {
    let db = opts.database;
    if (!db) {
      const { databaseUrl, dataDir, databasePoolMax, databaseConnectTimeoutMs, databaseQueryTimeoutMs } =
        fastify.config;
      db = await openDatabase({
        databaseUrl,
        pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
        poolMax: databasePoolMax,
        connectTimeoutMs: databaseConnectTimeoutMs,
        queryTimeoutMs: databaseQueryTimeoutMs,
      });
      const opened = db;
      fastify.addHook('onClose', async () => {
        await opened.close();
      });
      const applied = await migrate(db);
      if (applied.length > 0) fastify.log.info({ migrations: applied }, 'database migrated');
    }
    fastify.decorate('db', db);
  },
  { name: 'db', dependencies: ['config'] },
);
