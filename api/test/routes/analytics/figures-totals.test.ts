import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { forEachDatabase, json, type Account } from '../../helpers';
import { account, ago, copy, data, get, project, utcDay } from './fixtures';
import { seedFiguresDataSet } from './figures-data-set';

/* The figures over the known data set of figures-data-set.ts: totals, the days, the funnel and the best and worst copies. */
forEachDatabase(({ db, build }) => {
  let server: FastifyInstance;
  let a: Account;
  let ids: Record<string, string> = {};

  // One server for the file's tests, closed after them: a server left open keeps its queue's workers polling and the file never ends.
  after(() => server?.close());
  before(async () => {
    server = await build({ after: () => {} } as never);
    ({ a, ids } = await seedFiguresDataSet(server, db()));
  });

  test('overview: totals now, views and rate in the range, growth against the previous period of the same length', async () => {
    assert.deepEqual(await data(server, a, '/overview?range=day&tz=UTC'), {
      range: 'day',
      totalProjects: 3,
      activeProjects: 2,
      totalMessages: 2,
      totalCopies: 6,
      avgEngagementRate: 5,
      totalViews: 1000,
      // At this time yesterday: the same 3 projects (2 active), 2 messages and 6 copies (c5 is a day and a minute old); no views.
      growth: {
        totalProjects: 0,
        activeProjects: 0,
        totalMessages: 0,
        totalCopies: 0,
        avgEngagementRate: null,
        totalViews: null,
      },
    });
    assert.deepEqual(await data(server, a, '/overview?range=week&tz=UTC'), {
      range: 'week',
      totalProjects: 3,
      activeProjects: 2,
      totalMessages: 2,
      totalCopies: 6,
      avgEngagementRate: 4.33,
      totalViews: 1200,
      // A week ago: P1 and P2, both active; m1; c1-c4 and c6. c6's 300 views and 30 clicks (10%) were that week's.
      growth: {
        totalProjects: 50,
        activeProjects: 0,
        totalMessages: 100,
        totalCopies: 20,
        avgEngagementRate: -56.7,
        totalViews: 300,
      },
    });
    assert.deepEqual(await data(server, a, '/overview?range=month&tz=UTC'), {
      range: 'month',
      totalProjects: 3,
      activeProjects: 2,
      totalMessages: 2,
      totalCopies: 6,
      avgEngagementRate: 4.35,
      totalViews: 2000,
      // 30 days ago: P1 (active), m1, c1-c4; c4's 50 views and 10 likes (20%) were that period's.
      growth: {
        totalProjects: 200,
        activeProjects: 100,
        totalMessages: 100,
        totalCopies: 50,
        avgEngagementRate: -78.3,
        totalViews: 3900,
      },
    });
    assert.deepEqual(await data(server, a, '/overview?range=quarter&tz=UTC'), {
      range: 'quarter',
      totalProjects: 3,
      activeProjects: 2,
      totalMessages: 2,
      totalCopies: 6,
      avgEngagementRate: 4.73,
      totalViews: 2050,
      // 90 days ago: P1, no message, c4 only; nothing counted the quarter before.
      growth: {
        totalProjects: 200,
        activeProjects: 100,
        totalMessages: null,
        totalCopies: 500,
        avgEngagementRate: null,
        totalViews: null,
      },
    });
    assert.deepEqual(await data(server, a, '/overview?range=year&tz=UTC'), {
      range: 'year',
      totalProjects: 3,
      activeProjects: 2,
      totalMessages: 2,
      totalCopies: 6,
      avgEngagementRate: 4.73,
      totalViews: 2050,
      growth: {
        totalProjects: 200,
        activeProjects: 100,
        totalMessages: null,
        totalCopies: null,
        avgEngagementRate: null,
        totalViews: null,
      },
    });
  });

  test('performance: one row per day of the range, zeros included; by project and by platform', async () => {
    const week = await data(server, a, '/performance?range=week&tz=UTC');
    assert.deepEqual(
      week,
      [6, 5, 4, 3, 2, 1, 0].map((days) => ({
        date: utcDay(days),
        views: { 0: 1000, 3: 200 }[days] ?? 0,
        engagement: { 0: 50, 3: 2 }[days] ?? 0,
        copies: days === 1 ? 1 : 0,
        messages: days === 2 ? 1 : 0,
      })),
    );
    const day = await data(server, a, '/performance?range=day&tz=UTC');
    assert.deepEqual(day, [{ date: utcDay(0), views: 1000, engagement: 50, copies: 0, messages: 0 }]);
    for (const [range, days] of [
      ['month', 30],
      ['quarter', 90],
      ['year', 365],
    ] as const) {
      const rows = await data<Array<{ date: string; views: number }>>(server, a, `/performance?range=${range}&tz=UTC`);
      assert.equal(rows.length, days, range);
      assert.equal(rows[0]!.date, utcDay(days - 1));
      assert.equal(
        rows.reduce((sum, row) => sum + row.views, 0),
        range === 'month' ? 2000 : 2050,
        range,
      );
    }
    const twitter = await data<Array<{ date: string; views: number; engagement: number; copies: number }>>(
      server,
      a,
      '/performance?range=month&tz=UTC&platform=twitter',
    );
    assert.deepEqual(
      twitter.filter((row) => row.views || row.copies),
      [
        { date: utcDay(20), views: 500, engagement: 5, copies: 0, messages: 0 },
        { date: utcDay(0), views: 1000, engagement: 50, copies: 0, messages: 0 },
      ],
    );
    const beta = await data<Array<{ views: number; messages: number; copies: number }>>(
      server,
      a,
      `/performance?range=month&tz=UTC&projectId=${ids.p2}`,
    );
    assert.deepEqual(
      [
        beta.reduce((s, r) => s + r.views, 0),
        beta.reduce((s, r) => s + r.messages, 0),
        beta.reduce((s, r) => s + r.copies, 0),
      ],
      [300, 1, 1],
    );
  });

  test("a day is the user's day: tz moves a number counted near midnight", async () => {
    const tzUser = await account(server, db(), 'premium');
    const p = await project(db(), tzUser.user.id, 'Night owl', ago(5));
    // 23:30 UTC two days ago is 00:30 the next day in Europe/Berlin (UTC+1 in winter, +2 in summer).
    const at = new Date(`${utcDay(2)}T23:30:00Z`);
    await copy(db(), {
      userId: tzUser.user.id,
      projectId: p,
      platform: 'twitter',
      title: 'late',
      views: 100,
      likes: 3,
      countedAt: at,
      createdAt: ago(5),
    });
    const utc = await data<Array<{ date: string; views: number }>>(server, tzUser, '/performance?range=week&tz=UTC');
    const berlin = await data<Array<{ date: string; views: number }>>(
      server,
      tzUser,
      '/performance?range=week&tz=Europe/Berlin',
    );
    assert.equal(utc.find((row) => row.views)?.date, utcDay(2));
    assert.equal(berlin.find((row) => row.views)?.date, utcDay(1));
  });

  test('funnel: views → engagements → clicks → tracked-link visits, each with its percent of the step before', async () => {
    assert.deepEqual(await data(server, a, '/funnel?range=month&tz=UTC'), [
      { step: 'views', label: 'Views', count: 2000, rate: 100 },
      { step: 'engagements', label: 'Engagements', count: 87, rate: 4.35 },
      { step: 'clicks', label: 'Clicks', count: 40, rate: 45.98 },
      { step: 'visits', label: 'Tracked-link visits', count: 0, rate: 0 },
    ]);
    assert.deepEqual(
      (await data(server, a, '/funnel?range=day&tz=UTC')).map((s: { count: number }) => s.count),
      [1000, 50, 10, 0],
    );
  });

  test('top and low performers: copies with 100 views or more by rate; low ones lowest first; the limit', async () => {
    const top = await data<Array<{ id: string; rate: number; projectName: string }>>(server, a, '/top');
    assert.deepEqual(
      top.map((row) => [row.id, row.rate]),
      [
        [ids.c6, 10],
        [ids.c1, 5],
        [ids.c3, 1],
        [ids.c2, 1],
      ],
    );
    assert.equal(top[0]!.projectName, 'Beta');
    const low = await data<Array<{ id: string; rate: number }>>(server, a, '/low');
    assert.deepEqual(
      low.map((row) => [row.id, row.rate]),
      [
        [ids.c3, 1],
        [ids.c2, 1],
        [ids.c1, 5],
        [ids.c6, 10],
      ],
    );
    assert.deepEqual(
      (await data<Array<{ id: string }>>(server, a, '/low?limit=1')).map((row) => row.id),
      [ids.c3],
    );
    const refused = await get(server, a, '/top?limit=0');
    assert.equal(refused.statusCode, 400);
    assert.match(json(refused).message, /limit must be a whole number from 1 to 50/);
  });
});
