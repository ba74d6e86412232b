import {
  INSIGHT_RULES,
  MIN_VIEWS_FOR_RATE,
  PLATFORM_LABELS,
  engagementRate,
  paths,
  type Insight,
  type Platform,
} from '@brandcast/shared';
import type { Database } from '../../db/client';
import { COPY_ENGAGEMENT, SCOPE, num, performanceBetween, projectPerformanceBetween, scopeParams } from './scope';

interface Rated {
  key: string;
  label: string;
  views: number;
  engagement: number;
}

/**
 * The best of `groups` (each with MIN_VIEWS_FOR_RATE views) when its rate is at least outperformFactor
 * times the rate of all the others together; there must be others.
 */
export function standsOut(groups: Rated[]): { best: Rated; rate: number; restRate: number } | undefined {
  const qualified = groups.filter((group) => group.views >= MIN_VIEWS_FOR_RATE);
  if (qualified.length < 2) return undefined;
  const rateOf = (group: Rated) => engagementRate(group.engagement, group.views);
  const best = qualified.reduce((a, b) => (rateOf(b) > rateOf(a) ? b : a));
  const rest = qualified.filter((group) => group !== best);
  const restRate = engagementRate(
    rest.reduce((sum, group) => sum + group.engagement, 0),
    rest.reduce((sum, group) => sum + group.views, 0),
  );
  const rate = rateOf(best);
  return rate > 0 && rate >= INSIGHT_RULES.outperformFactor * restRate ? { best, rate, restRate } : undefined;
}

const formatDay = (date: Date, tz: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: tz, weekday: 'long', day: 'numeric', month: 'long' }).format(date);

/** The insights (spec section 9's two rules and those a marketer would want), over the last 30 days. */
export async function insights(db: Pick<Database, 'query'>, userId: string, tz: string): Promise<Insight[]> {
  const params = scopeParams(userId, tz, INSIGHT_RULES.range);
  const [totals, platforms, messages] = await Promise.all([
    db.query<Record<string, unknown>>(
      `WITH ${SCOPE},
      s AS (SELECT sum(views)::float8 AS views, sum(engagement)::float8 AS engagement FROM ${projectPerformanceBetween('start', 'stop')}),
      p AS (SELECT count(*)::float8 AS active FROM projects WHERE id IN (SELECT id FROM member) AND status = 'active'),
      q AS (SELECT count(*)::float8 AS scheduled, max(scheduled_date) AS last_scheduled FROM copies
            WHERE project_id IN (SELECT id FROM member) AND status = 'scheduled' AND scheduled_date > now())
      SELECT * FROM s, p, q`,
      params,
    ),
    db.query<Record<string, unknown>>(
      `WITH ${SCOPE}
      SELECT platform, sum(views)::float8 AS views, sum(engagement)::float8 AS engagement FROM ${performanceBetween('start', 'stop')}
      GROUP BY 1`,
      params,
    ),
    db.query<Record<string, unknown>>(
      `WITH member AS (SELECT id FROM projects WHERE owner_id = $1 UNION SELECT project_id FROM project_collaborators WHERE user_id = $1),
      c AS (SELECT c.message_id, sum(c.views)::float8 AS views, sum(${COPY_ENGAGEMENT})::float8 AS engagement
            FROM copies c WHERE c.project_id IN (SELECT id FROM member) AND c.message_id IS NOT NULL GROUP BY 1)
      SELECT c.*, coalesce(nullif(btrim(m.title), ''), left(m.content, 60)) AS title FROM c JOIN messages m ON m.id = c.message_id`,
      [userId],
    ),
  ]);
  const row = totals[0] ?? {};
  const found: Insight[] = [];
  const views = num(row.views);
  const engagement = num(row.engagement);
  const rate = engagementRate(engagement, views);
  if (views >= MIN_VIEWS_FOR_RATE && rate < INSIGHT_RULES.lowEngagementRate) {
    found.push({
      id: 'low-engagement',
      type: 'warning',
      title: 'Engagement is low',
      description: `Over the last 30 days your copies had ${engagement} engagements on ${views} views: ${rate}%, under ${INSIGHT_RULES.lowEngagementRate}%. Try a sharper hook or a clear call to action.`,
      action: { label: 'Review your copies', href: paths.copies },
    });
  }
  const active = num(row.active);
  if (active > INSIGHT_RULES.manyActiveProjects) {
    found.push({
      id: 'many-active-projects',
      type: 'info',
      title: `${active} active projects`,
      description: `You have ${active} active projects. Archiving the finished ones keeps your attention on those that need it.`,
      action: { label: 'Review projects', href: paths.projects },
    });
  }
  const platform = standsOut(
    platforms.map((r) => ({
      key: String(r.platform),
      label: PLATFORM_LABELS[r.platform as Platform],
      views: num(r.views),
      engagement: num(r.engagement),
    })),
  );
  if (platform) {
    found.push({
      id: 'platform-outperforms',
      type: 'success',
      title: `${platform.best.label} outperforms your other platforms`,
      description: `Over the last 30 days copies on ${platform.best.label} engaged ${platform.rate}% of views, against ${platform.restRate}% on the others.`,
      action: { label: `Write for ${platform.best.label}`, href: paths.copyNew },
    });
  }
  const message = standsOut(
    messages.map((r) => ({
      key: String(r.message_id),
      label: String(r.title),
      views: num(r.views),
      engagement: num(r.engagement),
    })),
  );
  if (message) {
    found.push({
      id: 'message-outperforms',
      type: 'success',
      title: 'One message beats the rest',
      description: `Copies written from “${message.best.label}” engage ${message.rate}% of views, against ${message.restRate}% for your other messages' copies.`,
      action: { label: 'Open the message', href: paths.message(message.best.key) },
    });
  }
  const scheduled = num(row.scheduled);
  const last = row.last_scheduled ? new Date(row.last_scheduled as string) : undefined;
  if (scheduled > 0 && last && last.getTime() - Date.now() < INSIGHT_RULES.scheduleRunsOutDays * 86_400_000) {
    found.push({
      id: 'schedule-runs-out',
      type: 'warning',
      title: 'Your schedule runs out soon',
      description: `Your last scheduled copy goes out on ${formatDay(last, tz)}. Schedule more to keep posting.`,
      action: { label: 'Schedule copies', href: paths.copies },
    });
  }
  return found;
}
