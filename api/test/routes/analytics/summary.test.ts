import assert from 'node:assert/strict';
import { test } from 'node:test';
import { forEachDatabase } from '../../helpers';
import { account, ago, copy, data, get, message, project } from './fixtures';

/* GET /analytics/summary (issue 28): a free plan's own numbers, without the paid views. */
forEachDatabase(({ db, build }) => {
  test("answers a free account its messages, copies and tracked-link clicks, and nobody else's", async (t) => {
    const server = await build(t);
    const user = await account(server, db(), 'free');
    const other = await account(server, db(), 'free');
    const p = await project(db(), user.user.id, 'Pawsh Parlour', ago(90));
    const published = await message(db(), p, user.user.id, 'Calm cuts', ago(2));
    await db().query("UPDATE messages SET status = 'published' WHERE id = $1", [published]);
    await message(db(), p, user.user.id, 'Old draft', ago(60));
    const base = { projectId: p, userId: user.user.id, platform: 'instagram' };
    const linked = await copy(db(), { ...base, title: 'Post', createdAt: ago(3), publishedAt: ago(2) });
    await copy(db(), { ...base, title: 'Later', createdAt: ago(1), scheduledDate: new Date(Date.now() + 86_400_000) });
    await copy(db(), { ...base, title: 'Older', createdAt: ago(45) });
    await db().query(
      "INSERT INTO tracked_links (code, copy_id, target_url, clicks) VALUES ('sumcopy1', $1, 'https://x.test', 7)",
      [linked],
    );
    await db().query(
      "INSERT INTO tracked_links (code, message_id, target_url, clicks) VALUES ('summsg01', $1, 'https://x.test', 3)",
      [published],
    );
    // Another account's work is not counted.
    const theirs = await project(db(), other.user.id, 'Elsewhere', ago(5));
    const their = await copy(db(), {
      projectId: theirs,
      userId: other.user.id,
      platform: 'twitter',
      title: 'Theirs',
      createdAt: ago(1),
    });
    await db().query(
      "INSERT INTO tracked_links (code, copy_id, target_url, clicks) VALUES ('sumthem1', $1, 'https://x.test', 50)",
      [their],
    );

    assert.deepEqual(await data(server, user, '/summary?range=month&tz=UTC'), {
      range: 'month',
      messages: { total: 2, published: 1, inRange: 1 },
      copies: { total: 3, published: 1, scheduled: 1, inRange: 2 },
      trackedLinks: { total: 2, clicks: 10 },
    });
    const week = await data(server, user, '/summary?range=week&tz=Europe/London');
    assert.deepEqual(week.copies, { total: 3, published: 1, scheduled: 1, inRange: 2 });
  });

  test('is zero for a new account, and refuses an unknown range with a 400', async (t) => {
    const server = await build(t);
    const user = await account(server, db(), 'free');
    assert.deepEqual(await data(server, user, '/summary?range=month&tz=UTC'), {
      range: 'month',
      messages: { total: 0, published: 0, inRange: 0 },
      copies: { total: 0, published: 0, scheduled: 0, inRange: 0 },
      trackedLinks: { total: 0, clicks: 0 },
    });
    assert.equal((await get(server, user, '/summary?range=decade&tz=UTC')).statusCode, 400);
    assert.equal(
      (await server.inject({ method: 'GET', url: '/api/analytics/summary?range=month&tz=UTC' })).statusCode,
      401,
    );
  });
});
