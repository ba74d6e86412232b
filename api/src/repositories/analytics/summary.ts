import type { AnalyticsSummary, TimeRange } from '@brandcast/shared';
import type { Database } from '../../db/client';
import { SCOPE, num, scopeParams } from './scope';

/**
 * What a user's own work already says, on every plan (GET /analytics/summary): messages and copies written,
 * published and scheduled, those written in the range, and the tracked links with the clicks counted on them.
 * Over the projects the user owns or collaborates on, as every analytics read.
 */
export async function analyticsSummary(
  db: Pick<Database, 'query'>,
  userId: string,
  tz: string,
  range: TimeRange,
): Promise<AnalyticsSummary> {
  const [row] = await db.query<Record<string, unknown>>(
    `WITH ${SCOPE},
    m AS (
      SELECT count(*) AS total, count(*) FILTER (WHERE status = 'published') AS published,
             count(*) FILTER (WHERE created_at >= b.start) AS recent
      FROM messages, b WHERE project_id IN (SELECT id FROM member)
    ),
    c AS (
      SELECT count(*) AS total, count(*) FILTER (WHERE status = 'published') AS published,
             count(*) FILTER (WHERE status = 'scheduled') AS scheduled,
             count(*) FILTER (WHERE created_at >= b.start) AS recent
      FROM copies, b WHERE project_id IN (SELECT id FROM member)
    ),
    l AS (
      SELECT count(*) AS total, sum(t.clicks) AS clicks
      FROM tracked_links t
      WHERE t.copy_id IN (SELECT id FROM copies WHERE project_id IN (SELECT id FROM member))
         OR t.message_id IN (SELECT id FROM messages WHERE project_id IN (SELECT id FROM member))
    )
    SELECT m.total::float8 AS messages, m.published::float8 AS messages_published, m.recent::float8 AS messages_recent,
           c.total::float8 AS copies, c.published::float8 AS copies_published, c.scheduled::float8 AS copies_scheduled,
           c.recent::float8 AS copies_recent, l.total::float8 AS links, l.clicks::float8 AS clicks
    FROM m, c, l`,
    scopeParams(userId, tz, range),
  );
  return {
    range,
    messages: {
      total: num(row?.messages),
      published: num(row?.messages_published),
      inRange: num(row?.messages_recent),
    },
    copies: {
      total: num(row?.copies),
      published: num(row?.copies_published),
      scheduled: num(row?.copies_scheduled),
      inRange: num(row?.copies_recent),
    },
    trackedLinks: { total: num(row?.links), clicks: num(row?.clicks) },
  };
}
