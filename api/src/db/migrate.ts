import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QueryOptions, SqlRunner } from './client';

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'migrations');

/** Any fixed number: instances starting together take turns to migrate. */
const MIGRATION_LOCK_KEY = 72_616_467;

export interface Migration {
  version: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: file.replace(/\.sql$/, ''), sql: readFileSync(path.join(dir, file), 'utf8') }));
}

/**
 * Applies the pending numbered SQL files, all in one transaction. Returns the versions applied. Without the
 * pool's query timeout: a migration may rewrite a large table, and an instance may wait here for another's.
 */
export async function migrate(
  db: { transaction<T>(fn: (sql: SqlRunner) => Promise<T>, options?: QueryOptions): Promise<T> },
  migrations = readMigrations(),
): Promise<string[]> {
  return db.transaction(
    async (sql) => {
      await sql.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await sql.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await sql.query<{ version: string }>('SELECT version FROM schema_migrations')).map((row) => row.version),
      );
      const applied: string[] = [];
      for (const migration of migrations) {
        if (done.has(migration.version)) continue;
        await sql.exec(migration.sql);
        await sql.query('INSERT INTO schema_migrations (version) VALUES ($1)', [migration.version]);
        applied.push(migration.version);
      }
      return applied;
    },
    { timeoutMs: 0 },
  );
}
