import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Copy, Message } from '@brandcast/shared';
import { copyEndpoints, messageEndpoints, projectKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** How many of a project's newest messages and copies its page lists. */
export const LATEST_CONTENT_SIZE = 3;

export interface ProjectContent {
  /** The project's brand message: its newest published one. */
  brandMessage: Message | null;
  messages: Message[];
  copies: Copy[];
}

/** The project's newest content, from the same list endpoints the content pages use (newest first). */
export async function getProjectContent(projectId: string): Promise<ProjectContent> {
  const [published, messages, copies] = await Promise.all([
    api.page<Message>(messageEndpoints.list, { projectId, status: 'published', page: 1, size: 1 }),
    api.page<Message>(messageEndpoints.list, { projectId, page: 1, size: LATEST_CONTENT_SIZE }),
    api.page<Copy>(copyEndpoints.list, { projectId, page: 1, size: LATEST_CONTENT_SIZE }),
  ]);
  return { brandMessage: published.data[0] ?? null, messages: messages.data, copies: copies.data };
}

export const projectContentQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: projectKeys.content(projectId), queryFn: () => getProjectContent(projectId) });

export function useProjectContent(projectId: string) {
  return useQuery(projectContentQueryOptions(projectId));
}
