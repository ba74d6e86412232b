import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Project, ProjectStatus, ProjectType } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export interface ProjectListParams {
  page: number;
  size: number;
  status?: ProjectStatus;
  type?: ProjectType;
  search?: string;
  sort?: string;
}

export const getProjects = (params: ProjectListParams) => api.page<Project>(projectEndpoints.list, params);

export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: () => getProjects(params),
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams) {
  return useQuery(projectsQueryOptions(params));
}
