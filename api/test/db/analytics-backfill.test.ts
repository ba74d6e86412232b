import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../../src/db/client';
import { migrate, readMigrations } from '../../src/db/migrate';

test('migration 0010 gives each existing copy with numbers one snapshot of its totals at its lastUpdated', async () => {
  const db = await openDatabase({});
  try {
    const all = readMigrations();
    await migrate(db, all.filter((m) => m.version < '0010'));
    const [user] = await db.query<{ id: string }>("INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('a@example.com', 'x', 'A', 'B') RETURNING id");
    const [project] = await db.query<{ id: string }>('INSERT INTO projects (owner_id, business_name) VALUES ($1, $2) RETURNING id', [user!.id, 'Old']);
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
    const [daily] = await db.query<{ day: string; views: string }>("SELECT to_char(day, 'YYYY-MM-DD') AS day, views::text FROM copy_performance_daily");
    assert.deepEqual(daily, { day: '2026-01-15', views: '500' });
  } finally {
    await db.close();
  }
});
