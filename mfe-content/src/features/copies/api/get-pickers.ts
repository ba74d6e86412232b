import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message, Paged, Project } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

/** The projects to pick from: the largest page the API gives (MAX_PAGE_SIZE). */
export const projectOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'options'],
    queryFn: () => api.get<Paged<Project>>('/project', { params: { size: 100 } }).then((body) => body.data),
  });

export const useProjectOptions = () => useQuery(projectOptionsQueryOptions());

/** A project's messages, to write copies from one of them. */
export const messageOptionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['messages', 'options', projectId],
    queryFn: () => api.get<Paged<Message>>('/message', { params: { projectId, size: 100 } }).then((body) => body.data),
  });

export const useMessageOptions = (projectId: string | undefined) =>
  useQuery({ ...messageOptionsQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
