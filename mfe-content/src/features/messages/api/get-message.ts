import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Message } from '@brandcast/shared';
import { messageEndpoints, messageKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** While a split test runs its clicks come in from outside: look again every so often. */
export const TEST_REFRESH_MS = 30_000;

export const getMessage = (messageId: string) => api.get<Message>(messageEndpoints.one(messageId));

export const messageQueryOptions = (messageId: string) =>
  queryOptions({ queryKey: messageKeys.detail(messageId), queryFn: () => getMessage(messageId) });

export function useMessage(messageId: string, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    ...messageQueryOptions(messageId),
    refetchInterval: live ? (query) => (query.state.data?.status === 'testing' ? TEST_REFRESH_MS : false) : false,
  });
}
