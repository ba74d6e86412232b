import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectUpdateInput } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectUpdateInput) => api.patch<Project>(projectEndpoints.one(projectId), input),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project._id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
