import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { openDatabase } from '../src/db/client';

const run = promisify(execFile);
const apiDir = path.join(import.meta.dirname, '..');

test('npm run seed: a demo account with projects, a tested and published tagline and copies, paid in credits; twice is safe', async (t) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-seed-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const seed = () =>
    run(process.execPath, ['--import', 'tsx', 'src/seed.ts'], {
      cwd: apiDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });

  const first = await seed();
  assert.match(first.stdout, /Created the demo account with 5 projects, brand messages and copies\./);
  assert.match(first.stdout, /email: {4}demo@brandcast\.local/);
  const again = await seed();
  assert.match(again.stdout, /already exists/);

  const db = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const [counts] = await db.query<{
      projects: number;
      messages: number;
      published: number;
      copies: number;
      balance: number;
    }>(`
      SELECT (SELECT count(*)::int FROM projects) AS projects,
             (SELECT count(*)::int FROM messages) AS messages,
             (SELECT count(*)::int FROM messages WHERE status = 'published' AND score > 0) AS published,
             (SELECT count(*)::int FROM copies) AS copies,
             (SELECT balance_after FROM credit_ledger ORDER BY id DESC LIMIT 1) AS balance,
             (SELECT email_verified_at IS NOT NULL FROM users WHERE email = 'demo@brandcast.local') AS verified`);
    // Starter plan: 5000 credits, less 50 (generate) + 100 (test) + 2 x 30 (copies); the demo address confirmed.
    assert.deepEqual(counts, {
      projects: 5,
      messages: 3,
      published: 1,
      copies: 2,
      balance: 5000 - 50 - 100 - 60,
      verified: true,
    });
  } finally {
    await db.close();
  }
});
