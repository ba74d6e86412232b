import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope, Collaborator, CollaboratorInviteInput } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

const url = (projectId: string) => `/project/${encodeURIComponent(projectId)}/collaborators`;
const key = (projectId: string) => ['projects', 'collaborators', projectId] as const;

export const collaboratorsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: key(projectId),
    queryFn: () => api.get<ApiEnvelope<Collaborator[]>>(url(projectId)).then((body) => body.data),
  });

export const useCollaborators = (projectId: string) => useQuery(collaboratorsQueryOptions(projectId));

export function useInviteCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CollaboratorInviteInput) => api.post<ApiEnvelope<Collaborator>>(url(projectId), input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(projectId) }),
  });
}

export function useRemoveCollaborator(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(`${url(projectId)}/${encodeURIComponent(userId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(projectId) }),
  });
}
