import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MIN_VIEWS_FOR_RATE,
  analyticsActivityQuerySchema,
  analyticsInsightsQuerySchema,
  analyticsLowQuerySchema,
  analyticsPerformanceQuerySchema,
  analyticsRangeQuerySchema,
  analyticsTopQuerySchema,
} from '@brandcast/shared';
import {
  activityResponse,
  funnelResponse,
  heatmapResponse,
  insightsResponse,
  overviewResponse,
  performanceResponse,
  platformsResponse,
  projectsResponse,
  rankResponse,
  summaryResponse,
} from '@brandcast/shared/answers';
import { requireFeature } from '../../lib/feature-gate';
import { errors } from '../../schemas/common';
import exportRoutes from './export';

/**
 * /analytics (issue 17): figures over what the caller owns or collaborates on, computed in SQL from the
 * copies' dated performance snapshots, the projects, messages and copies, and the activity log. Ranges end
 * now, in the caller's time zone (`tz`). The overview, the summary, insights and activity are everyone's; the rest needs
 * analytics (any paid plan), the heatmap and per-project comparison advanced analytics (Enterprise): below
 * it, a 403 naming the plan that unlocks it.
 */
const analyticsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(exportRoutes, { prefix: '/export' });
  const figureRoutes: FastifyPluginAsyncZod = async (authed) => {
    authed.addHook('onRequest', authed.authenticate);
    const tags = ['analytics'];
    const security = [{ bearerAuth: [] }];
    const figures = fastify.analyticsRepository;

    authed.get(
      '/overview',
      {
        schema: {
          tags,
          security,
          summary:
            'Totals (projects, active projects, messages, copies), views and engagement rate in the range, and each figure’s growth against the previous period',
          querystring: analyticsRangeQuerySchema,
          response: { 200: overviewResponse, ...errors(400, 401) },
        },
      },
      async (request) => ({ data: await figures.overview(request.user.id, request.query.tz, request.query.range) }),
    );

    authed.get(
      '/summary',
      {
        schema: {
          tags,
          security,
          summary:
            'On every plan: messages and copies written, published and scheduled (and written in the range), tracked links and their clicks',
          querystring: analyticsRangeQuerySchema,
          response: { 200: summaryResponse, ...errors(400, 401) },
        },
      },
      async (request) => ({ data: await figures.summary(request.user.id, request.query.tz, request.query.range) }),
    );

    authed.get(
      '/performance',
      {
        schema: {
          tags,
          security,
          summary:
            'One row per day of the range (zeros included): views and engagement recorded, copies and messages written; optionally of one project or platform',
          querystring: analyticsPerformanceQuerySchema,
          response: { 200: performanceResponse, ...errors(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const { range, tz, projectId, platform } = request.query;
        requireFeature(request.user, 'analytics');
        if (projectId) await fastify.projectsRepository.authorize(request.user.id, projectId, 'read');
        return { data: await figures.performance(request.user.id, tz, range, { projectId, platform }) };
      },
    );

    authed.get(
      '/funnel',
      {
        schema: {
          tags,
          security,
          summary:
            'Views → engagements → clicks → tracked-link visits recorded in the range, each with its percent of the step before',
          querystring: analyticsRangeQuerySchema,
          response: { 200: funnelResponse, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        requireFeature(request.user, 'analytics');
        return { data: await figures.funnel(request.user.id, request.query.tz, request.query.range) };
      },
    );

    for (const order of ['top', 'low'] as const) {
      authed.get(
        `/${order}`,
        {
          schema: {
            tags,
            security,
            summary: `Copies with at least ${MIN_VIEWS_FOR_RATE} views, by engagement rate, ${order === 'top' ? 'highest' : 'lowest'} first`,
            querystring: order === 'top' ? analyticsTopQuerySchema : analyticsLowQuerySchema,
            response: { 200: rankResponse, ...errors(400, 401, 403) },
          },
        },
        async (request) => {
          requireFeature(request.user, 'analytics');
          return { data: await figures.ranked(request.user.id, order, request.query.limit, MIN_VIEWS_FOR_RATE) };
        },
      );
    }

    authed.get(
      '/platforms',
      {
        schema: {
          tags,
          security,
          summary: 'Per platform: its copies, and the views, engagement and rate recorded in the range',
          querystring: analyticsRangeQuerySchema,
          response: { 200: platformsResponse, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        requireFeature(request.user, 'analytics');
        return { data: await figures.platforms(request.user.id, request.query.tz, request.query.range) };
      },
    );

    authed.get(
      '/insights',
      {
        schema: {
          tags,
          security,
          summary:
            'What the last 30 days say: low engagement, many active projects, a platform or message that stands out, a schedule running out',
          querystring: analyticsInsightsQuerySchema,
          response: { 200: insightsResponse, ...errors(400, 401) },
        },
      },
      async (request) => ({ data: await figures.insights(request.user.id, request.query.tz) }),
    );

    authed.get(
      '/activity',
      {
        schema: {
          tags,
          security,
          summary: 'The newest changes to the caller’s items and to the projects shared with them, newest first',
          querystring: analyticsActivityQuerySchema,
          response: { 200: activityResponse, ...errors(400, 401) },
        },
      },
      async (request) => ({ data: await fastify.activity.recent(request.user.id, request.query.limit) }),
    );

    authed.get(
      '/heatmap',
      {
        schema: {
          tags,
          security,
          summary:
            'Best time to post (advanced analytics): weekday × hour of the copies published in the range, with their copies, views and rate',
          querystring: analyticsRangeQuerySchema,
          response: { 200: heatmapResponse, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        requireFeature(request.user, 'advancedAnalytics');
        return { data: await figures.heatmap(request.user.id, request.query.tz, request.query.range) };
      },
    );

    authed.get(
      '/projects',
      {
        schema: {
          tags,
          security,
          summary:
            'Per project (advanced analytics): copies, and the views, engagement, rate and views’ growth in the range',
          querystring: analyticsRangeQuerySchema,
          response: { 200: projectsResponse, ...errors(400, 401, 403) },
        },
      },
      async (request) => {
        requireFeature(request.user, 'advancedAnalytics');
        return { data: await figures.projects(request.user.id, request.query.tz, request.query.range) };
      },
    );
  };
  await fastify.register(figureRoutes);
};

export default analyticsRoutes;
