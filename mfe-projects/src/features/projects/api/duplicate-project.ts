import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** "Copy of ..." as a new draft, owned by whoever duplicates it. */
export function useDuplicateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => api.post<Project>(projectEndpoints.duplicate(projectId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
