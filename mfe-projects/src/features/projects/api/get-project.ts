import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export const getProject = (projectId: string) => api.get<Project>(projectEndpoints.one(projectId));

export const projectQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: projectKeys.detail(projectId), queryFn: () => getProject(projectId) });

export function useProject(projectId: string) {
  return useQuery(projectQueryOptions(projectId));
}
