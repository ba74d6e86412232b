/** What the benchmark and the profiler share: the data set, a schema of their own, the server's start. */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, quoteIdent } from '../src/db/client';
import { migrate } from '../src/db/migrate';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PROJECTS = 20;
const EMAIL = 'bench@brandcast.local';
const PASSWORD = 'bench-password';

/** Prepares the database in this process (a user on an unlimited plan with 20 projects). */
export async function prepare(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite'),
  });
  await migrate(database);
  const server = Fastify();
  const config = loadConfig({}, { dataDir, jwtSecret: 'bench', logLevel: 'silent', authRateLimitMax: 10_000 });
  await server.register(app, { prefix: '/api', config, database });
  const signup = await server.inject({
    method: 'POST',
    url: '/api/en/auth/signup',
    payload: { firstName: 'Bench', lastName: 'Mark', email: EMAIL, password: PASSWORD },
  });
  const { token, user } = signup.json().data;
  await database.query("UPDATE users SET plan = 'professional' WHERE id = $1", [user.id]);
  for (let i = 0; i < PROJECTS; i++) {
    await server.inject({
      method: 'POST',
      url: '/api/project',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        details: { businessName: `Bench project ${i}`, whatYouSell: 'Benchmarks', location: 'Loopback' },
        dueDate: '2030-01-01',
      },
    });
  }
  await server.close();
  await database.close();
}

/** A schema of its own on the PostgreSQL server: the URL that works in it, and how to drop it. */
/** A schema of its own, and one for its job queue (JOBS_SCHEMA): instances on other schemas never take its jobs. */
export async function schemaFor(
  postgresUrl: string,
  schema: string,
): Promise<{ url: string; jobsSchema: string; drop(): Promise<void> }> {
  const jobsSchema = `${schema}_jobs`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(
    `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE; DROP SCHEMA IF EXISTS ${quoteIdent(jobsSchema)} CASCADE; CREATE SCHEMA ${quoteIdent(schema)}`,
  );
  await admin.end();
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    jobsSchema,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(
        `DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE; DROP SCHEMA IF EXISTS ${quoteIdent(jobsSchema)} CASCADE`,
      );
      await cleanup.end();
    },
  };
}

/** Up to 2 minutes: a first start on a busy machine is slow. */
export async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

/** Signs the benchmark's user in and checks that the list answers its 20 projects. Returns the token. */
export async function signIn(url: string): Promise<string> {
  const signin = await fetch(`${url}/api/en/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const { token } = ((await signin.json()) as { data: { token: string } }).data;
  const check = (await (
    await fetch(`${url}/api/project`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data?: unknown[] };
  if (check.data?.length !== PROJECTS)
    throw new Error(`expected ${PROJECTS} projects, got ${JSON.stringify(check).slice(0, 200)}`);
  return token;
}

/** The signed-in user's id, which the bare list route takes in a header. */
export async function userIdOf(url: string, token: string): Promise<string> {
  const profile = (await (
    await fetch(`${url}/api/en/user/profile`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { user: { id: string } } };
  return profile.data.user.id;
}
