import assert from 'node:assert/strict';
import { test } from 'node:test';
import { migrate, readMigrations } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/client';
import { forEachDatabase } from '../helpers';

test('migrations are numbered SQL files in order', () => {
  const versions = readMigrations().map((m) => m.version);
  assert.ok(versions.length >= 1);
  assert.deepEqual(versions, [...versions].sort());
  assert.match(versions[0]!, /^0001_/);
});

test('0003 recomputes the progress of existing projects over eleven parts', async () => {
  const fresh = await openDatabase({});
  try {
    const migrations = readMigrations();
    const at = migrations.findIndex((m) => m.version.startsWith('0003_'));
    await migrate(fresh, migrations.slice(0, at));
    const [user] = await fresh.query<{ id: string }>(
      "INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('a@example.com', 'x', 'a', 'b') RETURNING id",
    );
    const [before] = await fresh.query<{ progress: number; updated_at: Date }>(
      "INSERT INTO projects (owner_id, business_name, what_you_sell, who_you_sell_to, problem_you_solve, unique_value, price_range, business_goal, location, business_stage) VALUES ($1, 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i') RETURNING progress, updated_at",
      [user!.id],
    );
    assert.equal(before!.progress, 100);
    await migrate(fresh);
    const [after] = await fresh.query<{ progress: number; updated_at: Date }>(
      'SELECT progress, updated_at FROM projects',
    );
    assert.equal(after!.progress, 82);
    assert.equal(after!.updated_at.getTime(), before!.updated_at.getTime());
  } finally {
    await fresh.close();
  }
});

forEachDatabase(({ db }) => {
  test('migrate applies each file once: a second run does nothing', async () => {
    assert.deepEqual(await migrate(db()), []);
    const rows = await db().query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    assert.deepEqual(
      rows.map((r) => r.version),
      readMigrations().map((m) => m.version),
    );
  });

  test('a failing migration rolls back whole', async () => {
    await assert.rejects(
      migrate(db(), [
        { version: '9998_ok', sql: 'CREATE TABLE migration_probe (id int)' },
        { version: '9999_broken', sql: 'THIS IS NOT SQL' },
      ]),
    );
    const probe = await db().query(
      "SELECT 1 FROM information_schema.tables WHERE table_name = 'migration_probe' AND table_schema = current_schema()",
    );
    assert.equal(probe.length, 0);
    const versions = await db().query<{ version: string }>(
      "SELECT version FROM schema_migrations WHERE version LIKE '999%'",
    );
    assert.equal(versions.length, 0);
  });

  test('progress is kept by the database: round(100 x parts filled / 11), the nine brand fields + a published message + a copy', async () => {
    const [user] = await db().query<{ id: string }>(
      "INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('progress-' || gen_random_uuid() || '@example.com', 'x', 'a', 'b') RETURNING id",
    );
    const [project] = await db().query<{ id: string; progress: number }>(
      "INSERT INTO projects (owner_id, business_name, location) VALUES ($1, 'Acme', '  ') RETURNING id, progress",
      [user!.id],
    );
    assert.equal(project!.progress, 9); // 1 of 11 (a blank field does not count)
    const [updated] = await db().query<{ progress: number; name_sort: string }>(
      `UPDATE projects SET what_you_sell = 'a', who_you_sell_to = 'b', problem_you_solve = 'c', unique_value = 'd',
        price_range = 'e', business_goal = 'f', location = 'g', business_stage = 'h' WHERE id = $1 RETURNING progress, name_sort`,
      [project!.id],
    );
    assert.equal(updated!.progress, 82); // 9 of 11: no published message or copy yet
    assert.equal(updated!.name_sort, 'acme');
  });
});
