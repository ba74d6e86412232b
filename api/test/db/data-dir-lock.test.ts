import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock';
import { openDatabase } from '../../src/db/client';

const API = path.resolve(import.meta.dirname, '../..');
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'brandcast-lock-'));

/** A process of its own that takes the lock and waits; resolves with it once it holds the lock. */
function holder(dataDir: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./src/db/data-dir-lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000); })`,
    ],
    { cwd: API, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise<typeof child>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve(child));
    child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

test('a second open of one embedded data directory is refused, naming the process that holds it', async (t) => {
  const dir = tempDir();
  const first = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  t.after(() => first.close());
  await assert.rejects(openDatabase({ pgliteDir: path.join(dir, 'pglite') }), (error: Error) => {
    assert.ok(error instanceof DataDirInUseError);
    assert.match(error.message, new RegExp(`in use by process ${process.pid} `));
    assert.match(error.message, /stop that process first .* or give this one another folder with DATA_DIR/);
    return true;
  });
});

test('closing the database lets the directory go; a new process may open it', async () => {
  const dir = tempDir();
  const first = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  await first.close();
  assert.equal(existsSync(path.join(dir, LOCK_FILE)), false);
  const again = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
  await again.close();
});

test('another live process holds it: refused; once that process is killed, its lock is taken over', async () => {
  const dir = tempDir();
  const child = await holder(dir);
  try {
    assert.throws(() => lockDataDir(dir), new RegExp(`in use by process ${child.pid} `));
  } finally {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const release = lockDataDir(dir);
  release();
  assert.equal(existsSync(path.join(dir, LOCK_FILE)), false);
});

test('the API started twice on one DATA_DIR: the second refuses to start and says why', async () => {
  const dir = tempDir();
  const env = { ...process.env, DATA_DIR: dir, HOST: '127.0.0.1', LOG_LEVEL: 'silent', SCHEDULER_INTERVAL_MS: '0' };
  const first = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    env: { ...env, PORT: '0' },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 120 && !existsSync(path.join(dir, LOCK_FILE)); i += 1)
      await new Promise((r) => setTimeout(r, 250));
    const second = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API,
      env: { ...env, PORT: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => second.once('exit', resolve));
    assert.equal(code, 1);
    assert.match(stderr, new RegExp(`is in use by process ${first.pid} `));
  } finally {
    first.kill('SIGTERM');
    await new Promise((resolve) => first.once('exit', resolve));
  }
});
