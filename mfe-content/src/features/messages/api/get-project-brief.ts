import { useQuery } from '@tanstack/react-query';
import type { Project } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/**
 * A project's brief, for what the reader's score compares a line with (the owner's own words, lifted whole, read as
 * "copied"). The same query, key and answer as the project's own page, so one read serves both.
 */
export function useProjectBrief(projectId: string | undefined) {
  return useQuery({
    queryKey: projectKeys.detail(projectId ?? ''),
    queryFn: () => api.get<Project>(projectEndpoints.one(projectId!)),
    enabled: Boolean(projectId),
    staleTime: 60_000,
  });
}
