import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, type TestContext } from 'node:test';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import app from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, quoteIdent, type Database, type DatabaseKind } from '../src/db/client';
import { migrate, readMigrations } from '../src/db/migrate';
import { serverOptions } from '../src/server-options';
import { QUEUES, installQueue } from '../src/plugins/app/jobs';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
/** Every suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends Database {
  /** The job queue's schema (PostgreSQL: one per test database, so no other file's app takes its jobs). */
  jobsSchema?: string;
  dispose(): Promise<void>;
}

/**
 * A fresh in-memory PGlite takes ~2.5 s to create; one loaded from a migrated dump ~0.5 s. The dump is
 * made once per set of migrations and kept in the temp folder.
 */
async function migratedPgliteSnapshot(): Promise<Blob> {
  const hash = createHash('sha256')
    .update(
      readMigrations()
        .map((m) => m.version + m.sql)
        .join('\n') + JSON.stringify(QUEUES),
    )
    .digest('hex')
    .slice(0, 16);
  const file = path.join(os.tmpdir(), `brandcast-pglite-${hash}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openDatabase({});
  await migrate(fresh);
  await installQueue(fresh, testConfig().jobsSchema);
  const dump = await fresh.snapshot!();
  await fresh.close();
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  renameSync(temp, file);
  return dump;
}

/** The test databases open in this process (signUp confirms an address in the one that holds the account). */
const openTestDatabases = new Set<Database>();

/** One database per test file and kind: PGlite in memory, or a schema of its own on the server. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const opened = await openTestDatabaseOfKind(kind);
  openTestDatabases.add(opened);
  return {
    ...opened,
    dispose: async () => {
      openTestDatabases.delete(opened);
      await opened.dispose();
    },
  };
}

async function openTestDatabaseOfKind(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const db = await openDatabase({ pgliteSnapshot: await migratedPgliteSnapshot() });
    await migrate(db);
    return { ...db, dispose: () => db.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${quoteIdent(schema)}`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema, poolMax: 10 });
  await migrate(db);
  const jobsSchema = `${schema}_jobs`;
  return {
    ...db,
    jobsSchema,
    dispose: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(
        `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE; DROP SCHEMA IF EXISTS ${quoteIdent(jobsSchema)} CASCADE`,
      );
      await cleanup.end();
    },
  };
}

const tempDirs: string[] = [];
process.on('exit', () => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-api-test-'));
  tempDirs.push(dataDir);
  return loadConfig(
    {},
    {
      dataDir,
      jwtSecret: 'test-secret-test-secret-test-secret',
      authRateLimitMax: 1000,
      logLevel: 'silent',
      scryptLogN: 10,
      authCacheMs: 0,
      schedulerIntervalMs: 0,
      appUrl: 'http://localhost:3000',
      ...overrides,
    },
  );
}

/** Makes the app (under /api, as it is served) on this database and closes it after the test. */
export async function build(
  t: Pick<TestContext, 'after'>,
  database: Database,
  overrides: Partial<Config> = {},
): Promise<FastifyInstance> {
  const jobsSchema = (database as Partial<TestDatabase>).jobsSchema;
  const config = testConfig({ ...(jobsSchema ? { jobsSchema } : {}), ...overrides });
  const server = Fastify(serverOptions(config));
  await server.register(app, { prefix: '/api', config, database });
  await server.ready();
  databaseOf.set(server, database);
  t.after(() => server.close());
  return server;
}

/** The database each built app runs on (the app's decorations stay inside its /api plugin). */
const databaseOf = new WeakMap<FastifyInstance, Database>();

/** For an app a test file makes itself (not with build()): lets signUp confirm its accounts' addresses. */
export function rememberTestApp(server: FastifyInstance, database: Database): void {
  databaseOf.set(server, database);
}

export interface DatabaseSuite {
  kind: DatabaseKind;
  /** The file's database for this kind (set in `before`). */
  db(): TestDatabase;
  build(t: Pick<TestContext, 'after'>, overrides?: Partial<Config>): Promise<FastifyInstance>;
}

/** Runs the same tests once per database kind, each kind with one database for the whole file. */
export function forEachDatabase(fn: (suite: DatabaseSuite) => void): void {
  for (const kind of DATABASE_KINDS) {
    describe(kind, () => {
      let database: TestDatabase | undefined;
      before(async () => {
        database = await openTestDatabase(kind);
      });
      after(async () => {
        await database?.dispose();
      });
      const db = () => {
        if (!database) throw new Error('database not open yet');
        return database;
      };
      fn({ kind, db, build: (t, overrides) => build(t, db(), overrides) });
    });
  }
}

let counter = 0;
/** A unique email per call, so tests sharing a database never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export interface Account {
  token: string;
  user: { id: string; email: string; firstName: string; lastName: string; emailVerified: boolean };
  email: string;
  password: string;
}

/**
 * Test-only: the account's address counts as confirmed without its link being followed (the link's token is mailed,
 * never stored). Email-verification tests follow the link from the outbox instead; every other test that shares,
 * creates API tokens or pays needs a confirmed account and takes this shortcut (through signUp, by default).
 */
export async function confirmEmailWithoutLink(server: FastifyInstance, userId: string): Promise<void> {
  // testConfig has no session cache (authCacheMs 0): the next request reads the row.
  const confirm = 'UPDATE users SET email_verified_at = now() WHERE id = $1 RETURNING id';
  const database = databaseOf.get(server);
  if (database) {
    await database.query(confirm, [userId]);
    return;
  }
  // An app a test file made itself (its own builder) runs on one of this process's open test databases: the user's
  // id (a UUID) is in exactly one of them.
  for (const open of openTestDatabases) if ((await open.query(confirm, [userId])).length > 0) return;
  throw new Error(
    'confirmEmailWithoutLink: the app runs on no test database this process opened; call rememberTestApp(server, database) or sign up with { verified: false }',
  );
}

/** A new account, its address confirmed (confirmEmailWithoutLink) unless `verified: false`: as a sign-up leaves it. */
export async function signUp(
  server: FastifyInstance,
  fields: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<Account> {
  const body = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: uniqueEmail(),
    password: 'correct horse battery',
    ...fields,
  };
  const response = await server.inject({ method: 'POST', url: '/api/en/auth/signup', payload: body });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const { data } = response.json();
  if (verified) await confirmEmailWithoutLink(server, data.user.id);
  return {
    token: data.token,
    user: { ...data.user, emailVerified: verified },
    email: data.user.email,
    password: body.password,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function json<T = any>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

/** A person's browser, told apart by `visitor`: tracked links count such a request (crawlers are not counted). */
export const browserAgent = (visitor = 1) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visitor/${visitor}`;
