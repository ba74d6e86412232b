/**
 * `npm run bench:api`: a benchmark, not a test. For each database (PGlite, and PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set) it starts the standalone server in its own process,
 * then runs autocannon for BENCH_DURATION seconds (default 10) at 50 connections against a bare
 * hello-world route and against an authenticated GET /api/project (20 projects) of the same server.
 * Prints req/s, p50, p99 and the ratio to hello-world; writes JSON under bench/results/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import app from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, quoteIdent, type DatabaseKind } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PROJECTS = 20;
const EMAIL = 'bench@brandcast.local';
const PASSWORD = 'bench-password';
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** Prepares the database in this process (a user on an unlimited plan with 20 projects). */
async function prepare(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, pgliteDir: databaseUrl ? undefined : path.join(dataDir, 'pglite') });
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
      payload: { details: { businessName: `Bench project ${i}`, whatYouSell: 'Benchmarks', location: 'Loopback' }, dueDate: '2030-01-01' },
    });
  }
  await server.close();
  await database.close();
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BENCH_ROUTES: '1', JWT_SECRET: 'bench' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function measure(url: string, headers: Record<string, string> = {}, duration = DURATION): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function benchOne(kind: DatabaseKind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-bench-'));
  let databaseUrl: string | undefined;
  let dropSchema = async () => {};
  if (kind === 'postgres') {
    // A schema of its own, dropped afterwards.
    const schema = `bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE; CREATE SCHEMA ${quoteIdent(schema)}`);
    await admin.end();
    const url = new URL(postgresUrl!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    dropSchema = async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
      await cleanup.end();
    };
  }
  try {
    await prepare(databaseUrl, dataDir);
    const { child, url } = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' });
    try {
      const signin = await fetch(`${url}/api/en/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      });
      const { token } = ((await signin.json()) as { data: { token: string } }).data;
      const auth = { authorization: `Bearer ${token}` };
      const check = (await (await fetch(`${url}/api/project`, { headers: auth })).json()) as { data?: unknown[] };
      if (check.data?.length !== PROJECTS) throw new Error(`expected ${PROJECTS} projects, got ${JSON.stringify(check).slice(0, 200)}`);

      await measure(`${url}/api/bench/hello`, {}, 2); // warm-up
      const hello = await measure(`${url}/api/bench/hello`);
      await measure(`${url}/api/project`, auth, 2);
      const projects = await measure(`${url}/api/project`, auth);
      return { kind, hello, projects, ratio: Math.round((projects.requestsPerSecond / hello.requestsPerSecond) * 1000) / 1000 };
    } finally {
      // Let the last queued requests finish before stopping.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropSchema();
  }
}

const kinds: DatabaseKind[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
const results = [];
for (const kind of kinds) {
  console.log(`\n${kind}: ${DURATION} s at ${CONNECTIONS} connections...`);
  results.push(await benchOne(kind));
}

const row = (label: string, m: Measure, ratio?: number) =>
  `${label.padEnd(28)} ${String(m.requestsPerSecond).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms` +
  (ratio === undefined ? '' : `   ${Math.round(ratio * 100)}% of hello-world`) +
  (m.errors || m.non2xx ? `   (errors ${m.errors}, non-2xx ${m.non2xx})` : '');
console.log('');
for (const r of results) {
  console.log(row(`${r.kind} hello-world`, r.hello));
  console.log(row(`${r.kind} GET /api/project`, r.projects, r.ratio));
}
if (!postgresUrl) console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.)');

const outDir = path.join(apiDir, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, duration: DURATION, connections: CONNECTIONS, projects: PROJECTS, results }, null, 2),
);
console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
