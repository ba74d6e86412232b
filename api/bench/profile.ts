/**
 * `pnpm bench:profile`: a CPU profile of the server under the benchmark's load, to see where a request's
 * time goes. Prepares the benchmark's data (PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL, else
 * PGlite), starts the server with `node --cpu-prof`, runs autocannon against PROFILE_URL (default
 * /api/project) and prints the functions and packages with the most self time during the load. The .cpuprofile file
 * (open it in Chrome DevTools) stays under bench/results/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiDir, prepare, schemaFor, signIn, waitForServer } from './setup';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const TARGET = process.env.PROFILE_URL ?? '/api/project';
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function and package, over the last `windowMs` of the profile (the load, not the start-up). */
function summarize(profile: CpuProfile, windowMs: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  const end = profile.timeDeltas.reduce((a, b) => a + b, 0);
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= end - windowMs * 1000) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, time] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const file = url.replace(/^file:\/\//, '');
    const pkg =
      /node_modules\/\.pnpm\/([^/]+)/.exec(file)?.[1]?.replace(/@\d[^_]*$/, '') ??
      (file.includes('/api/src/')
        ? 'api/src'
        : file.includes('/shared/src/')
          ? 'shared/src'
          : file
            ? file.startsWith('node:')
              ? 'node'
              : 'other'
            : functionName || '(native)');
    packages.set(pkg, (packages.get(pkg) ?? 0) + time);
    const key = `${functionName || '(anonymous)'} ${path.basename(file)}:${lineNumber + 1}`;
    functions.set(key, (functions.get(key) ?? 0) + time);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
      .join('\n');
  console.log(`\nPackages by self time:\n${top(packages, 20)}\n\nFunctions by self time:\n${top(functions, 40)}`);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-profile-'));
const outDir = path.join(apiDir, 'bench', 'results');
mkdirSync(outDir, { recursive: true });
const schema = postgresUrl ? await schemaFor(postgresUrl, `profile_${process.pid}`) : undefined;
try {
  await prepare(schema?.url, dataDir);
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const before = new Set(readdirSync(outDir));
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${outDir}`, '--import', 'tsx', 'src/server.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        BENCH_ROUTES: '1',
        JWT_SECRET: 'bench',
        DATA_DIR: dataDir,
        DATABASE_URL: schema?.url ?? '',
        ...(schema ? { JOBS_SCHEMA: schema.jobsSchema } : {}),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(url, child);
  const headers = { authorization: `Bearer ${await signIn(url)}` };
  await autocannon({ url: `${url}${TARGET}`, connections: 50, duration: 2, headers }); // warm-up
  const started = Date.now();
  const result = await autocannon({ url: `${url}${TARGET}`, connections: 50, duration: DURATION, headers });
  console.log(
    `${TARGET}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
  );
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  const windowMs = Date.now() - started;
  const file = readdirSync(outDir).find((name) => name.endsWith('.cpuprofile') && !before.has(name));
  if (!file) throw new Error('no .cpuprofile written');
  summarize(JSON.parse(readFileSync(path.join(outDir, file), 'utf8')) as CpuProfile, windowMs);
  console.log(`\nProfile: bench/results/${file}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await schema?.drop();
}
