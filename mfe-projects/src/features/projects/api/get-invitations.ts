import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PendingInvitation } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** Invitations to people with no account yet, still waiting. */
export const invitationsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.invitations(projectId),
    queryFn: () => api.get<PendingInvitation[]>(projectEndpoints.invitations(projectId)),
  });

export const useInvitations = (projectId: string) => useQuery(invitationsQueryOptions(projectId));
