import { useQuery } from '@tanstack/react-query';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { LIST_LIMITS, type Project } from '@brandcast/shared';

/** The projects changed most recently (the list's default order, newest change first). */
export function useRecentProjects() {
  const params = { page: 1, size: LIST_LIMITS.recentProjects };
  return useQuery({
    queryKey: projectKeys.list(params),
    queryFn: () => api.page<Project>(projectEndpoints.list, params),
  });
}
