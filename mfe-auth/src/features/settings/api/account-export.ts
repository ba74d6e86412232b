import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountExportJob } from '@brandcast/shared';
import { accountEndpoints, accountKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** How often a running export is asked for its progress. */
export const EXPORT_POLL_MS = 1000;

/** The account's newest export still kept (or null), polled while it is being prepared. */
export function useLatestExport() {
  return useQuery({
    queryKey: accountKeys.latestExport(),
    queryFn: () => api.get<AccountExportJob | null>(accountEndpoints.export),
    refetchInterval: (query) => (query.state.data?.state === 'generating' ? EXPORT_POLL_MS : false),
    staleTime: 0,
  });
}

/** Starts an export (202: generating); the card follows it through the latest export's query. */
export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<AccountExportJob>(accountEndpoints.export),
    onSuccess: (job) => queryClient.setQueryData(accountKeys.latestExport(), job),
  });
}
