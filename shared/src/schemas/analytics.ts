import { z } from 'zod';
import { TIME_RANGES } from '../constants/app';
import { DEFAULT_RANGE, isTimeZone, EXPORT_FORMATS } from '../constants/analytics';
import { LIST_LIMITS } from '../constants/app';
import { PLATFORMS, type Platform } from '../constants/platforms';
import { bodyObject, uuidField } from './body';

const rangeField = z
  .enum(TIME_RANGES, { error: `range must be one of: ${TIME_RANGES.join(', ')}` })
  .default(DEFAULT_RANGE);
/** The longest time zone name taken (IANA's are under 40 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;
const tzField = z
  .string({ error: 'tz must be a time zone name like Europe/London or America/New_York' })
  .max(TIME_ZONE_MAX_LENGTH, {
    error: `tz must be a time zone name like Europe/London (at most ${TIME_ZONE_MAX_LENGTH} characters)`,
    abort: true,
  })
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
  platform: z
    .enum(PLATFORMS as [Platform, ...Platform[]], { error: `platform must be one of: ${PLATFORMS.join(', ')}` })
    .optional(),
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
