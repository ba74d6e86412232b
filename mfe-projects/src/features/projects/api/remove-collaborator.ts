import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export function useRemoveCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(projectEndpoints.collaborator(projectId, userId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.collaborators(projectId) }),
  });
}
