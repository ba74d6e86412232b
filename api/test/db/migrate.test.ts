import assert from 'node:assert/strict';
import { test } from 'node:test';
import { migrate, readMigrations } from '../../src/db/migrate';
import { forEachDatabase } from '../helpers';

test('migrations are numbered SQL files in order', () => {
  const versions = readMigrations().map((m) => m.version);
  assert.ok(versions.length >= 1);
  assert.deepEqual(versions, [...versions].sort());
  assert.match(versions[0]!, /^0001_/);
});

forEachDatabase(({ db }) => {
  test('migrate applies each file once: a second run does nothing', async () => {
    assert.deepEqual(await migrate(db()), []);
    const rows = await db().query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    assert.deepEqual(rows.map((r) => r.version), readMigrations().map((m) => m.version));
  });

  test('a failing migration rolls back whole', async () => {
    await assert.rejects(
      migrate(db(), [
        { version: '9998_ok', sql: 'CREATE TABLE migration_probe (id int)' },
        { version: '9999_broken', sql: 'THIS IS NOT SQL' },
      ]),
    );
    const probe = await db().query("SELECT 1 FROM information_schema.tables WHERE table_name = 'migration_probe' AND table_schema = current_schema()");
    assert.equal(probe.length, 0);
    const versions = await db().query<{ version: string }>("SELECT version FROM schema_migrations WHERE version LIKE '999%'");
    assert.equal(versions.length, 0);
  });

  test('progress is kept by the database: the share of the nine brand fields filled', async () => {
    const [user] = await db().query<{ id: string }>(
      "INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('progress-' || gen_random_uuid() || '@example.com', 'x', 'a', 'b') RETURNING id",
    );
    const [project] = await db().query<{ id: string; progress: number }>(
      "INSERT INTO projects (owner_id, business_name, location) VALUES ($1, 'Acme', '  ') RETURNING id, progress",
      [user!.id],
    );
    assert.equal(project!.progress, 11);
    const [updated] = await db().query<{ progress: number; name_sort: string }>(
      `UPDATE projects SET what_you_sell = 'a', who_you_sell_to = 'b', problem_you_solve = 'c', unique_value = 'd',
        price_range = 'e', business_goal = 'f', location = 'g', business_stage = 'h' WHERE id = $1 RETURNING progress, name_sort`,
      [project!.id],
    );
    assert.equal(updated!.progress, 100);
    assert.equal(updated!.name_sort, 'acme');
  });
});
