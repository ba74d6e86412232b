import fp from 'fastify-plugin';
import { activityLog, type ActivityLog } from './activity';
import { analyticsExports, type AnalyticsExports } from './export';
import { analyticsFigures, type AnalyticsFigures } from './figures';
import { insights } from './insights';
import { recordActivity } from './record-activity';
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
    fastify.decorate('analyticsRepository', {
      ...figures,
      insights: (userId: string, tz: string) => insights(fastify.db, userId, tz),
      exports: analyticsExports(fastify.db, figures),
    });
    const log = activityLog(fastify.db);
    fastify.decorate('activity', log);
    recordActivity(fastify, log);
  },
  { name: 'analytics-repository', dependencies: ['db'] },
);
