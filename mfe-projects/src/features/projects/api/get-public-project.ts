import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicProject } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export const publicProjectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.public(projectId),
    queryFn: () => api.get<PublicProject>(projectEndpoints.public(projectId)),
  });

export const usePublicProject = (projectId: string) => useQuery(publicProjectQueryOptions(projectId));
