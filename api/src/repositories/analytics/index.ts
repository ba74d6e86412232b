import fp from 'fastify-plugin';
import { activityLog, type ActivityLog } from './activity';
import { EXPORT_SWEEP_INTERVAL_MS, analyticsExports, type AnalyticsExports } from './export';
import { analyticsFigures, type AnalyticsFigures } from './figures';
import { insights } from './insights';
import type { Insight } from '@brandcast/shared';

export type { ActivityAction, ActivityItemRef } from './activity';

export interface AnalyticsRepository extends AnalyticsFigures {
  insights(userId: string, tz: string): Promise<Insight[]>;
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
      exports,
    });
    // Expired exports (and their files, kept in their rows) are removed at start and every hour, like the
    // recording sweep; off when the scheduler is off (SCHEDULER_INTERVAL_MS=0).
    if (fastify.config.schedulerIntervalMs !== 0) {
      let running: Promise<unknown> = Promise.resolve();
      const sweep = () => {
        running = exports.sweep().catch((error: unknown) => fastify.log.error({ err: error }, 'analytics export sweep failed; retried on the next run'));
      };
      const timer = setInterval(sweep, EXPORT_SWEEP_INTERVAL_MS);
      timer.unref();
      fastify.addHook('onReady', async () => sweep());
      fastify.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
    fastify.decorate('activity', activityLog(fastify.db));
  },
  { name: 'analytics-repository', dependencies: ['db', 'config'] },
);
