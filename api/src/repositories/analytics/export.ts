import Papa from 'papaparse';
import {
  ERRORS,
  RANGE_LABELS,
  csvCell,
  engagementRate,
  type AnalyticsExportJob,
  type ExportFormat,
  type TimeRange,
} from '@brandcast/shared';
import type { Database, SqlRunner } from '../../db/client';
import { startOneExportPerAccount } from '../one-export-per-account';
import type { AnalyticsFigures } from './figures';
import { PROJECT_NAME, SCOPE, num, scopeParams } from './scope';

/** The export file's columns: one row per copy and day of the range with numbers recorded. */
export const EXPORT_COLUMNS = [
  'date',
  'project',
  'copyId',
  'copy',
  'platform',
  'views',
  'likes',
  'comments',
  'shares',
  'retweets',
  'clicks',
  'engagement',
  'rate',
] as const;
/**
 * A job still generating after this long is reported as failed: its queue job (plugins/app/jobs.ts) was
 * retried until it gave up, or never ran. Past the queue's tries: each may take EXPORT_QUERY_TIMEOUT_MS and
 * expires a minute after, with two retries.
 */
const LOST_AFTER_MS = 30 * 60_000;
/** Exports are kept this long, then removed by the hourly sweep (index.ts), or when their user starts another. */
const KEPT_FOR = '1 day';
/** How often an instance removes the exports older than KEPT_FOR (off with the scheduler, as in tests). */
export const EXPORT_SWEEP_INTERVAL_MS = 60 * 60_000;
/**
 * An export reads every snapshot of the range in one query, in the background (no request waits on it): it
 * may take longer than the pool's query timeout on a large account, so it has its own, well under LOST_AFTER_MS.
 */
export const EXPORT_QUERY_TIMEOUT_MS = 5 * 60_000;

/** What the queue's job carries to write one export. */
export interface AnalyticsExportJobData {
  id: string;
  userId: string;
  tz: string;
  range: TimeRange;
  format: ExportFormat;
}

type ExportRow = Record<(typeof EXPORT_COLUMNS)[number], string | number>;

/**
 * CSV text of the rows. A cell starting with = + - @ (or a tab or carriage return) is prefixed with ' so a
 * spreadsheet shows it as text and never runs it as a formula (a copy's title is anyone's text): csvCell
 * (shared), whatever follows, line breaks included.
 */
export function toCsv(rows: ExportRow[]): string {
  return Papa.unparse(
    { fields: [...EXPORT_COLUMNS], data: rows.map((row) => EXPORT_COLUMNS.map((column) => csvCell(row[column]))) },
    { newline: '\r\n' },
  );
}

const toJob = (row: Record<string, unknown>, url: (id: string) => string): AnalyticsExportJob => {
  const lost = row.state === 'generating' && Date.now() - new Date(row.created_at as string).getTime() > LOST_AFTER_MS;
  const state = lost ? 'failed' : (row.state as AnalyticsExportJob['state']);
  return {
    id: String(row.id),
    state,
    percentage: num(row.percentage),
    format: row.format as ExportFormat,
    url: state === 'completed' ? url(String(row.id)) : null,
    filename: (row.filename as string | null) ?? null,
    error: state === 'failed' ? ERRORS.exportAnalyticsFailed : null,
  };
};

/** Analytics exports: a job row per request, written in the background, read back by its signed address. */
export function analyticsExports(db: SqlRunner & Pick<Database, 'longQuery'>, figures: AnalyticsFigures) {
  async function rows(userId: string, tz: string, range: TimeRange): Promise<ExportRow[]> {
    const found = await db.longQuery<Record<string, unknown>>(
      `WITH ${SCOPE}
      SELECT to_char((s.at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS date, ${PROJECT_NAME} AS project, c.id AS copy_id,
             c.title, s.platform, sum(s.views)::float8 AS views, sum(s.likes)::float8 AS likes, sum(s.comments)::float8 AS comments,
             sum(s.shares)::float8 AS shares, sum(s.retweets)::float8 AS retweets, sum(s.clicks)::float8 AS clicks,
             sum(s.engagement)::float8 AS engagement
      FROM copy_performance_snapshots s JOIN copies c ON c.id = s.copy_id JOIN projects p ON p.id = s.project_id, b
      WHERE s.project_id IN (SELECT id FROM member) AND s.at >= b.start AND s.at <= b.stop
      GROUP BY 1, 2, 3, 4, 5
      ORDER BY 1, 2, 4, 3`,
      scopeParams(userId, tz, range),
      { timeoutMs: EXPORT_QUERY_TIMEOUT_MS },
    );
    return found.map((r) => ({
      date: String(r.date),
      project: String(r.project),
      copyId: String(r.copy_id),
      copy: String(r.title),
      platform: String(r.platform),
      views: num(r.views),
      likes: num(r.likes),
      comments: num(r.comments),
      shares: num(r.shares),
      retweets: num(r.retweets),
      clicks: num(r.clicks),
      engagement: num(r.engagement),
      rate: engagementRate(num(r.engagement), num(r.views)),
    }));
  }

  /**
   * Writes an export (a job of the queue): a failed try is thrown for the queue to retry, and marked failed on
   * the last one. A try for an export already written, failed or removed does nothing.
   */
  async function generate({ id, userId, tz, range, format }: AnalyticsExportJobData, last: boolean): Promise<void> {
    const [row] = await db.query("SELECT 1 FROM analytics_exports WHERE id = $1 AND state = 'generating'", [id]);
    if (!row) return;
    try {
      const data = await rows(userId, tz, range);
      await db.query('UPDATE analytics_exports SET percentage = 50 WHERE id = $1', [id]);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
      let content: string;
      if (format === 'csv') content = toCsv(data);
      else {
        const [overview, performance] = await Promise.all([
          figures.overview(userId, tz, range),
          figures.performance(userId, tz, range),
        ]);
        content = JSON.stringify(
          {
            range,
            rangeLabel: RANGE_LABELS[range],
            tz,
            generatedAt: new Date().toISOString(),
            overview,
            performance,
            rows: data,
          },
          null,
          2,
        );
      }
      await db.query(
        "UPDATE analytics_exports SET state = 'completed', percentage = 100, content = $2, filename = $3 WHERE id = $1",
        [id, content, `brandcast-analytics-${range}-${day}.${format}`],
      );
    } catch (error) {
      if (last) await db.query("UPDATE analytics_exports SET state = 'failed' WHERE id = $1", [id]);
      throw error;
    }
  }

  return {
    rows,
    generate,
    /** Removes every user's exports older than KEPT_FOR (their files with them); returns how many. */
    async sweep(): Promise<number> {
      const gone = await db.query(
        `DELETE FROM analytics_exports WHERE created_at < now() - interval '${KEPT_FOR}' RETURNING id`,
      );
      return gone.length;
    },
    /**
     * Starts an export and answers its job at once (generating, 0%) with what the queue's job needs to write it
     * (`generate`). One runs
     * at a time per account (a unique index on the running job): undefined while another is generating, unless
     * that one was lost with its process (LOST_AFTER_MS), which is then failed. A started export removes the
     * user's earlier files.
     */
    async start(userId: string, tz: string, range: TimeRange, format: ExportFormat, url: (id: string) => string) {
      const insert = () =>
        db.query<Record<string, unknown>>(
          'INSERT INTO analytics_exports (user_id, format, range) VALUES ($1, $2, $3) RETURNING id, state, percentage, format, filename, created_at',
          [userId, format, range],
        );
      const row = await startOneExportPerAccount(
        db,
        { name: 'analytics_exports', startedColumn: 'created_at', lostAfterMs: LOST_AFTER_MS },
        userId,
        insert,
      );
      if (!row) return undefined;
      const job = toJob(row, url);
      return { job, work: { id: job.id, userId, tz, range, format } satisfies AnalyticsExportJobData };
    },

    /** The user's export job; undefined for another's or an unknown id. */
    async get(userId: string, id: string, url: (id: string) => string): Promise<AnalyticsExportJob | undefined> {
      const [row] = await db.query<Record<string, unknown>>(
        'SELECT id, state, percentage, format, filename, created_at FROM analytics_exports WHERE id = $1 AND user_id = $2',
        [id, userId],
      );
      return row ? toJob(row, url) : undefined;
    },

    /** A completed export's file (by id alone: the caller checked the signed address). */
    async file(id: string): Promise<{ filename: string; format: ExportFormat; content: string } | undefined> {
      const [row] = await db.query<Record<string, unknown>>(
        "SELECT filename, format, content FROM analytics_exports WHERE id = $1 AND state = 'completed'",
        [id],
      );
      return row
        ? { filename: String(row.filename), format: row.format as ExportFormat, content: String(row.content) }
        : undefined;
    },
  };
}
export type AnalyticsExports = ReturnType<typeof analyticsExports>;
