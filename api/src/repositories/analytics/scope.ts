import { RANGE_DAYS, UNTITLED_PROJECT, type TimeRange } from '@brandcast/shared';

/**
 * The SQL every analytics read starts from. Parameters: $1 the user's id, $2 the time zone, $3 the range's
 * length in days. `member` is the projects the user owns or collaborates on; `b` the range's bounds:
 * - `start` .. `stop`: from the user's midnight ($3 - 1) days ago until now;
 * - `prev_start` .. `prev_stop`: the previous period of the same length, the same days and hours earlier;
 * - `first_day` .. `last_day`: the range's days, as the user's dates.
 */
export const SCOPE = `
  member AS (
    SELECT id FROM projects WHERE owner_id = $1
    UNION
    SELECT project_id FROM project_collaborators WHERE user_id = $1
  ),
  local AS (
    SELECT date_trunc('day', now() AT TIME ZONE $2) - ($3::int - 1) * interval '1 day' AS first_local,
           now() AT TIME ZONE $2 AS now_local
  ),
  b AS (
    SELECT first_local AT TIME ZONE $2 AS start,
           now() AS stop,
           (first_local - $3::int * interval '1 day') AT TIME ZONE $2 AS prev_start,
           (now_local - $3::int * interval '1 day') AT TIME ZONE $2 AS prev_stop,
           first_local::date AS first_day,
           now_local::date AS last_day
    FROM local
  )`;

/** The parameters SCOPE takes, in order. */
export const scopeParams = (userId: string, tz: string, range: TimeRange): unknown[] => [userId, tz, RANGE_DAYS[range]];

/** A copy's engagement in SQL, over the copies row (ENGAGEMENT_FIELDS in @brandcast/shared). */
export const COPY_ENGAGEMENT = '(c.likes::bigint + c.comments + c.shares + c.retweets + c.clicks)';

/** A project's name as every answer gives it (projectName in @brandcast/shared). */
export const PROJECT_NAME = `coalesce(nullif(btrim(p.business_name), ''), '${UNTITLED_PROJECT.replaceAll("'", "''")}')`;

/** Numbers from SQL sums (float8, so they arrive as numbers; null when there were no rows). */
export const num = (value: unknown): number => (value == null ? 0 : Number(value));

/**
 * The member projects' performance recorded between two of `b`'s bounds, per project and platform
 * (migration 0010's performance_between: whole UTC days from the daily sums, the partial ones from snapshots).
 */
export const performanceBetween = (from: string, to: string) =>
  `performance_between((SELECT array_agg(id) FROM member), (SELECT ${from} FROM b), (SELECT ${to} FROM b))`;

/** As performanceBetween, per project with all platforms together (copy_performance_project_days, migration 0012). */
export const projectPerformanceBetween = (from: string, to: string) =>
  `project_performance_between((SELECT array_agg(id) FROM member), (SELECT ${from} FROM b), (SELECT ${to} FROM b))`;
