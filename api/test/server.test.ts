import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test(
  'server.ts starts on PORT with PGlite under DATA_DIR, answers /api/health, and closes on SIGTERM',
  { timeout: 60_000 },
  async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-server-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let body: unknown;
      for (let i = 0; i < 200 && body === undefined; i++) {
        try {
          body = await (await fetch(`http://127.0.0.1:${port}/api/health`)).json();
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      assert.deepEqual(body, { status: 'ok', db: 'pglite' }, output);
      child.kill('SIGTERM');
      assert.equal(await exited, 0, output);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);
