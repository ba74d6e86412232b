import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints, analyticsKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import {
  browserTimeZone,
  type ActivityItem,
  type AnalyticsOverview,
  type AnalyticsSummary,
  type CopyRank,
  type FunnelStepAnswer,
  type HeatmapCell,
  type Insight,
  type PerformancePoint,
  type Platform,
  type PlatformPerformance,
  type ProjectPerformance,
  type TimeRange,
} from '@brandcast/shared';

/**
 * The analytics reads, one query per view: each sends the browser's time zone so a day is the user's day.
 * Gated views are only asked for when the plan has them (`enabled`), so a locked view never errors.
 */
type RangeView = 'overview' | 'summary' | 'funnel' | 'platforms' | 'heatmap' | 'projects';
interface ViewOf {
  overview: AnalyticsOverview;
  summary: AnalyticsSummary;
  funnel: FunnelStepAnswer[];
  platforms: PlatformPerformance[];
  heatmap: HeatmapCell[];
  projects: ProjectPerformance[];
}

export const rangeViewQueryOptions = <V extends RangeView>(view: V, range: TimeRange, enabled = true) => {
  const params = { range, tz: browserTimeZone() };
  return queryOptions({
    queryKey: analyticsKeys.view(view, params),
    queryFn: () => api.get<ViewOf[V]>(analyticsEndpoints[view], { params }),
    enabled,
  });
};

export const useRangeView = <V extends RangeView>(view: V, range: TimeRange, enabled = true) =>
  useQuery(rangeViewQueryOptions(view, range, enabled));

export interface PerformanceFilter {
  projectId?: string;
  platform?: Platform;
}

export function usePerformance(range: TimeRange, filter: PerformanceFilter = {}, enabled = true) {
  const params = { range, tz: browserTimeZone(), ...filter };
  return useQuery({
    queryKey: analyticsKeys.view('performance', params),
    queryFn: () => api.get<PerformancePoint[]>(analyticsEndpoints.performance, { params }),
    enabled,
  });
}

export function useRanked(order: 'top' | 'low', enabled = true) {
  return useQuery({
    queryKey: analyticsKeys.view(order, {}),
    queryFn: () => api.get<CopyRank[]>(analyticsEndpoints[order]),
    enabled,
  });
}

export function useInsights() {
  const params = { tz: browserTimeZone() };
  return useQuery({
    queryKey: analyticsKeys.view('insights', params),
    queryFn: () => api.get<Insight[]>(analyticsEndpoints.insights, { params }),
  });
}

export function useActivity(limit: number) {
  return useQuery({
    queryKey: analyticsKeys.view('activity', { limit }),
    queryFn: () => api.get<ActivityItem[]>(analyticsEndpoints.activity, { params: { limit } }),
  });
}
