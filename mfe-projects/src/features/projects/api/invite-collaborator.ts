import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collaborator, CollaboratorInviteInput, PendingInvitation } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** An account with the address becomes a collaborator; an address with none is invited to register (PendingInvitation). */
export function useInviteCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollaboratorInviteInput) =>
      api.post<Collaborator | PendingInvitation>(projectEndpoints.collaborators(projectId), input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.collaborators(projectId) }),
        queryClient.invalidateQueries({ queryKey: projectKeys.invitations(projectId) }),
      ]),
  });
}
