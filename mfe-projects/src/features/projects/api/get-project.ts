import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiEnvelope, Project } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

export const getProject = (projectId: string) =>
  api.get<ApiEnvelope<Project>>(`/project/${encodeURIComponent(projectId)}`).then((body) => body.data);

export const projectQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ['projects', 'detail', projectId], queryFn: () => getProject(projectId) });

export function useProject(projectId: string) {
  return useQuery(projectQueryOptions(projectId));
}
