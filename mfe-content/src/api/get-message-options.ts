import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '@brandcast/shared';
import { messageEndpoints, messageKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** A project's messages, to write copies from one of them. */
export const messageOptionsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: messageKeys.options(projectId),
    queryFn: () => api.page<Message>(messageEndpoints.list, { projectId, size: 100 }).then((page) => page.data),
  });

export const useMessageOptions = (projectId: string | undefined) =>
  useQuery({ ...messageOptionsQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
