import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { forEachDatabase, type Account } from '../../helpers';
import { analyticsFigures } from '../../../src/repositories/analytics/figures';
import { account, ago, copy, data, project } from './fixtures';

/*
 * The per-day series is read from migration 0012's daily rollups (UTC days with running sums per quarter
 * hour). These tests hold it to the definition: a day's views are those of the snapshots recorded on that
 * date in the user's time zone, computed here from the raw snapshots with Intl, in zones a whole hour, half
 * an hour and three quarters off UTC, across this autumn's daylight-saving changes, with filters, after
 * snapshots are changed, deleted and moved with their copy, and in a zone no quarter hour fits (fallback).
 */
const ZONES = [
  'UTC',
  'Europe/London',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'America/St_Johns',
  'Pacific/Chatham',
];

interface Snapshot {
  at: Date;
  views: number;
  engagement: number;
  platform: string;
  projectId: string;
}

const localDate = (at: Date, tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

forEachDatabase(({ db, build }) => {
  let server: FastifyInstance;
  let a: Account;
  const ids: Record<string, string> = {};

  const snapshots = async (): Promise<Snapshot[]> =>
    (
      await db().query<{ at: Date; views: number; engagement: number; platform: string; project_id: string }>(
        `SELECT s.at, s.views, s.engagement, s.platform, s.project_id FROM copy_performance_snapshots s
       JOIN projects p ON p.id = s.project_id WHERE p.owner_id = $1`,
        [a.user.id],
      )
    ).map((r) => ({
      at: new Date(r.at),
      views: Number(r.views),
      engagement: Number(r.engagement),
      platform: r.platform,
      projectId: r.project_id,
    }));

  /** The series as the definition gives it, for the dates the answer lists. */
  const expected = (rows: Snapshot[], tz: string, dates: string[], keep: (s: Snapshot) => boolean) => {
    const sums = new Map(dates.map((date) => [date, { views: 0, engagement: 0 }]));
    for (const s of rows.filter(keep)) {
      const day = sums.get(localDate(s.at, tz));
      if (day) {
        day.views += s.views;
        day.engagement += s.engagement;
      }
    }
    return dates.map((date) => ({ date, ...sums.get(date)! }));
  };

  const check = async (tz: string, range: string, query = '', keep: (s: Snapshot) => boolean = () => true) => {
    const series = await data<Array<{ date: string; views: number; engagement: number }>>(
      server,
      a,
      `/performance?range=${range}&tz=${encodeURIComponent(tz)}${query}`,
    );
    assert.equal(series.length, { week: 7, month: 30, quarter: 90 }[range]);
    assert.equal(series.at(-1)!.date, localDate(new Date(), tz), `${tz}: the last day is today there`);
    const got = series.map(({ date, views, engagement }) => ({ date, views, engagement }));
    assert.deepEqual(
      got,
      expected(
        await snapshots(),
        tz,
        got.map((d) => d.date),
        keep,
      ),
      `${tz} ${range} ${query}`,
    );
    return got;
  };

  // One server for the file's tests, closed after them: a server left open keeps its queue's workers polling and the file never ends.
  after(() => server?.close());
  before(async () => {
    server = await build({ after: () => {} } as never);
    a = await account(server, db(), 'premium');
    const other = await account(server, db(), 'premium');
    ids.p1 = await project(db(), a.user.id, 'One', ago(60));
    ids.p2 = await project(db(), a.user.id, 'Two', ago(60));
    ids.c1 = await copy(db(), {
      userId: a.user.id,
      projectId: ids.p1,
      platform: 'twitter',
      title: 'c1',
      createdAt: ago(60),
    });
    ids.c2 = await copy(db(), {
      userId: a.user.id,
      projectId: ids.p1,
      platform: 'linkedin',
      title: 'c2',
      createdAt: ago(60),
    });
    ids.c3 = await copy(db(), {
      userId: a.user.id,
      projectId: ids.p2,
      platform: 'twitter',
      title: 'c3',
      createdAt: ago(60),
    });
    const theirs = await copy(db(), {
      userId: other.user.id,
      projectId: await project(db(), other.user.id, 'Theirs', ago(60)),
      platform: 'twitter',
      title: 't',
      createdAt: ago(60),
    });
    const insert = `INSERT INTO copy_performance_snapshots (copy_id, project_id, platform, at, source, views, likes, clicks)
      SELECT c.id, c.project_id, c.platform, x.at, 'entry', x.views, x.likes, x.clicks FROM copies c, (%s) x WHERE c.id = $1`;
    // Each zone's local midnights of the last 95 days, recorded exactly at them and a millisecond before.
    await db().query(
      insert.replace(
        '%s',
        `SELECT ((now() AT TIME ZONE tz)::date - k)::timestamp AT TIME ZONE tz + d * interval '1 millisecond' AS at,
        1 + k + z AS views, (k + d + 1) % 3 AS likes, 0 AS clicks
        FROM unnest($2::text[]) WITH ORDINALITY t(tz, z), generate_series(0, 95) k, (VALUES (-1), (0)) m(d)`,
      ),
      [ids.c1, ZONES],
    );
    // And spread over every minute of the day for the three copies (a prime stride).
    for (const [index, id] of [ids.c1, ids.c2, ids.c3].entries()) {
      await db().query(
        insert.replace(
          '%s',
          `SELECT now() - ((g * 7919 + $2::int * 331) % (95 * 1440)) * interval '1 minute' - (g % 60) * interval '1 second' AS at,
          10 + g % 90 AS views, g % 5 AS likes, g % 2 AS clicks FROM generate_series(1, 600) g`,
        ),
        [id, index],
      );
    }
    await db().query(
      insert.replace('%s', "SELECT now() - interval '1 hour' AS at, 5000 AS views, 500 AS likes, 0 AS clicks"),
      [theirs],
    );
  });

  test('the series equals the raw snapshots by local date, in whole-, half- and quarter-hour zones, across DST', async () => {
    for (const tz of ZONES) {
      await check(tz, 'week');
      await check(tz, 'month');
    }
    // 90 days hold this autumn's changes: Chatham +12:45 → +13:45 (27 September), Lord Howe +10:30 → +11
    // (4 October), London (25 October), New York (1 November).
    for (const tz of ['Pacific/Chatham', 'Australia/Lord_Howe', 'Europe/London', 'America/New_York'])
      await check(tz, 'quarter');
  });

  test('filtered by platform or project, the same holds', async () => {
    for (const tz of ['Asia/Kolkata', 'America/New_York', 'Pacific/Chatham']) {
      await check(tz, 'month', '&platform=twitter', (s) => s.platform === 'twitter');
      await check(tz, 'month', `&projectId=${ids.p2}`, (s) => s.projectId === ids.p2);
    }
  });

  test('changed, deleted and moved snapshots keep the rollups exact', async () => {
    await db().query(
      "UPDATE copy_performance_snapshots SET at = at - interval '2 days 7 hours 15 minutes', views = views + 3 WHERE copy_id = $1 AND id % 3 = 0",
      [ids.c2],
    );
    await db().query('DELETE FROM copy_performance_snapshots WHERE copy_id = $1 AND id % 4 = 1', [ids.c3]);
    // A copy moved to the other project and platform takes its history along (migration 0010's trigger).
    await db().query("UPDATE copies SET project_id = $2, platform = 'email' WHERE id = $1", [ids.c2, ids.p2]);
    for (const tz of ['Asia/Kathmandu', 'Europe/London']) {
      await check(tz, 'month');
      await check(tz, 'month', `&projectId=${ids.p2}`, (s) => s.projectId === ids.p2);
      await check(tz, 'month', '&platform=email', (s) => s.platform === 'email');
      await check(tz, 'month', '&platform=linkedin', (s) => s.platform === 'linkedin');
    }
    const [{ rebuilt }] = (await db().query<{ rebuilt: string }>(
      `SELECT count(*) AS rebuilt FROM copy_performance_project_days d JOIN projects p ON p.id = d.project_id
       WHERE p.owner_id = $1 AND d.views <> d.views_until[97]`,
      [a.user.id],
    )) as [{ rebuilt: string }];
    assert.equal(Number(rebuilt), 0, "each day's last running sum is its total");
  });

  test('a zone whose midnight is on no quarter hour is read from the raw snapshots, as exactly', async () => {
    // 10 minutes east of UTC (a POSIX zone, as local mean times were): no rollup boundary fits it.
    const figures = analyticsFigures(db());
    const series = await figures.performance(a.user.id, '<+0010>-00:10', 'week');
    const shifted = (at: Date) => new Date(at.getTime() + 10 * 60_000).toISOString().slice(0, 10);
    const rows = await snapshots();
    assert.deepEqual(
      series.map(({ date, views }) => ({ date, views })),
      series.map(({ date }) => ({
        date,
        views: rows.filter((s) => shifted(s.at) === date).reduce((sum, s) => sum + s.views, 0),
      })),
    );
    assert.ok(series.some((d) => d.views > 0));
  });
});

forEachDatabase(({ db, build }) => {
  test('active projects a period ago are those whose status then was active (the status history), not those active now', async (t) => {
    // Closed after the test even when an assertion fails (a server left open keeps its queue's workers polling).
    const server = await build(t);
    const owner = await account(server, db(), 'premium');
    const made = ago(30);
    const activated = await project(db(), owner.user.id, 'Draft until today', made, 'draft');
    const archived = await project(db(), owner.user.id, 'Archived today', made);
    const archivedToo = await project(db(), owner.user.id, 'Archived today too', made);
    await db().query("UPDATE projects SET status = 'active' WHERE id = $1", [activated]);
    await db().query("UPDATE projects SET status = 'archived' WHERE id = ANY($1)", [[archived, archivedToo]]);
    // Now one is active; a week ago (and a month ago) the other two were, the first was a draft.
    const week = await data(server, owner, '/overview?range=week&tz=UTC');
    assert.equal(week.activeProjects, 1);
    assert.equal(week.growth.activeProjects, -50);
    // 90 days ago none existed: nothing to compare with.
    assert.equal((await data(server, owner, '/overview?range=quarter&tz=UTC')).growth.activeProjects, null);
    const history = await db().query<{ status: string }>(
      'SELECT status FROM project_status_history WHERE project_id = $1 ORDER BY since, id',
      [activated],
    );
    assert.deepEqual(
      history.map((h) => h.status),
      ['draft', 'active'],
    );
  });
});
