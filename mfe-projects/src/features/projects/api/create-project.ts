import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectCreateInput } from '@brandcast/shared';
import { projectEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectCreateInput) => api.post<Project>(projectEndpoints.list, input),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project._id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
