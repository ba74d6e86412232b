import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { test } from 'node:test';
import { forEachDatabase } from '../../helpers';

forEachDatabase(({ build }) => {
  test('the app sweeps orphaned recording files when it starts, unless the scheduler is off', async (t) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-sweep-'));
    t.after(() => rmSync(dataDir, { recursive: true, force: true }));
    const orphan = path.join(dataDir, 'recordings', '00000000-0000-4000-8000-0000000000aa');
    mkdirSync(path.dirname(orphan), { recursive: true });
    writeFileSync(orphan, 'left by a deleted project');
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(orphan, old, old);

    await build(t, { dataDir, schedulerIntervalMs: 0 });
    await sleep(200);
    assert.ok(existsSync(orphan), 'off with the scheduler');

    await build(t, { dataDir, schedulerIntervalMs: 60_000 });
    for (let i = 0; i < 50 && existsSync(orphan); i += 1) await sleep(50);
    assert.equal(existsSync(orphan), false);
  });
});
