import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** The owner cancels an invitation: its link stops working and its seat is free. */
export function useCancelInvitation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => api.delete<void>(projectEndpoints.invitation(projectId, invitationId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.invitations(projectId) }),
  });
}
