import { useMutation, useQuery } from '@tanstack/react-query';
import { analyticsEndpoints, analyticsKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { browserTimeZone, type AnalyticsExportJob, type ExportFormat, type TimeRange } from '@brandcast/shared';

/** Starts an export (202: a job generating at 0%). */
export function useStartExport() {
  return useMutation({
    mutationFn: (input: { range: TimeRange; format: ExportFormat }) =>
      api.post<AnalyticsExportJob>(analyticsEndpoints.export, { ...input, tz: browserTimeZone() }),
  });
}

/** Follows a job every half second until it is completed or failed. */
export function useExportJob(id: string | undefined) {
  return useQuery({
    queryKey: analyticsKeys.exportJob(id ?? ''),
    queryFn: () => api.get<AnalyticsExportJob>(analyticsEndpoints.exportJob(id!)),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && query.state.data.state !== 'generating' ? false : 500),
    staleTime: 0,
  });
}
