import { z } from 'zod';
import { TIME_RANGES, type TimeRange } from '../constants/app';
import {
  DEFAULT_RANGE,
  isTimeZone,
  EXPORT_FORMATS,
  type ActivityItemType,
  type ExportFormat,
  type ExportState,
  type FunnelStep,
  type InsightType,
} from '../constants/analytics';
import { LIST_LIMITS } from '../constants/app';
import { PLATFORMS, type Platform } from '../constants/platforms';
import { bodyObject, uuidField } from './body';

const rangeField = z.enum(TIME_RANGES, { error: `range must be one of: ${TIME_RANGES.join(', ')}` }).default(DEFAULT_RANGE);
/** The longest time zone name taken (IANA's are under 40 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;
const tzField = z
  .string({ error: 'tz must be a time zone name like Europe/London or America/New_York' })
  .max(TIME_ZONE_MAX_LENGTH, { error: `tz must be a time zone name like Europe/London (at most ${TIME_ZONE_MAX_LENGTH} characters)`, abort: true })
  .refine(isTimeZone, { error: 'tz must be a time zone name like Europe/London or America/New_York' })
  .default('UTC');
const limitField = (fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a whole number from 1 to 50' })
    .int('limit must be a whole number from 1 to 50')
    .min(1, 'limit must be a whole number from 1 to 50')
    .max(50, 'limit must be a whole number from 1 to 50')
    .default(fallback);

/** ?range=&tz= of every analytics call over a time range. */
export const analyticsRangeQuerySchema = z.object({ range: rangeField, tz: tzField });
export type AnalyticsRangeQuery = z.input<typeof analyticsRangeQuerySchema>;

/** GET /analytics/performance */
export const analyticsPerformanceQuerySchema = analyticsRangeQuerySchema.extend({
  projectId: uuidField('projectId').optional(),
  platform: z.enum(PLATFORMS as [Platform, ...Platform[]], { error: `platform must be one of: ${PLATFORMS.join(', ')}` }).optional(),
});
export type AnalyticsPerformanceQuery = z.input<typeof analyticsPerformanceQuerySchema>;

export const analyticsTopQuerySchema = z.object({ limit: limitField(LIST_LIMITS.topPerformers) });
export const analyticsLowQuerySchema = z.object({ limit: limitField(LIST_LIMITS.lowPerformers) });
export const analyticsActivityQuerySchema = z.object({ limit: limitField(LIST_LIMITS.recentActivity) });
export const analyticsInsightsQuerySchema = z.object({ tz: tzField });

/** POST /analytics/export */
export const analyticsExportSchema = bodyObject({
  range: rangeField,
  tz: tzField,
  format: z.enum(EXPORT_FORMATS, { error: `format must be one of: ${EXPORT_FORMATS.join(', ')}` }).default('csv'),
});
export type AnalyticsExportInput = z.input<typeof analyticsExportSchema>;

/** Per figure: the percent change against the previous period of the same length, or null when it had nothing. */
export interface OverviewGrowth {
  totalProjects: number | null;
  activeProjects: number | null;
  totalMessages: number | null;
  totalCopies: number | null;
  avgEngagementRate: number | null;
  totalViews: number | null;
}

export interface AnalyticsOverview {
  range: TimeRange;
  totalProjects: number;
  activeProjects: number;
  totalMessages: number;
  totalCopies: number;
  /** Engagement rate (percent) of the copies' numbers recorded in the range. */
  avgEngagementRate: number;
  /** Views recorded in the range. */
  totalViews: number;
  growth: OverviewGrowth;
}

export interface PerformancePoint {
  /** The user's day, YYYY-MM-DD. */
  date: string;
  views: number;
  engagement: number;
  /** Copies written that day. */
  copies: number;
  /** Messages written that day. */
  messages: number;
}

export interface FunnelStepAnswer {
  step: FunnelStep;
  label: string;
  count: number;
  /** Percent of the step before (the first step: 100; 0 when the step before is 0). */
  rate: number;
}

export interface CopyRank {
  id: string;
  projectId: string;
  projectName: string;
  title: string;
  platform: Platform;
  views: number;
  engagement: number;
  rate: number;
}

export interface PlatformPerformance {
  platform: Platform;
  copies: number;
  views: number;
  engagement: number;
  rate: number;
}

export interface InsightAction {
  label: string;
  /** An app path (paths in @brandcast/shared). */
  href: string;
}

export interface Insight {
  id: string;
  type: InsightType;
  title: string;
  description: string;
  action: InsightAction | null;
}

export interface ActivityItem {
  id: string;
  /** "{itemType}.{action}", e.g. copy.published. */
  type: `${ActivityItemType}.${string}`;
  title: string;
  description: string;
  timestamp: string;
  projectId: string | null;
}

export interface HeatmapCell {
  /** ISO weekday: 1 Monday … 7 Sunday, in the user's time zone. */
  weekday: number;
  hour: number;
  copies: number;
  views: number;
  rate: number;
}

export interface ProjectPerformance {
  id: string;
  name: string;
  copies: number;
  views: number;
  engagement: number;
  rate: number;
  /** Views against the previous period. */
  growth: number | null;
}

/** The export's progress (spec sections 3 and 4). */
export interface AnalyticsExportJob {
  id: string;
  state: ExportState;
  percentage: number;
  format: ExportFormat;
  url: string | null;
  filename: string | null;
  error: string | null;
}
