import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { forEachDatabase, json, type Account } from '../../helpers';
import { account, ago, copy, data, get, message, project, utcDay } from './fixtures';

/*
 * The known data set (UTC), all of A's unless said:
 *   P1 "Alpha" active, made 400 days ago; P2 "Beta" active, 10 days ago (C is its viewer); P3 "Gamma" draft, 2 days ago.
 *   m1 (P1) 40 days ago, m2 (P2) 2 days ago.
 *   c1 P1 twitter  m1  1000 views, 30 likes 5 comments 5 shares 10 clicks = 50   counted today     made 40 days ago, published 2 days ago
 *   c2 P1 linkedin m1   200 views, 2 likes = 2                              counted 3 days ago made 40 days ago, published 5 days ago
 *   c3 P1 twitter        500 views, 5 likes = 5                             counted 20 days ago made 40 days ago, published 2 days ago
 *   c4 P1 instagram       50 views, 10 likes = 10                           counted 45 days ago made 100 days ago
 *   c5 P1 facebook         nothing counted, scheduled in 2 days              made 1 day ago
 *   c6 P2 email    m2   300 views, 30 clicks = 30                           counted 8 days ago  made 9 days ago
 *   B's project with a copy of 10000 views and 5000 likes today: never counted for A.
 */
forEachDatabase(({ db, build }) => {
  let server: FastifyInstance;
  let a: Account;
  let c: Account;
  const ids: Record<string, string> = {};

  // One server for the file's tests, closed after them: a server left open keeps its queue's workers polling and the file never ends.
  after(() => server?.close());
  before(async () => {
    server = await build({ after: () => {} } as never);
    a = await account(server, db(), 'enterprise');
    const b = await account(server, db(), 'enterprise');
    c = await account(server, db(), 'premium');
    const A = a.user.id;
    ids.p1 = await project(db(), A, 'Alpha', ago(400));
    ids.p2 = await project(db(), A, 'Beta', ago(10));
    ids.p3 = await project(db(), A, 'Gamma', ago(2), 'draft');
    await db().query("INSERT INTO project_collaborators (project_id, user_id, role) VALUES ($1, $2, 'viewer')", [
      ids.p2,
      c.user.id,
    ]);
    ids.m1 = await message(db(), ids.p1, A, 'Coffee that tastes like home', ago(40));
    ids.m2 = await message(db(), ids.p2, A, 'Beans for busy mornings', ago(2));
    const common = { userId: A, projectId: ids.p1, createdAt: ago(40) };
    ids.c1 = await copy(db(), {
      ...common,
      platform: 'twitter',
      title: 'c1',
      messageId: ids.m1,
      views: 1000,
      likes: 30,
      comments: 5,
      shares: 5,
      clicks: 10,
      countedAt: ago(0),
      publishedAt: ago(2),
    });
    ids.c2 = await copy(db(), {
      ...common,
      platform: 'linkedin',
      title: 'c2',
      messageId: ids.m1,
      views: 200,
      likes: 2,
      countedAt: ago(3),
      publishedAt: ago(5),
    });
    ids.c3 = await copy(db(), {
      ...common,
      platform: 'twitter',
      title: 'c3',
      views: 500,
      likes: 5,
      countedAt: ago(20),
      publishedAt: ago(2),
    });
    ids.c4 = await copy(db(), {
      ...common,
      platform: 'instagram',
      title: 'c4',
      views: 50,
      likes: 10,
      countedAt: ago(45),
      createdAt: ago(100),
    });
    ids.c5 = await copy(db(), {
      ...common,
      platform: 'facebook',
      title: 'c5',
      createdAt: ago(1),
      scheduledDate: new Date(Date.now() + 2 * 86_400_000),
    });
    ids.c6 = await copy(db(), {
      userId: A,
      projectId: ids.p2,
      platform: 'email',
      title: 'c6',
      messageId: ids.m2,
      views: 300,
      clicks: 30,
      countedAt: ago(8),
      createdAt: ago(9),
    });
    const pb = await project(db(), b.user.id, 'Other', ago(400));
    await message(db(), pb, b.user.id, 'Not yours', ago(1));
    await copy(db(), {
      userId: b.user.id,
      projectId: pb,
      platform: 'email',
      title: 'theirs',
      views: 10000,
      likes: 5000,
      countedAt: ago(0),
      createdAt: ago(1),
      publishedAt: ago(2),
    });
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
