import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema } from './schema';
import { lockDataDir } from './data-dir-lock';

export type DatabaseKind = 'pglite' | 'postgres';
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL, for migrations and tests; the app itself goes through `orm`. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A statement to run many times: rows as arrays, in the order of the SELECT list. */
export type PreparedStatement = (params: unknown[]) => Promise<unknown[][]>;

export interface Database extends SqlRunner {
  kind: DatabaseKind;
  orm: Orm;
  /**
   * For the hottest queries, whose SQL is built once: PostgreSQL parses and plans a named statement once
   * per connection. The same name must always carry the same text.
   */
  prepare(name: string, text: string): PreparedStatement;
  /** Runs fn in one transaction on one connection. */
  transaction<T>(fn: (sql: SqlRunner) => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball (gzipped on request), to start another instance from. */
  snapshot?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server URL; without it, PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; undefined means in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data dump to start from (tests use a migrated snapshot). */
  pgliteSnapshot?: Blob | undefined;
  /** PostgreSQL schema to work in (search_path); tests use one per file. */
  searchPath?: string | undefined;
  poolMax?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let release = () => {};
  if (options.pgliteDir) {
    mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
    release = lockDataDir(path.dirname(options.pgliteDir));
  }
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  if (options.searchPath) await client.exec(`SET search_path TO ${quoteIdent(options.searchPath)}`);
  const runner = (q: Pick<PGlite, 'exec' | 'query'>): SqlRunner => ({
    exec: async (sql) => {
      await q.exec(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) => (await q.query<T>(sql, params as unknown[])).rows,
  });
  return {
    kind: 'pglite',
    orm: drizzlePglite(client, { schema }) as unknown as Orm,
    ...runner(client),
    prepare: (_name, text) => async (params) => (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
    transaction: (fn) => client.transaction((tx) => fn(runner(tx))),
    // Taken between queries (PGlite runs one at a time): a crash-consistent copy, as a backup needs.
    snapshot: async (compression = 'none') => (await client.dumpDataDir(compression)) as Blob,
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 20,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    ...(options.searchPath ? { options: `-c search_path=${quoteIdent(options.searchPath)}` } : {}),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const runner = (q: pg.Pool | pg.PoolClient): SqlRunner => ({
    exec: async (sql) => {
      await q.query(sql);
    },
    query: async <T>(sql: string, params?: unknown[]) =>
      (await q.query(sql, params as unknown[])).rows as T[],
  });
  // Fail early, with the server's message, when the URL is wrong.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    orm: drizzlePg(pool, { schema }) as unknown as Orm,
    ...runner(pool),
    prepare: (name, text) => async (values) => (await pool.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(runner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      // Let queries still running (a request whose client already left) finish first, for up to 5 s.
      for (let i = 0; i < 50 && (pool.totalCount > pool.idleCount || pool.waitingCount > 0); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await pool.end();
    },
  };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
