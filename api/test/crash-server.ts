import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { quoteIdent } from '../src/db/client';
import { TEST_DATABASE_URL } from './helpers';

/* The crash test's real server: started as its own process, killed with SIGKILL, called over HTTP, and the data it keeps per kind. */

const API = path.resolve(import.meta.dirname, '..');

export interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
}

export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = 21_000 + Math.floor(Math.random() * 19_000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'crash-test-secret-crash-test-secret',
      SCRYPT_LOG_N: '10',
      AUTH_RATE_LIMIT_MAX: '10000',
      AUTH_CACHE_MS: '0',
      SCHEDULER_INTERVAL_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return { child, base, output: () => output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /api/health:\n${output}`);
}

export async function killHard(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

export async function call(base: string, token: string | undefined, method: string, url: string, body?: object) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

export async function expect(
  base: string,
  token: string | undefined,
  status: number,
  method: string,
  url: string,
  body?: object,
) {
  const response = await call(base, token, method, url, body);
  assert.equal(response.status, status, `${method} ${url}: ${JSON.stringify(response.body)}`);
  return response.body?.data;
}

/** Where each kind's data lives across the two server processes, and how it is cleaned up. */
export async function dataFor(kind: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-crash-'));
  if (kind === 'pglite') {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      dataDir,
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `crash_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
