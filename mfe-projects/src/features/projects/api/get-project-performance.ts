import { useQuery } from '@tanstack/react-query';
import { analyticsEndpoints, analyticsKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { browserTimeZone, type PerformancePoint, type TimeRange } from '@brandcast/shared';

/** A project's views and engagement per day (the analytics API's performance, of this project). */
export function useProjectPerformance(projectId: string, range: TimeRange, enabled: boolean) {
  const params = { range, tz: browserTimeZone(), projectId };
  return useQuery({
    queryKey: analyticsKeys.view('performance', params),
    queryFn: () => api.get<PerformancePoint[]>(analyticsEndpoints.performance, { params }),
    enabled,
  });
}
