import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { forEachDatabase, json, type Account } from '../../helpers';
import { account, ago, data, get } from './fixtures';
import { seedFiguresDataSet } from './figures-data-set';

/* The figures over the known data set of figures-data-set.ts: per platform, hour and project, insights, who sees what, and refused queries. */
forEachDatabase(({ db, build }) => {
  let server: FastifyInstance;
  let a: Account;
  let c: Account;
  let ids: Record<string, string> = {};

  // One server for the file's tests, closed after them: a server left open keeps its queue's workers polling and the file never ends.
  after(() => server?.close());
  before(async () => {
    server = await build({ after: () => {} } as never);
    ({ a, c, ids } = await seedFiguresDataSet(server, db()));
  });

  test('per platform: copies, and the range’s views, engagement and rate', async () => {
    assert.deepEqual(await data(server, a, '/platforms?range=month&tz=UTC'), [
      { platform: 'twitter', copies: 2, views: 1500, engagement: 55, rate: 3.67 },
      { platform: 'email', copies: 1, views: 300, engagement: 30, rate: 10 },
      { platform: 'linkedin', copies: 1, views: 200, engagement: 2, rate: 1 },
      { platform: 'facebook', copies: 1, views: 0, engagement: 0, rate: 0 },
      { platform: 'instagram', copies: 1, views: 0, engagement: 0, rate: 0 },
    ]);
  });

  test('heatmap: weekday × hour of the copies published in the range, with what they recorded in the range (advanced)', async () => {
    const cell = (date: Date) => ({ weekday: date.getUTCDay() || 7, hour: date.getUTCHours() });
    const sorted = <T extends { weekday: number; hour: number }>(cells: T[]) =>
      cells.sort((x, y) => x.weekday - y.weekday || x.hour - y.hour);
    // A week: c3 was published 2 days ago but its 500 views were counted 20 days ago, before the range.
    assert.deepEqual(
      await data(server, a, '/heatmap?range=week&tz=UTC'),
      sorted([
        { ...cell(ago(2)), copies: 2, views: 1000, rate: 5 },
        { ...cell(ago(5)), copies: 1, views: 200, rate: 1 },
      ]),
    );
    // A month holds c3's count too.
    assert.deepEqual(
      await data(server, a, '/heatmap?range=month&tz=UTC'),
      sorted([
        { ...cell(ago(2)), copies: 2, views: 1500, rate: 3.67 },
        { ...cell(ago(5)), copies: 1, views: 200, rate: 1 },
      ]),
    );
    assert.deepEqual(await data(server, a, '/heatmap?range=day&tz=UTC'), []);
  });

  test('per project: copies, views, engagement, rate and growth of views (advanced)', async () => {
    assert.deepEqual(await data(server, a, '/projects?range=month&tz=UTC'), [
      { id: ids.p1, name: 'Alpha', copies: 5, views: 1700, engagement: 57, rate: 3.35, growth: 3300 },
      { id: ids.p2, name: 'Beta', copies: 1, views: 300, engagement: 30, rate: 10, growth: null },
      { id: ids.p3, name: 'Gamma', copies: 0, views: 0, engagement: 0, rate: 0, growth: null },
    ]);
  });

  test('insights of the data set: a platform and a message stand out, the schedule runs out; no low-engagement warning', async () => {
    const insights = await data<Array<{ id: string; type: string; title: string; action: { href: string } }>>(
      server,
      a,
      '/insights?tz=UTC',
    );
    assert.deepEqual(
      insights.map((i) => [i.id, i.type]),
      [
        ['platform-outperforms', 'success'],
        ['message-outperforms', 'success'],
        ['schedule-runs-out', 'warning'],
      ],
    );
    assert.equal(insights[0]!.title, 'Email outperforms your other platforms');
    assert.equal(insights[1]!.action.href, `/messages/${ids.m2}`);
  });

  test('a collaborator counts the shared project only; another user’s data is never counted', async () => {
    const overview = await data(server, c, '/overview?range=month&tz=UTC');
    assert.deepEqual(
      [
        overview.totalProjects,
        overview.activeProjects,
        overview.totalMessages,
        overview.totalCopies,
        overview.totalViews,
        overview.avgEngagementRate,
      ],
      [1, 1, 1, 1, 300, 10],
    );
    assert.deepEqual(
      (await data<Array<{ id: string }>>(server, c, '/top')).map((row) => row.id),
      [ids.c6],
    );
    const stranger = await account(server, db(), 'enterprise');
    const empty = await data(server, stranger, '/overview?range=year&tz=UTC');
    assert.deepEqual(
      [empty.totalProjects, empty.totalViews, empty.avgEngagementRate, empty.growth.totalViews],
      [0, 0, 0, null],
    );
    assert.deepEqual(await data(server, stranger, '/top'), []);
    assert.deepEqual(await data(server, stranger, '/insights'), []);
    const other = await get(server, stranger, `/performance?range=week&projectId=${ids.p1}`);
    assert.equal(other.statusCode, 404);
  });

  test('an unknown range or time zone is a 400 that says what is taken', async () => {
    const range = await get(server, a, '/overview?range=decade');
    assert.equal(range.statusCode, 400);
    assert.match(json(range).message, /range must be one of: day, week, month, quarter, year/);
    const tz = await get(server, a, '/performance?range=week&tz=Mars/Olympus');
    assert.equal(tz.statusCode, 400);
    assert.match(json(tz).message, /tz must be a time zone name/);
    for (const url of ['/funnel?range=', '/platforms?range=1', '/heatmap?range=days', '/projects?range=YEAR']) {
      assert.equal((await get(server, a, url)).statusCode, 400, url);
    }
  });
});
