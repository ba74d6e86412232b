import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** The projects to pick from and filter by: the largest page the API gives (MAX_PAGE_SIZE). */
export const projectOptionsQueryOptions = () =>
  queryOptions({
    queryKey: projectKeys.options(),
    queryFn: () => api.page<Project>(projectEndpoints.list, { size: 100 }).then((page) => page.data),
  });

export const useProjectOptions = () => useQuery(projectOptionsQueryOptions());
