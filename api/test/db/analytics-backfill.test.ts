import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../../src/db/client';
import { migrate, readMigrations } from '../../src/db/migrate';
import { analyticsFigures } from '../../src/repositories/analytics/figures';

test('migration 0010 gives each existing copy with numbers one snapshot of its totals at its lastUpdated', async () => {
  const db = await openDatabase({});
  try {
    const all = readMigrations();
    await migrate(
      db,
      all.filter((m) => m.version < '0010'),
    );
    const [user] = await db.query<{ id: string }>(
      "INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('a@example.com', 'x', 'A', 'B') RETURNING id",
    );
    const [project] = await db.query<{ id: string }>(
      'INSERT INTO projects (owner_id, business_name) VALUES ($1, $2) RETURNING id',
      [user!.id, 'Old'],
    );
    await db.query(
      `INSERT INTO copies (project_id, user_id, platform, title, views, likes, clicks, performance_updated_at)
       VALUES ($1, $2, 'twitter', 'counted', 500, 20, 5, '2026-01-15T10:00:00Z'), ($1, $2, 'email', 'never counted', 0, 0, 0, NULL)`,
      [project!.id, user!.id],
    );
    await migrate(db, all);
    const rows = await db.query<{ title: string; source: string; at: Date; views: number; engagement: number }>(
      'SELECT c.title, s.source, s.at, s.views, s.engagement FROM copy_performance_snapshots s JOIN copies c ON c.id = s.copy_id',
    );
    assert.deepEqual(
      rows.map((r) => [r.title, r.source, new Date(r.at).toISOString(), r.views, r.engagement]),
      [['counted', 'initial', '2026-01-15T10:00:00.000Z', 500, 25]],
    );
    const [daily] = await db.query<{ day: string; views: string }>(
      "SELECT to_char(day, 'YYYY-MM-DD') AS day, views::text FROM copy_performance_daily",
    );
    assert.deepEqual(daily, { day: '2026-01-15', views: '500' });
  } finally {
    await db.close();
  }
});

test('migration 0013 gives existing snapshots their copy’s publication time: the heatmap reads what was recorded before the range from them', async () => {
  const db = await openDatabase({});
  try {
    const all = readMigrations();
    await migrate(
      db,
      all.filter((m) => m.version < '0013'),
    );
    const [user] = await db.query<{ id: string }>(
      "INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('a@example.com', 'x', 'A', 'B') RETURNING id",
    );
    const [project] = await db.query<{ id: string }>(
      'INSERT INTO projects (owner_id, business_name) VALUES ($1, $2) RETURNING id',
      [user!.id, 'Old'],
    );
    // Published 2 days ago: 500 views and 20 likes counted 20 days ago, then 100 views and 10 likes now.
    const [copy] = await db.query<{ id: string; published_at: Date }>(
      `INSERT INTO copies (project_id, user_id, platform, title, status, published_at, views, likes, performance_updated_at)
       VALUES ($1, $2, 'twitter', 'published', 'published', now() - interval '2 days', 500, 20, now() - interval '20 days')
       RETURNING id, published_at`,
      [project!.id, user!.id],
    );
    await db.query('UPDATE copies SET views = views + 100, likes = likes + 10 WHERE id = $1', [copy!.id]);
    await migrate(db, all);
    const stamped = await db.query<{ published_at: Date }>(
      'SELECT published_at FROM copy_performance_snapshots WHERE copy_id = $1',
      [copy!.id],
    );
    assert.deepEqual(
      stamped.map((r) => new Date(r.published_at).getTime()),
      [0, 1].map(() => new Date(copy!.published_at).getTime()),
    );
    const at = new Date(copy!.published_at);
    assert.deepEqual(await analyticsFigures(db).heatmap(user!.id, 'UTC', 'week'), [
      { weekday: at.getUTCDay() || 7, hour: at.getUTCHours(), copies: 1, views: 100, rate: 10 },
    ]);
  } finally {
    await db.close();
  }
});
