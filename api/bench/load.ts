/**
 * `npm run bench:load`: a benchmark, not a test. Three API instances (src/server.ts) on one PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL; a schema of its own, dropped afterwards) behind a round-robin
 * proxy on LOAD_PORT (default 3400; the instances take the next ports), 50 virtual users for 60 s running
 * the mix of bench/load/scenario.ts. Prints throughput, p50/p99 per route and errors, then checks the
 * database against what was acknowledged; exits 1 when a check fails. Writes bench/results/load-*.json.
 * LOAD_USERS, LOAD_SECONDS, LOAD_INSTANCES change the shape.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiDir } from './setup';
import { formatReport, runLoad } from './load/index';

const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.error(
    'bench:load needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://root@127.0.0.1:5432/test',
  );
  process.exit(1);
}
const options = {
  postgresUrl,
  port: Number(process.env.LOAD_PORT ?? 3400),
  instances: Number(process.env.LOAD_INSTANCES ?? 3),
  users: Number(process.env.LOAD_USERS ?? 50),
  durationMs: Number(process.env.LOAD_SECONDS ?? 60) * 1000,
  schedulerIntervalMs: 1000,
};
const loadAverageBefore = os.loadavg().map((load) => Math.round(load * 100) / 100);
console.log(
  `load average before: ${loadAverageBefore.join(', ')} (${os.cpus().length} CPUs; the instances, the proxy, PostgreSQL and the users share them)`,
);
console.log(
  `running ${options.users} virtual users for ${options.durationMs / 1000} s against ${options.instances} instances...`,
);
const report = await runLoad(options);
console.log(`\n${formatReport(report)}`);

const outDir = path.join(apiDir, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, `load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    { date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, loadAverageBefore, ...report },
    null,
    2,
  ),
);
console.log(`\nWrote ${path.relative(process.cwd(), file)}`);
process.exit(report.failures.length ? 1 : 0);
