import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_STATES, FUNNEL_STEPS, INSIGHT_TYPES } from '../constants/analytics';
import { TIME_RANGES } from '../constants/app';
import { PLATFORMS, type Platform } from '../constants/platforms';
import { envelope } from './common';

const growth = z
  .number()
  .nullable()
  .describe('Percent change against the previous period of the same length; null when that period had nothing');
const platform = z.enum(PLATFORMS as [Platform, ...Platform[]]);
const rate = z.number().describe('Engagement ÷ views, in percent (0 without views)');

const overviewSchema = z
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
  .meta({ id: 'AnalyticsOverview' });
export type AnalyticsOverview = z.output<typeof overviewSchema>;
/** Per figure: the percent change against the previous period of the same length, or null when it had nothing. */
export type OverviewGrowth = AnalyticsOverview['growth'];
export const overviewResponse = envelope(overviewSchema);

/** One day of the user's: views and engagement recorded, copies and messages written. */
const performancePointSchema = z.object({
  date: z.string(),
  views: z.number(),
  engagement: z.number(),
  copies: z.number(),
  messages: z.number(),
});
export type PerformancePoint = z.output<typeof performancePointSchema>;
export const performanceResponse = envelope(z.array(performancePointSchema));

const funnelStepSchema = z.object({
  step: z.enum(FUNNEL_STEPS),
  label: z.string(),
  count: z.number(),
  rate: z.number().describe('Percent of the step before'),
});
export type FunnelStepAnswer = z.output<typeof funnelStepSchema>;
export const funnelResponse = envelope(z.array(funnelStepSchema));

const copyRankSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  title: z.string(),
  platform,
  views: z.number(),
  engagement: z.number(),
  rate,
});
export type CopyRank = z.output<typeof copyRankSchema>;
export const rankResponse = envelope(z.array(copyRankSchema));

const platformPerformanceSchema = z.object({
  platform,
  copies: z.number(),
  views: z.number(),
  engagement: z.number(),
  rate,
});
export type PlatformPerformance = z.output<typeof platformPerformanceSchema>;
export const platformsResponse = envelope(z.array(platformPerformanceSchema));

/** `action.href` is an app path (paths in @brandcast/shared). */
const insightSchema = z.object({
  id: z.string(),
  type: z.enum(INSIGHT_TYPES),
  title: z.string(),
  description: z.string(),
  action: z.object({ label: z.string(), href: z.string() }).nullable(),
});
export type Insight = z.output<typeof insightSchema>;
export type InsightAction = NonNullable<Insight['action']>;
export const insightsResponse = envelope(z.array(insightSchema));

/** `type` is "{itemType}.{action}" (ACTIVITY_ITEM_TYPES), e.g. copy.published. */
const activityItemSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  timestamp: z.string(),
  projectId: z.string().nullable(),
});
export type ActivityItem = z.output<typeof activityItemSchema>;
export const activityResponse = envelope(z.array(activityItemSchema));

const heatmapCellSchema = z.object({
  weekday: z.number().int().describe('ISO weekday, 1 Monday … 7 Sunday'),
  hour: z.number().int(),
  copies: z.number(),
  views: z.number(),
  rate,
});
export type HeatmapCell = z.output<typeof heatmapCellSchema>;
export const heatmapResponse = envelope(z.array(heatmapCellSchema));

/** `growth`: views against the previous period. */
const projectPerformanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  copies: z.number(),
  views: z.number(),
  engagement: z.number(),
  rate,
  growth,
});
export type ProjectPerformance = z.output<typeof projectPerformanceSchema>;
export const projectsResponse = envelope(z.array(projectPerformanceSchema));

/** The export's progress (spec sections 3 and 4). */
const exportJobSchema = z
  .object({
    id: z.string(),
    state: z.enum(EXPORT_STATES),
    percentage: z.number().int(),
    format: z.enum(EXPORT_FORMATS),
    url: z.string().nullable().describe('A short-lived signed address that downloads the file without a bearer token'),
    filename: z.string().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'AnalyticsExport' });
export type AnalyticsExportJob = z.output<typeof exportJobSchema>;
export const exportJobResponse = envelope(exportJobSchema);

/**
 * GET /analytics/summary, on every plan (issue 28: a free plan's /analytics was nothing but upgrade cards): what
 * the user's own work already says. Counts are of everything so far, `inRange` of what was written in the range.
 */
const summarySchema = z
  .object({
    range: z.enum(TIME_RANGES),
    messages: z.object({ total: z.number().int(), published: z.number().int(), inRange: z.number().int() }),
    copies: z.object({
      total: z.number().int(),
      published: z.number().int(),
      scheduled: z.number().int(),
      inRange: z.number().int(),
    }),
    trackedLinks: z
      .object({ total: z.number().int(), clicks: z.number().int() })
      .describe('Tracked links of messages, split tests and copies, and the clicks counted on them so far'),
  })
  .meta({ id: 'AnalyticsSummary' });
export type AnalyticsSummary = z.output<typeof summarySchema>;
export const summaryResponse = envelope(summarySchema);
