import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import app from '../../../src/app';
import { serverOptions } from '../../../src/server-options';
import { browserAgent, forEachDatabase, json, testConfig } from '../../helpers';
import { call, createCopy, createProject, expectData } from '../copy/fixtures';
import { account, data, utcDay } from './fixtures';

/* What writes the history: performance snapshots from every path, and the activity log (the export: history-export.test.ts). */
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
});
