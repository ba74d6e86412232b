import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope, Project, ProjectCreateInput, ProjectUpdateInput } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectCreateInput) => api.post<ApiEnvelope<Project>>('/project', input).then((b) => b.data),
    onSuccess: (project) => {
      queryClient.setQueryData(['projects', 'detail', project._id], project);
      return queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}

export function useUpdateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectUpdateInput) =>
      api.patch<ApiEnvelope<Project>>(`/project/${encodeURIComponent(projectId)}`, input).then((b) => b.data),
    onSuccess: (project) => {
      queryClient.setQueryData(['projects', 'detail', project._id], project);
      return queryClient.invalidateQueries({ queryKey: ['projects', 'list'] });
    },
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => api.delete<void>(`/project/${encodeURIComponent(projectId)}`),
    onSuccess: (_result, projectId) => {
      queryClient.removeQueries({ queryKey: ['projects', 'detail', projectId] });
      return queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
