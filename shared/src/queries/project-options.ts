import { queryOptions, useQuery } from '@tanstack/react-query';
import { projectEndpoints, projectKeys } from '../api/projects';
import type { Project } from '../types';
import { api } from '@brandcast/shared/client';

/** The projects to pick from and filter by, in every remote: the largest page the API gives (MAX_PAGE_SIZE). */
export const projectOptionsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.options(),
    queryFn: () => api.page<Project>(projectEndpoints.list, { size: 100 }).then((page) => page.data),
  });

export const useProjectOptions = () => useQuery(projectOptionsQueryOptions());
