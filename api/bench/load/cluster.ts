/**
 * Several API instances (src/server.ts, each a process of its own) on one PostgreSQL schema, behind the
 * round-robin proxy: the deployment the load test measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { apiDir, schemaFor } from '../setup';
import { startProxy, type RoundRobinProxy } from './proxy';

export interface ClusterOptions {
  postgresUrl: string;
  /** The proxy's port; the instances take the ports after it. */
  port: number;
  instances: number;
  schedulerIntervalMs: number;
  /** Extra environment for the instances (e.g. a cheaper SCRYPT_LOG_N in the test). */
  env?: Record<string, string>;
}

export interface Cluster {
  proxy: RoundRobinProxy;
  /** The URL of the cluster's schema, for the checks after the run. */
  databaseUrl: string;
  /** Each instance's output, for a failure report. */
  output(): string;
  /** Instances that died during the run. */
  exited(): number;
  stop(): Promise<void>;
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const schema = await schemaFor(options.postgresUrl, `load_${process.pid}_${randomBytes(3).toString('hex')}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-load-'));
  const children: ChildProcess[] = [];
  let output = '';
  let exited = 0;
  let proxy: RoundRobinProxy | undefined;
  const stop = async () => {
    await proxy?.close();
    await Promise.all(
      children.map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await gone;
      }),
    );
    rmSync(dataDir, { recursive: true, force: true });
    await schema.drop();
  };
  try {
    // Migrated once up front (the instances would wait on each other's advisory lock otherwise).
    const database = await openDatabase({ databaseUrl: schema.url, poolMax: 1 });
    await migrate(database);
    await database.close();

    const targets: string[] = [];
    for (let i = 1; i <= options.instances; i++) {
      const port = options.port + i;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiDir,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: schema.url,
          JOBS_SCHEMA: schema.jobsSchema,
          DATA_DIR: dataDir,
          DATABASE_POOL_MAX: '8',
          JWT_SECRET: 'load-test-secret-shared-by-every-instance',
          // Every virtual user comes from 127.0.0.1: the auth limits are per address and email, and per address.
          AUTH_RATE_LIMIT_MAX: '100000',
          AUTH_RATE_LIMIT_IP_MAX: '100000',
          // The round-robin proxy is the one hop in front of the instances (it appends the address it saw).
          TRUST_PROXY: '1',
          SCHEDULER_INTERVAL_MS: String(options.schedulerIntervalMs),
          LOG_LEVEL: 'warn',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (chunk) => (output += `[${port}] ${chunk}`));
      child.stderr!.on('data', (chunk) => (output += `[${port}] ${chunk}`));
      child.on('exit', () => (exited += 1));
      children.push(child);
      targets.push(`http://127.0.0.1:${port}`);
    }
    for (const target of targets) await waitForHealth(target, () => exited > 0);
    proxy = await startProxy(targets, options.port);
    const stoppedEarly = () => exited;
    return { proxy, databaseUrl: schema.url, output: () => output, exited: stoppedEarly, stop };
  } catch (error) {
    await stop().catch(() => {});
    throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
  }
}

/** Up to 3 minutes: three servers starting together on a busy machine are slow. */
async function waitForHealth(url: string, died: () => boolean): Promise<void> {
  for (let i = 0; i < 1800 && !died(); i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the instance at ${url} did not start`);
}
