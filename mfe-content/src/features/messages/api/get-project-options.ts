import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, Project } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

/** The projects to pick from and filter by: the largest page the API gives (MAX_PAGE_SIZE). */
export const projectOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'options'],
    queryFn: () => api.get<Paged<Project>>('/project', { params: { size: 100 } }).then((body) => body.data),
  });

export const useProjectOptions = () => useQuery(projectOptionsQueryOptions());
