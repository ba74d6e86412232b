import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collaborator, CollaboratorInviteInput } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export function useInviteCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollaboratorInviteInput) => api.post<Collaborator>(projectEndpoints.collaborators(projectId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.collaborators(projectId) }),
  });
}
