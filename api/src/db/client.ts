import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { schema } from './schema';
import { lockDataDir } from './data-dir-lock';
import { isDatabaseUnavailable } from './errors';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_QUERY_TIMEOUT_MS } from './timeouts';

export type DatabaseKind = 'pglite' | 'postgres';
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle of the ORM: what `orm.transaction` passes to its callback. */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

/** Plain SQL, for migrations and tests; the app itself goes through `orm`. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface QueryOptions {
  /**
   * How long (ms) this work may take on PostgreSQL instead of the pool's query timeout; 0 means no limit.
   * For legitimately long work only (migrations, background exports). Ignored on PGlite.
   */
  timeoutMs?: number;
}

/** The longest a timer may wait in Node (about 24.8 days): "no limit" on the client side. */
const NO_LIMIT_MS = 2 ** 31 - 1;

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
  /** Runs fn in one transaction on one connection; `timeoutMs` applies to each of its statements. */
  transaction<T>(fn: (sql: SqlRunner) => Promise<T>, options?: QueryOptions): Promise<T>;
  /** One query with its own time limit (options.timeoutMs): for long legitimate reads such as exports. */
  longQuery<T = Record<string, unknown>>(sql: string, params: unknown[], options: QueryOptions): Promise<T[]>;
  /** The queue's (pg-boss's) way in: its SQL, multi-statement scripts included, on this database. */
  jobsDb: JobsDb;
  /**
   * Runs fn while no other process on this database runs work under the same name: for set-up that instances
   * starting together must take turns at (installing the queue). PGlite has one process, so fn just runs.
   */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** PGlite only: the data directory as a tarball (gzipped on request), to start another instance from. */
  snapshot?: (compression?: 'none' | 'gzip') => Promise<Blob>;
  close(): Promise<void>;
}

/** pg-boss's `Db`: one statement with parameters, or a script of several without. */
export interface JobsDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
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
  /** PostgreSQL: how long (ms) to wait for a connection, new or from the pool (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** PostgreSQL: how long (ms) a query may take, on the client and the server (DATABASE_QUERY_TIMEOUT_MS); 0: no limit. */
  queryTimeoutMs?: number;
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
    prepare: (_name, text) => async (params) =>
      (await client.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
    transaction: (fn) => client.transaction((tx) => fn(runner(tx))),
    longQuery: async <T>(sql: string, params: unknown[]) => (await client.query<T>(sql, params)).rows,
    jobsDb: {
      // PGlite's query() takes one statement; pg-boss's schema scripts come without parameters, through exec().
      executeSql: async (text, values) =>
        values?.length
          ? { rows: (await client.query(text, values)).rows }
          : { rows: (await client.exec(text)).at(-1)?.rows ?? [] },
    },
    exclusive: (_name, fn) => fn(),
    // Taken between queries (PGlite runs one at a time): a crash-consistent copy, as a backup needs.
    snapshot: async (compression = 'none') => (await client.dumpDataDir(compression)) as Blob,
    close: async () => {
      await client.close();
      release();
    },
  };
}

/**
 * A pool client that is dropped once one of its queries timed out on the client side: the server may still be
 * running it (or be frozen), so the connection's state is unknown. Kept, it could answer the next borrower with
 * the old query's result or leave a transaction open; destroyed, pg-pool removes it on release and the server
 * ends its backend (rolling back what was open).
 */
class TimeoutAwareClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A destroyed connection emits 'error' here; the queries on it are rejected on their own.
    this.on('error', () => {});
  }

  // pg's query() has promise and callback forms (overloads with different results); both pass through here
  // unchanged, so the wrapper's result is whatever the chosen overload gives: `any` matches every overload.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: unknown[]): any {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        this.dropOnTimeout(error);
        (last as (e: unknown, r: unknown) => void)(error, result);
      };
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(undefined, (error: unknown) => this.dropOnTimeout(error));
    }
    return result;
  }

  private dropOnTimeout(error: unknown): void {
    if (error instanceof Error && error.message === QUERY_TIMEOUT_MESSAGE) {
      (this as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  }
}

/** node-postgres's words when query_timeout passes (there is no code). */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 20,
    Client: TimeoutAwareClient,
    // Waiting for a new connection, and for a free one when all are busy.
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    // The client gives up on a query after this long (a frozen server never answers)...
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
    // ...and the server stops one that runs as long, so work the client gave up on does not go on.
    ...(queryTimeoutMs > 0 ? { statement_timeout: queryTimeoutMs } : {}),
    idleTimeoutMillis: 30_000,
    // Without JIT compilation: the planner's cost guesses put CTE-heavy reads (analytics) past jit_above_cost,
    // and compiling took 100-300 ms of reads that run in 10-50 ms; no read of this API gains from it.
    options: ['-c jit=off', ...(options.searchPath ? [`-c search_path=${quoteIdent(options.searchPath)}`] : [])].join(
      ' ',
    ),
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const runner = (q: pg.Pool | pg.PoolClient, timeoutMs?: number): SqlRunner => {
    const limit = timeoutMs === undefined ? {} : { query_timeout: timeoutMs === 0 ? NO_LIMIT_MS : timeoutMs };
    return {
      exec: async (sql) => {
        await q.query({ text: sql, ...limit });
      },
      query: async <T>(sql: string, params?: unknown[]) =>
        (await q.query({ text: sql, values: params as unknown[], ...limit })).rows as T[],
    };
  };
  const transaction = async <T>(
    fn: (sql: SqlRunner) => Promise<T>,
    transactionOptions: QueryOptions = {},
  ): Promise<T> => {
    const client = await pool.connect();
    const { timeoutMs } = transactionOptions;
    const sql = runner(client, timeoutMs);
    let broken: Error | undefined;
    try {
      await sql.exec('BEGIN');
      if (timeoutMs !== undefined)
        await sql.exec(`SET LOCAL statement_timeout = ${Math.max(0, Math.floor(timeoutMs))}`);
      const result = await fn(sql);
      await sql.exec('COMMIT');
      return result;
    } catch (error) {
      // A connection that failed or timed out is not asked to roll back: it is dropped, and the server
      // rolls back when its backend ends.
      if (isDatabaseUnavailable(error)) broken = error as Error;
      else await sql.exec('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  };
  // Fail early, with the server's message, when the URL is wrong.
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    orm: drizzlePg(pool, { schema }) as unknown as Orm,
    ...runner(pool),
    prepare: (name, text) => async (values) =>
      (await pool.query<unknown[]>({ name, text, values, rowMode: 'array' })).rows,
    transaction,
    longQuery: (sql, params, queryOptions) => transaction((tx) => tx.query(sql, params), queryOptions),
    jobsDb: {
      executeSql: async (text, values) => {
        // Without parameters pg uses the simple protocol, where a script answers one result per statement.
        const result = (await pool.query({ text, values: values as unknown[] })) as pg.QueryResult | pg.QueryResult[];
        return { rows: Array.isArray(result) ? (result.at(-1)?.rows ?? []) : result.rows };
      },
    },
    exclusive: async (name, fn) => {
      // A session lock on a connection of its own, outside the pool: fn may need every pooled connection.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
        return await fn();
      } finally {
        // Ending the session releases its lock.
        await client.end().catch(() => {});
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
