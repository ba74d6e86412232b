import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recording } from '@brandcast/shared';
import { recordingEndpoints, recordingKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** A project's recordings, newest first; each answer carries a fresh signed address to play it from. */
export const projectRecordingsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: recordingKeys.list(projectId),
    queryFn: () => api.page<Recording>(recordingEndpoints.list, { projectId, size: 100 }),
    // The addresses are signed for an hour: read again well before they expire.
    staleTime: 10 * 60 * 1000,
  });

export const useProjectRecordings = (projectId: string, enabled = true) =>
  useQuery({ ...projectRecordingsQueryOptions(projectId), enabled });
