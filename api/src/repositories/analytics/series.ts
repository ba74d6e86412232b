import { SCOPE } from './scope';

/**
 * The SQL of the per-day series (views and engagement per day of the user's time zone), read from the daily
 * rollups of migration 0012 instead of the range's raw snapshots. Each rollup row is one UTC day with its
 * total and its running sums at each quarter hour (`views_until[q + 1]`: what that day recorded before q
 * quarter hours). Every time zone in use is a whole number of quarter hours from UTC, so each local midnight
 * is a quarter-hour boundary t, and what was recorded before t (from the range's first UTC day) is
 *   C(t) = the totals of the UTC days before t's day + the running sum of t's day at t's quarter,
 * and a local day [s, e) recorded C(e) - C(s): exact, in one index-only read of a row per project and day. A zone
 * whose midnight is not on a quarter hour (historic local mean time) falls back to the raw snapshots.
 *
 * Parameters: SCOPE's, then those `filters` names (SQL added to a WHERE for a table alias, e.g.
 * (t) => `AND ${t}.project_id = $4`), which the rollup and the snapshots both have.
 * `rollup` is copy_performance_project_days (all platforms) or copy_performance_daily (with a platform filter).
 * Answers `day` (the user's date, YYYY-MM-DD), `views`, `engagement`, for the days that recorded anything.
 */
export function seriesSql(
  rollup: 'copy_performance_project_days' | 'copy_performance_daily',
  filters: (alias: string) => string,
): string {
  const inRange = (t: string) => `${t}.project_id IN (SELECT id FROM member) ${filters(t)}
      AND ${t}.day >= (SELECT min(ud) FROM edges) AND ${t}.day <= (SELECT max(ud) FROM edges)`;
  return `WITH ${SCOPE},
  days AS (SELECT d::date AS day FROM b, generate_series(b.first_day, b.last_day, interval '1 day') d),
  bounds AS (
    SELECT day, day::timestamp AT TIME ZONE $2 AS s, (day + 1)::timestamp AT TIME ZONE $2 AS e FROM days
  ),
  -- Each local midnight: its UTC day, its quarter hour there, and whether it is on one (n: a UTC day holds
  -- at most two, on a day shortened by a clock change).
  edges AS (
    SELECT t, ud, q, exact, row_number() OVER (PARTITION BY ud ORDER BY t) AS n
    FROM (
      SELECT t, (t AT TIME ZONE 'UTC')::date AS ud, utc_quarter(t) AS q, extract(epoch FROM t) % 900 = 0 AS exact
      FROM (SELECT s AS t FROM bounds UNION SELECT e FROM bounds) x
    ) y
  ),
  exact AS (SELECT bool_and(exact) AS ok FROM edges),
  -- One pass over the rollup (its index alone): each UTC day's total and its running sums at its midnights.
  per_day AS (
    SELECT r.day, sum(r.views) AS views, sum(r.engagement) AS engagement,
           sum(r.views_until[e1.q + 1]) AS views1, sum(r.engagement_until[e1.q + 1]) AS engagement1,
           sum(r.views_until[e2.q + 1]) AS views2, sum(r.engagement_until[e2.q + 1]) AS engagement2
    FROM ${rollup} r
    LEFT JOIN edges e1 ON e1.ud = r.day AND e1.n = 1
    LEFT JOIN edges e2 ON e2.ud = r.day AND e2.n = 2
    WHERE ${inRange('r')}
    GROUP BY r.day
  ),
  -- Every UTC day of the span with what was recorded on the days before it.
  calendar AS (
    SELECT c.day, p.views1, p.engagement1, p.views2, p.engagement2,
           coalesce(sum(p.views) OVER w, 0) - coalesce(p.views, 0) AS views_before,
           coalesce(sum(p.engagement) OVER w, 0) - coalesce(p.engagement, 0) AS engagement_before
    FROM (SELECT generate_series(min(ud), max(ud), interval '1 day')::date AS day FROM edges) c
    LEFT JOIN per_day p USING (day)
    WINDOW w AS (ORDER BY c.day)
  ),
  -- C(t) for each midnight.
  recorded_before AS (
    SELECT edges.t,
           c.views_before + coalesce(CASE edges.n WHEN 1 THEN c.views1 ELSE c.views2 END, 0) AS views,
           c.engagement_before + coalesce(CASE edges.n WHEN 1 THEN c.engagement1 ELSE c.engagement2 END, 0) AS engagement
    FROM edges JOIN calendar c ON c.day = edges.ud
  )
  SELECT to_char(bounds.day, 'YYYY-MM-DD') AS day, (e.views - s.views)::float8 AS views, (e.engagement - s.engagement)::float8 AS engagement
  FROM bounds JOIN recorded_before s ON s.t = bounds.s JOIN recorded_before e ON e.t = bounds.e
  WHERE (SELECT ok FROM exact)
  UNION ALL
  SELECT to_char((s.at AT TIME ZONE $2)::date, 'YYYY-MM-DD'), sum(s.views)::float8, sum(s.engagement)::float8
  FROM copy_performance_snapshots s, b
  WHERE NOT (SELECT ok FROM exact) AND s.project_id IN (SELECT id FROM member) ${filters('s')}
    AND s.at >= b.start AND s.at <= b.stop
  GROUP BY 1`;
}
