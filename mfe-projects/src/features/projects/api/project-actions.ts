import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope, Project, PublicProject } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

const projectUrl = (projectId: string) => `/project/${encodeURIComponent(projectId)}`;

/** "Copy of ..." as a new draft, owned by whoever duplicates it. */
export function useDuplicateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) =>
      api.post<ApiEnvelope<Project>>(`${projectUrl(projectId)}/duplicate`).then((body) => body.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['projects'] }),
  });
}

/** The project and its content as a JSON file, saved by the browser. */
export async function exportProject(projectId: string, filename: string): Promise<void> {
  const document = await api.get<unknown>(`${projectUrl(projectId)}/export`);
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = Object.assign(window.document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}

export const publicProjectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['public-project', projectId],
    queryFn: () =>
      api.get<ApiEnvelope<PublicProject>>(`/public/project/${encodeURIComponent(projectId)}`).then((body) => body.data),
  });

export const usePublicProject = (projectId: string) => useQuery(publicProjectQueryOptions(projectId));
