import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, Project, ProjectStatus, ProjectType } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

export interface ProjectListParams {
  page: number;
  size: number;
  status?: ProjectStatus;
  type?: ProjectType;
  search?: string;
  sort?: string;
}

export const getProjects = (params: ProjectListParams) => api.get<Paged<Project>>('/project', { params });

export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: ['projects', 'list', params],
    queryFn: () => getProjects(params),
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams) {
  return useQuery(projectsQueryOptions(params));
}
