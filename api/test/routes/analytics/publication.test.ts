import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, forEachDatabase, json, type Account } from '../../helpers';
import type { Database } from '../../../src/db/client';
import { account, ago, copy, data, project } from './fixtures';

/*
 * The heatmap counts what the copies published in the range recorded within it, and reads what they recorded
 * before it from the snapshots recorded before their publication (migration 0013: each snapshot keeps its copy's
 * publication time). A draft counted before it is published, and an older figure imported after it is, must
 * be counted by the day it was recorded, not by when the copy was published.
 */
forEachDatabase(({ db, build }) => {
  let server: FastifyInstance;
  let a: Account;
  let copyId: string;

  /** Adds to the copy's numbers as a CSV import with a date column does: a snapshot dated `at`. */
  const imported = (database: Database, id: string, at: Date, views: number, likes: number) =>
    database.transaction(async (tx) => {
      await tx.query(
        "SELECT set_config('brandcast.snapshot_source', 'import', true), set_config('brandcast.snapshot_at', $1, true)",
        [at.toISOString()],
      );
      await tx.query('UPDATE copies SET views = views + $2, likes = likes + $3 WHERE id = $1', [id, views, likes]);
    });

  // One server for the file's tests, closed after them: a server left open keeps its queue's workers polling and the file never ends.
  after(() => server?.close());
  before(async () => {
    server = await build({ after: () => {} } as never);
    a = await account(server, db(), 'enterprise');
    const p = await project(db(), a.user.id, 'Alpha', ago(60));
    // A draft counted 20 days ago (100 views, 10 likes) and 3 days ago (50 views, 1 like).
    copyId = await copy(db(), {
      userId: a.user.id,
      projectId: p,
      platform: 'twitter',
      title: 'draft',
      views: 100,
      likes: 10,
      countedAt: ago(20),
      createdAt: ago(40),
    });
    await imported(db(), copyId, ago(3), 50, 1);
  });

  test('a copy counted before it was published: the range holds what it recorded within it, before its publication too', async () => {
    const published = await server.inject({
      method: 'POST',
      url: `/api/copy/${copyId}/publish`,
      headers: bearer(a.token),
    });
    assert.equal(published.statusCode, 200, published.body);
    const at = new Date(json(published).data.publishedAt);
    const cell = { weekday: at.getUTCDay() || 7, hour: at.getUTCHours() };
    // A week: the 50 views of 3 days ago (1 like), not the 100 of 20 days ago.
    assert.deepEqual(await data(server, a, '/heatmap?range=week&tz=UTC'), [{ ...cell, copies: 1, views: 50, rate: 2 }]);
    assert.deepEqual(await data(server, a, '/heatmap?range=month&tz=UTC'), [
      { ...cell, copies: 1, views: 150, rate: 7.33 },
    ]);

    // An older figure imported after publication (200 views and 20 likes, 10 days ago): a month's, not a week's.
    await imported(db(), copyId, ago(10), 200, 20);
    assert.deepEqual(await data(server, a, '/heatmap?range=week&tz=UTC'), [{ ...cell, copies: 1, views: 50, rate: 2 }]);
    assert.deepEqual(await data(server, a, '/heatmap?range=month&tz=UTC'), [
      { ...cell, copies: 1, views: 350, rate: 8.86 },
    ]);
    assert.deepEqual(await data(server, a, '/heatmap?range=day&tz=UTC'), [{ ...cell, copies: 1, views: 0, rate: 0 }]);
  });
});
