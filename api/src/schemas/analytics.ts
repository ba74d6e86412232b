import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_STATES, FUNNEL_STEPS, INSIGHT_TYPES, PLATFORMS, TIME_RANGES, type Platform } from '@brandcast/shared';
import { envelope, pathId } from './common';

const growth = z.number().nullable().describe('Percent change against the previous period of the same length; null when that period had nothing');
const platform = z.enum(PLATFORMS as [Platform, ...Platform[]]);
const rate = z.number().describe('Engagement ÷ views, in percent (0 without views)');

export const overviewResponse = envelope(
  z
    .object({
      range: z.enum(TIME_RANGES),
      totalProjects: z.number(),
      activeProjects: z.number(),
      totalMessages: z.number(),
      totalCopies: z.number(),
      avgEngagementRate: rate,
      totalViews: z.number(),
      growth: z.object({
        totalProjects: growth,
        activeProjects: growth,
        totalMessages: growth,
        totalCopies: growth,
        avgEngagementRate: growth,
        totalViews: growth,
      }),
    })
    .meta({ id: 'AnalyticsOverview' }),
);

export const performanceResponse = envelope(
  z.array(z.object({ date: z.string(), views: z.number(), engagement: z.number(), copies: z.number(), messages: z.number() })),
);

export const funnelResponse = envelope(
  z.array(z.object({ step: z.enum(FUNNEL_STEPS), label: z.string(), count: z.number(), rate: z.number().describe('Percent of the step before') })),
);

export const rankResponse = envelope(
  z.array(
    z.object({
      id: z.string(),
      projectId: z.string(),
      projectName: z.string(),
      title: z.string(),
      platform,
      views: z.number(),
      engagement: z.number(),
      rate,
    }),
  ),
);

export const platformsResponse = envelope(
  z.array(z.object({ platform, copies: z.number(), views: z.number(), engagement: z.number(), rate })),
);

export const insightsResponse = envelope(
  z.array(
    z.object({
      id: z.string(),
      type: z.enum(INSIGHT_TYPES),
      title: z.string(),
      description: z.string(),
      action: z.object({ label: z.string(), href: z.string() }).nullable(),
    }),
  ),
);

export const activityResponse = envelope(
  z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      title: z.string(),
      description: z.string(),
      timestamp: z.string(),
      projectId: z.string().nullable(),
    }),
  ),
);

export const heatmapResponse = envelope(
  z.array(
    z.object({
      weekday: z.number().int().describe('ISO weekday, 1 Monday … 7 Sunday'),
      hour: z.number().int(),
      copies: z.number(),
      views: z.number(),
      rate,
    }),
  ),
);

export const projectsResponse = envelope(
  z.array(z.object({ id: z.string(), name: z.string(), copies: z.number(), views: z.number(), engagement: z.number(), rate, growth })),
);

export const exportJobResponse = envelope(
  z
    .object({
      id: z.string(),
      state: z.enum(EXPORT_STATES),
      percentage: z.number().int(),
      format: z.enum(EXPORT_FORMATS),
      url: z.string().nullable().describe('A short-lived signed address that downloads the file without a bearer token'),
      filename: z.string().nullable(),
      error: z.string().nullable(),
    })
    .meta({ id: 'AnalyticsExport' }),
);

export const EXPORT_RUNNING = 'An export is already running. Wait for it to finish (it shows below), then export again.';
export const EXPORT_NOT_FOUND = 'This export does not exist. Start a new one from Analytics.';
export const exportParams = z.object({ id: pathId(EXPORT_NOT_FOUND) });
export const exportFileQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});
