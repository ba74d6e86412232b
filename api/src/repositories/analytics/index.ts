import fp from 'fastify-plugin';
import { activityLog, type ActivityLog } from './activity';
import {
  EXPORT_SWEEP_INTERVAL_MS,
  analyticsExports,
  type AnalyticsExportJobData,
  type AnalyticsExports,
} from './export';
import { analyticsFigures, type AnalyticsFigures } from './figures';
import { insights } from './insights';
import { analyticsSummary } from './summary';
import type { AnalyticsSummary, Insight, TimeRange } from '@brandcast/shared';

export type { ActivityAction, ActivityItemRef } from './activity';

export interface AnalyticsRepository extends AnalyticsFigures {
  insights(userId: string, tz: string): Promise<Insight[]>;
  summary(userId: string, tz: string, range: TimeRange): Promise<AnalyticsSummary>;
  exports: AnalyticsExports;
}

declare module 'fastify' {
  interface FastifyInstance {
    analyticsRepository: AnalyticsRepository;
    /** The activity log: every route that changes a project, message, copy, script or collaborator records here. */
    activity: ActivityLog;
  }
}

export default fp(
  async (fastify) => {
    const figures = analyticsFigures(fastify.db);
    const exports = analyticsExports(fastify.db, figures);
    fastify.decorate('analyticsRepository', {
      ...figures,
      insights: (userId: string, tz: string) => insights(fastify.db, userId, tz),
      summary: (userId: string, tz: string, range: TimeRange) => analyticsSummary(fastify.db, userId, tz, range),
      exports,
    });
    // Expired exports (and their files, kept in their rows) are removed at start and every hour, once across all
    // instances, like the recording sweep; off when the scheduler is off (SCHEDULER_INTERVAL_MS=0).
    fastify.jobs.work<AnalyticsExportJobData>('analytics-export', (data, attempt) =>
      exports.generate(data, attempt.last),
    );
    fastify.jobs.every('sweep-analytics-exports', EXPORT_SWEEP_INTERVAL_MS, () => exports.sweep());
    fastify.decorate('activity', activityLog(fastify.db));
  },
  { name: 'analytics-repository', dependencies: ['db', 'config', 'jobs'] },
);
