import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged, Project } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

/** The number of projects the user can see: the list's total, fetched with the smallest page. */
export async function getProjectCount(): Promise<number> {
  const body = await api.get<Paged<Project>>('/project', { params: { page: 1, size: 1 } });
  return body.pagination.total;
}

export const projectCountQueryOptions = () =>
  queryOptions({ queryKey: ['projects', 'count'], queryFn: getProjectCount });

export function useProjectCount() {
  return useQuery(projectCountQueryOptions());
}
