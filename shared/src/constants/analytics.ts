/**
 * Analytics definitions, written once: the API's SQL follows them (api/README.md, "Analytics")
 * and the screens label by them.
 */
import type { TimeRange } from './app';

/** A copy's engagement: likes + comments + shares + retweets + clicks. */
export const ENGAGEMENT_FIELDS = ['likes', 'comments', 'shares', 'retweets', 'clicks'] as const;

export function engagementOf(numbers: Partial<Record<(typeof ENGAGEMENT_FIELDS)[number], number>>): number {
  return ENGAGEMENT_FIELDS.reduce((sum, field) => sum + (numbers[field] ?? 0), 0);
}

/** Decimals of a rate (percent) and of a growth (percent) in every answer. */
export const RATE_DECIMALS = 2;
export const GROWTH_DECIMALS = 1;

/** Half away from zero, after dropping binary noise (4.35 - 20 is -15.649999…, whose percent is -78.25). */
const round = (value: number, decimals: number) => {
  const scaled = Number((Math.abs(value) * 10 ** decimals).toPrecision(12));
  return (Math.sign(value) * Math.round(scaled)) / 10 ** decimals || 0;
};

/**
 * The engagement rate of a set of copies: their total engagement divided by their total views, in percent
 * (0 when there are no views), to RATE_DECIMALS.
 */
export function engagementRate(engagement: number, views: number): number {
  return views > 0 ? round((engagement * 100) / views, RATE_DECIMALS) : 0;
}

/** The percent change from `previous` to `current`; null when the previous period had nothing. */
export function growthOf(current: number, previous: number): number | null {
  return previous > 0 ? round(((current - previous) * 100) / previous, GROWTH_DECIMALS) : null;
}

/** How many days each range covers, ending today (in the user's time zone). */
export const RANGE_DAYS: Record<TimeRange, number> = { day: 1, week: 7, month: 30, quarter: 90, year: 365 };
export const RANGE_LABELS: Record<TimeRange, string> = {
  day: 'Today',
  week: 'Last 7 days',
  month: 'Last 30 days',
  quarter: 'Last 90 days',
  year: 'Last 365 days',
};
export const DEFAULT_RANGE: TimeRange = 'month';

/** Rates are compared among copies (or platforms, messages) with at least this many views. */
export const MIN_VIEWS_FOR_RATE = 100;

/** The insight rules' thresholds (spec section 9, and the rules added beside them). */
export const INSIGHT_RULES = {
  /** Engagement rate under this (percent) warns, when the range has MIN_VIEWS_FOR_RATE views. */
  lowEngagementRate: 2,
  /** More active projects than this informs. */
  manyActiveProjects: 5,
  /** A platform or message whose rate is at least this many times the rest's stands out. */
  outperformFactor: 1.5,
  /** Scheduled copies that all go out within this many days are running out. */
  scheduleRunsOutDays: 7,
  /** The insights look at this range. */
  range: 'month' as TimeRange,
} as const;

export const INSIGHT_TYPES = ['warning', 'info', 'success'] as const;
export type InsightType = (typeof INSIGHT_TYPES)[number];

/** What the activity log records: the item and what was done to it. */
export const ACTIVITY_ITEM_TYPES = ['project', 'message', 'copy', 'script', 'collaborator'] as const;
export type ActivityItemType = (typeof ACTIVITY_ITEM_TYPES)[number];

/** The funnel's steps, in order. */
export const FUNNEL_STEPS = ['views', 'engagements', 'clicks', 'visits'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const FUNNEL_LABELS: Record<FunnelStep, string> = {
  views: 'Views',
  engagements: 'Engagements',
  clicks: 'Clicks',
  visits: 'Tracked-link visits',
};

export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** The export's progress states (spec section 4). */
export const EXPORT_STATES = ['generating', 'completed', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** True for an IANA time zone name this runtime knows ("Europe/London", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The browser's time zone, sent as `tz` so a day is the user's day. */
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
