import {
  FUNNEL_LABELS,
  FUNNEL_STEPS,
  engagementRate,
  growthOf,
  type AnalyticsOverview,
  type CopyRank,
  type FunnelStepAnswer,
  type HeatmapCell,
  type Platform,
  type PerformancePoint,
  type PlatformPerformance,
  type ProjectPerformance,
  type TimeRange,
} from '@brandcast/shared';
import type { Database } from '../../db/client';
import {
  COPY_ENGAGEMENT,
  PROJECT_NAME,
  SCOPE,
  num,
  performanceBetween,
  projectPerformanceBetween,
  scopeParams,
} from './scope';
import { seriesSql } from './series';

/** A row's views and engagement as the answers give them, with their engagement rate. */
const reach = (r: Record<string, unknown>) => ({
  views: num(r.views),
  engagement: num(r.engagement),
  rate: engagementRate(num(r.engagement), num(r.views)),
});

/**
 * The analytics figures: every sum and count in SQL, over what the user owns or collaborates
 * on; rates and growth from those sums by the shared definitions.
 */
export function analyticsFigures(db: Pick<Database, 'query'>) {
  return {
    async overview(userId: string, tz: string, range: TimeRange): Promise<AnalyticsOverview> {
      // Counts and the recorded sums in two reads at once (each is a scan of its own; two connections).
      const params = scopeParams(userId, tz, range);
      const [[counts], [sums]] = await Promise.all([
        db.query<Record<string, unknown>>(
          `WITH ${SCOPE},
          p AS (
            SELECT count(*) AS total, count(*) FILTER (WHERE status = 'active') AS active,
                   count(*) FILTER (WHERE created_at <= b.prev_stop) AS prev_total,
                   -- Active then: its last recorded status at the previous period's end (migration 0012's history).
                   count(*) FILTER (WHERE (
                     SELECT h.status FROM project_status_history h WHERE h.project_id = projects.id AND h.since <= b.prev_stop
                     ORDER BY h.since DESC, h.id DESC LIMIT 1
                   ) = 'active') AS prev_active
            FROM projects, b WHERE id IN (SELECT id FROM member)
          ),
          m AS (SELECT count(*) AS total, count(*) FILTER (WHERE created_at <= b.prev_stop) AS prev FROM messages, b WHERE project_id IN (SELECT id FROM member)),
          c AS (SELECT count(*) AS total, count(*) FILTER (WHERE created_at <= b.prev_stop) AS prev FROM copies, b WHERE project_id IN (SELECT id FROM member))
          SELECT p.total::float8 AS projects, p.active::float8 AS active, p.prev_total::float8 AS prev_projects,
                 p.prev_active::float8 AS prev_active, m.total::float8 AS messages, m.prev::float8 AS prev_messages,
                 c.total::float8 AS copies, c.prev::float8 AS prev_copies
          FROM p, m, c`,
          params,
        ),
        db.query<Record<string, unknown>>(
          `WITH ${SCOPE},
          cur AS (SELECT sum(views)::float8 AS views, sum(engagement)::float8 AS engagement FROM ${projectPerformanceBetween('start', 'stop')}),
          prev AS (SELECT sum(views)::float8 AS prev_views, sum(engagement)::float8 AS prev_engagement FROM ${projectPerformanceBetween('prev_start', 'prev_stop')})
          SELECT cur.*, prev.* FROM cur, prev`,
          params,
        ),
      ]);
      const row = { ...counts, ...sums };
      const r = row ?? {};
      const rate = engagementRate(num(r.engagement), num(r.views));
      const prevRate = engagementRate(num(r.prev_engagement), num(r.prev_views));
      return {
        range,
        totalProjects: num(r.projects),
        activeProjects: num(r.active),
        totalMessages: num(r.messages),
        totalCopies: num(r.copies),
        avgEngagementRate: rate,
        totalViews: num(r.views),
        growth: {
          totalProjects: growthOf(num(r.projects), num(r.prev_projects)),
          activeProjects: growthOf(num(r.active), num(r.prev_active)),
          totalMessages: growthOf(num(r.messages), num(r.prev_messages)),
          totalCopies: growthOf(num(r.copies), num(r.prev_copies)),
          // Null when the previous period had no views (its rate is then 0) or no engagement.
          avgEngagementRate: growthOf(rate, prevRate),
          totalViews: growthOf(num(r.views), num(r.prev_views)),
        },
      };
    },

    /** One row per day of the range, zeros included; projectId must be a member project (checked by the caller). */
    async performance(
      userId: string,
      tz: string,
      range: TimeRange,
      filter: { projectId?: string | undefined; platform?: Platform | undefined } = {},
    ): Promise<PerformancePoint[]> {
      const params = scopeParams(userId, tz, range);
      const where: string[] = [];
      const filterParams: unknown[] = [];
      if (filter.projectId) where.push(`AND project_id = $${params.length + filterParams.push(filter.projectId)}`);
      const projectOnly = where.join(' ');
      if (filter.platform) where.push(`AND platform = $${params.length + filterParams.push(filter.platform)}`);
      const both = where.join(' ');
      const aliased = (t: string) =>
        both.replaceAll('project_id', `${t}.project_id`).replaceAll('platform', `${t}.platform`);
      // Views and engagement from the daily rollups (series.ts); the copies and messages made each day, at once.
      const [recorded, rows] = await Promise.all([
        db.query<Record<string, unknown>>(
          seriesSql(filter.platform ? 'copy_performance_daily' : 'copy_performance_project_days', aliased),
          [...params, ...filterParams],
        ),
        db.query<Record<string, unknown>>(
          `WITH ${SCOPE},
          days AS (SELECT generate_series(b.first_day, b.last_day, interval '1 day')::date AS day FROM b),
          c AS (
            SELECT (created_at AT TIME ZONE $2)::date AS day, count(*)::float8 AS copies
            FROM copies, b WHERE project_id IN (SELECT id FROM member) AND created_at >= b.start ${both}
            GROUP BY 1
          ),
          m AS (
            SELECT (created_at AT TIME ZONE $2)::date AS day, count(*)::float8 AS messages
            FROM messages, b WHERE project_id IN (SELECT id FROM member) AND created_at >= b.start ${projectOnly}
            GROUP BY 1
          )
          SELECT to_char(days.day, 'YYYY-MM-DD') AS date, c.copies, m.messages
          FROM days LEFT JOIN c USING (day) LEFT JOIN m USING (day)
          ORDER BY days.day`,
          [...params, ...filterParams],
        ),
      ]);
      const byDay = new Map(recorded.map((r) => [String(r.day), r]));
      return rows.map((r) => ({
        date: String(r.date),
        views: num(byDay.get(String(r.date))?.views),
        engagement: num(byDay.get(String(r.date))?.engagement),
        copies: num(r.copies),
        messages: num(r.messages),
      }));
    },

    async funnel(userId: string, tz: string, range: TimeRange): Promise<FunnelStepAnswer[]> {
      const [row] = await db.query<Record<string, unknown>>(
        `WITH ${SCOPE}
        SELECT sum(views)::float8 AS views, sum(engagement)::float8 AS engagements, sum(clicks)::float8 AS clicks,
               sum(visits)::float8 AS visits
        FROM ${projectPerformanceBetween('start', 'stop')}`,
        scopeParams(userId, tz, range),
      );
      let before = 0;
      return FUNNEL_STEPS.map((step, index) => {
        const count = num(row?.[step]);
        const rate = index === 0 ? 100 : engagementRate(count, before);
        before = count;
        return { step, label: FUNNEL_LABELS[step], count, rate };
      });
    },

    /** Copies with at least `minViews` views, by engagement rate: highest first, or lowest first. */
    async ranked(userId: string, order: 'top' | 'low', limit: number, minViews: number): Promise<CopyRank[]> {
      const direction = order === 'top' ? 'DESC' : 'ASC';
      const rows = await db.query<Record<string, unknown>>(
        `WITH member AS (
          SELECT id FROM projects WHERE owner_id = $1 UNION SELECT project_id FROM project_collaborators WHERE user_id = $1
        )
        SELECT c.id, c.project_id, ${PROJECT_NAME} AS project_name, c.title, c.platform, c.views::float8 AS views,
               ${COPY_ENGAGEMENT}::float8 AS engagement
        FROM copies c JOIN projects p ON p.id = c.project_id
        WHERE c.project_id IN (SELECT id FROM member) AND c.views >= ${Math.trunc(minViews)}
        ORDER BY ${COPY_ENGAGEMENT}::float8 / c.views ${direction}, c.views DESC, c.id
        LIMIT $2`,
        [userId, limit],
      );
      return rows.map((r) => ({
        id: String(r.id),
        projectId: String(r.project_id),
        projectName: String(r.project_name),
        title: String(r.title),
        platform: r.platform as Platform,
        ...reach(r),
      }));
    },

    /** Per platform: its copies (all of them) and the views and engagement recorded in the range. */
    async platforms(userId: string, tz: string, range: TimeRange): Promise<PlatformPerformance[]> {
      // The range's sums and the copies per platform in two reads at once, joined here.
      const params = scopeParams(userId, tz, range);
      const [sums, counts] = await Promise.all([
        db.query<Record<string, unknown>>(
          `WITH ${SCOPE}
          SELECT platform, sum(views)::float8 AS views, sum(engagement)::float8 AS engagement FROM ${performanceBetween('start', 'stop')} GROUP BY 1`,
          params,
        ),
        db.query<Record<string, unknown>>(
          `WITH ${SCOPE}
          SELECT platform, count(*)::float8 AS copies FROM copies WHERE project_id IN (SELECT id FROM member) GROUP BY 1`,
          params,
        ),
      ]);
      const byPlatform = new Map<string, Record<string, unknown>>();
      for (const r of [...sums, ...counts])
        byPlatform.set(String(r.platform), { ...byPlatform.get(String(r.platform)), ...r });
      // Most viewed first, then by name.
      const rows = [...byPlatform.values()].sort(
        (x, y) => num(y.views) - num(x.views) || String(x.platform).localeCompare(String(y.platform)),
      );
      return rows.map((r) => ({
        platform: r.platform as Platform,
        copies: num(r.copies),
        ...reach(r),
      }));
    },

    /**
     * Weekday × hour (the user's) of the copies published in the range: how many, and the views and rate
     * they recorded in the range (their totals less what they recorded before it; nothing is recorded after
     * now). What a copy published in the range recorded before it, it recorded before its publication: those
     * snapshots are read by publication time from their own index (migration 0013), not copy by copy.
     */
    async heatmap(userId: string, tz: string, range: TimeRange): Promise<HeatmapCell[]> {
      const rows = await db.query<Record<string, unknown>>(
        `WITH ${SCOPE},
        parts AS (
          SELECT c.published_at, 1 AS copies, c.views, ${COPY_ENGAGEMENT} AS engagement
          FROM copies c, b
          WHERE c.project_id IN (SELECT id FROM member) AND c.published_at >= b.start AND c.published_at <= b.stop
          UNION ALL
          -- Less what they recorded before the range (before their publication: the index's condition).
          SELECT s.published_at, 0, -s.views, -s.engagement
          FROM copy_performance_snapshots s, b
          WHERE s.project_id IN (SELECT id FROM member) AND s.at < s.published_at
            AND s.published_at >= b.start AND s.published_at <= b.stop AND s.at < b.start
        ),
        -- Each moment of publication once, in the user's time zone (converting every row costs more than the scans).
        moments AS (
          SELECT published_at AT TIME ZONE $2 AS t, sum(copies) AS copies, sum(views) AS views, sum(engagement) AS engagement
          FROM parts GROUP BY published_at
        )
        SELECT extract(isodow FROM t)::int AS weekday, extract(hour FROM t)::int AS hour,
               sum(copies)::float8 AS copies, sum(views)::float8 AS views, sum(engagement)::float8 AS engagement
        FROM moments
        GROUP BY 1, 2 ORDER BY 1, 2`,
        scopeParams(userId, tz, range),
      );
      return rows.map((r) => ({
        weekday: num(r.weekday),
        hour: num(r.hour),
        copies: num(r.copies),
        views: num(r.views),
        rate: engagementRate(num(r.engagement), num(r.views)),
      }));
    },

    /** Per member project: its copies, the range's views and engagement, and views' growth. Most viewed first. */
    async projects(userId: string, tz: string, range: TimeRange): Promise<ProjectPerformance[]> {
      // The range's sums per project, and each project's copies, in two reads at once.
      const params = scopeParams(userId, tz, range);
      const [rows, counts] = await Promise.all([
        db.query<Record<string, unknown>>(
          `WITH ${SCOPE},
          cur AS (SELECT project_id, views::float8 AS views, engagement::float8 AS engagement FROM ${projectPerformanceBetween('start', 'stop')}),
          prev AS (SELECT project_id, views::float8 AS prev_views FROM ${projectPerformanceBetween('prev_start', 'prev_stop')})
          SELECT p.id, ${PROJECT_NAME} AS name, cur.views, cur.engagement, prev.prev_views
          FROM projects p LEFT JOIN cur ON cur.project_id = p.id LEFT JOIN prev ON prev.project_id = p.id
          WHERE p.id IN (SELECT id FROM member)
          ORDER BY coalesce(cur.views, 0) DESC, p.name_sort, p.id`,
          params,
        ),
        db.query<Record<string, unknown>>(
          `WITH ${SCOPE}
          SELECT project_id, count(*)::float8 AS copies FROM copies WHERE project_id IN (SELECT id FROM member) GROUP BY 1`,
          params,
        ),
      ]);
      const copies = new Map(counts.map((r) => [String(r.project_id), num(r.copies)]));
      return rows.map((r) => ({
        id: String(r.id),
        name: String(r.name),
        copies: copies.get(String(r.id)) ?? 0,
        ...reach(r),
        growth: growthOf(num(r.views), num(r.prev_views)),
      }));
    },
  };
}
export type AnalyticsFigures = ReturnType<typeof analyticsFigures>;
