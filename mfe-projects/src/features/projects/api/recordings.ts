import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, Recording } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

/** A project's recordings, newest first; each answer carries a fresh signed address to play it from. */
export const projectRecordingsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['recordings', 'list', projectId],
    queryFn: () => api.get<Paged<Recording>>('/recording', { params: { projectId, size: 100 } }),
    // The addresses are signed for an hour: read again well before they expire.
    staleTime: 10 * 60 * 1000,
  });

export const useProjectRecordings = (projectId: string, enabled = true) => useQuery({ ...projectRecordingsQueryOptions(projectId), enabled });

export function useDeleteRecording() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/recording/${encodeURIComponent(id)}`),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['recordings'] }), queryClient.invalidateQueries({ queryKey: ['projects'] })]),
  });
}
