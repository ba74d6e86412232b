import assert from 'node:assert/strict';
import { test } from 'node:test';
import { hitRateLimit, sweepRateLimits } from '../../src/db/rate-limits';
import { forEachDatabase } from '../helpers';

forEachDatabase(({ db, build }) => {
  test('hits at once each get their own count: one fixed window, counted atomically', async () => {
    const hits = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(db(), 'at-once', 60_000)));
    assert.deepEqual(
      hits.map((hit) => hit.current).sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    for (const hit of hits) assert.ok(hit.ttl > 0 && hit.ttl <= 60_000, String(hit.ttl));
  });

  test('an ended window starts again at 1, and the sweep deletes ended windows only', async () => {
    await hitRateLimit(db(), 'ended', 60_000);
    await hitRateLimit(db(), 'ended', 60_000);
    await hitRateLimit(db(), 'live', 60_000);
    await db().query(`UPDATE rate_limits SET resets_at = now() - interval '1 second' WHERE key = 'ended'`);
    assert.equal((await hitRateLimit(db(), 'ended', 60_000)).current, 1);

    await db().query(`UPDATE rate_limits SET resets_at = now() - interval '1 second' WHERE key = 'ended'`);
    assert.ok((await sweepRateLimits(db())) >= 1);
    const keys = (await db().query<{ key: string }>(`SELECT key FROM rate_limits WHERE key IN ('ended', 'live')`)).map(
      (row) => row.key,
    );
    assert.deepEqual(keys, ['live']);
    assert.equal((await hitRateLimit(db(), 'live', 60_000)).current, 2);
  });

  test('with the scheduler on, the app deletes ended windows itself', async (t) => {
    await hitRateLimit(db(), 'ended-by-scheduler', 60_000);
    await db().query(`UPDATE rate_limits SET resets_at = now() - interval '1 second' WHERE key = 'ended-by-scheduler'`);
    await build(t, { schedulerIntervalMs: 50 });
    const left = async () => (await db().query(`SELECT 1 FROM rate_limits WHERE key = 'ended-by-scheduler'`)).length;
    for (let i = 0; i < 100 && (await left()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(await left(), 0);
  });
});
