import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collaborator } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export const collaboratorsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.collaborators(projectId),
    queryFn: () => api.get<Collaborator[]>(projectEndpoints.collaborators(projectId)),
  });

export const useCollaborators = (projectId: string) => useQuery(collaboratorsQueryOptions(projectId));
