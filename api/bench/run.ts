/**
 * `npm run bench:api`: a benchmark, not a test. For each database (PGlite, and PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set) it starts the standalone server in its own process,
 * then runs autocannon for BENCH_DURATION seconds (default 10) at 50 connections against a bare
 * hello-world route, against the same work as the project list done bare (GET /api/bench/projects: the
 * same SQL through the same pool, the same bytes, no authentication or validation) and against the
 * authenticated GET /api/project (20 projects) of the same server. Prints req/s, p50, p99 and the list's
 * ratio to both (the target: at least 70% of the bare list); writes JSON under bench/results/ (with the
 * load average before the run: measure on a quiet machine). BENCH_DATABASES=postgres measures one database only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { DatabaseKind } from '../src/db/client';
import { apiDir, PROJECTS, prepare, schemaFor, signIn, userIdOf, waitForServer } from './setup';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      BENCH_ROUTES: '1',
      JWT_SECRET: 'bench',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(url, child);
  return { child, url };
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

/** The bare route must send exactly what the real one sends, or the comparison means nothing. */
async function sameBytes(url: string, auth: Record<string, string>, benchUser: Record<string, string>): Promise<void> {
  const real = await (await fetch(`${url}/api/project`, { headers: auth })).text();
  const bare = await (await fetch(`${url}/api/bench/projects`, { headers: benchUser })).text();
  if (real !== bare)
    throw new Error(`the bare list differs from GET /api/project:\n${real.slice(0, 300)}\n${bare.slice(0, 300)}`);
}

async function benchOne(kind: DatabaseKind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-bench-'));
  // PostgreSQL: a schema of its own, dropped afterwards.
  const schema = kind === 'postgres' ? await schemaFor(postgresUrl!, `bench_${process.pid}`) : undefined;
  const databaseUrl = schema?.url;
  try {
    await prepare(databaseUrl, dataDir);
    const { child, url } = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ...(schema ? { JOBS_SCHEMA: schema.jobsSchema } : {}),
    });
    try {
      const token = await signIn(url);
      const auth = { authorization: `Bearer ${token}` };
      const benchUser = { 'x-bench-user': await userIdOf(url, token) };
      await sameBytes(url, auth, benchUser);

      await measure(`${url}/api/bench/hello`, {}, 2); // warm-up
      const hello = await measure(`${url}/api/bench/hello`);
      await measure(`${url}/api/bench/projects`, benchUser, 2);
      const bare = await measure(`${url}/api/bench/projects`, benchUser);
      await measure(`${url}/api/project`, auth, 2);
      const projects = await measure(`${url}/api/project`, auth);
      const ratio = (of: Measure) => Math.round((projects.requestsPerSecond / of.requestsPerSecond) * 1000) / 1000;
      return { kind, hello, bare, projects, ratio: ratio(hello), ratioToBare: ratio(bare) };
    } finally {
      // Let the last queued requests finish before stopping.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  }
}

// BENCH_DATABASES=postgres (or pglite) measures one of them only.
const kinds = (postgresUrl ? (['pglite', 'postgres'] as DatabaseKind[]) : (['pglite'] as DatabaseKind[])).filter(
  (kind) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(kind),
);
const loadAverageBefore = os.loadavg().map((load) => Math.round(load * 100) / 100);
console.log(`load average before: ${loadAverageBefore.join(', ')}`);
const results = [];
for (const kind of kinds) {
  console.log(`\n${kind}: ${DURATION} s at ${CONNECTIONS} connections...`);
  results.push(await benchOne(kind));
}

const row = (label: string, m: Measure, ratios = '') =>
  `${label.padEnd(40)} ${String(m.requestsPerSecond).padStart(8)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms` +
  ratios +
  (m.errors || m.non2xx ? `   (errors ${m.errors}, non-2xx ${m.non2xx})` : '');
console.log('');
for (const r of results) {
  console.log(row(`${r.kind} hello-world`, r.hello));
  console.log(row(`${r.kind} bare list (same SQL and bytes)`, r.bare));
  const verdict = r.ratioToBare >= 0.7 ? 'meets the 70% target' : 'BELOW the 70% target';
  console.log(
    row(
      `${r.kind} GET /api/project`,
      r.projects,
      `   ${Math.round(r.ratioToBare * 100)}% of the bare list (${verdict}), ${Math.round(r.ratio * 100)}% of hello-world`,
    ),
  );
}
if (!postgresUrl) console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL.)');

const outDir = path.join(apiDir, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `api-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      loadAverageBefore,
      duration: DURATION,
      connections: CONNECTIONS,
      projects: PROJECTS,
      results,
    },
    null,
    2,
  ),
);
console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
