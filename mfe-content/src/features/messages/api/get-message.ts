import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiEnvelope, Message } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';

export const messageUrl = (messageId: string) => `/message/${encodeURIComponent(messageId)}`;
export const messageQueryKey = (messageId: string) => ['messages', 'detail', messageId] as const;

/** While a split test runs its clicks come in from outside: look again every so often. */
export const TEST_REFRESH_MS = 30_000;

export const getMessage = (messageId: string) => api.get<ApiEnvelope<Message>>(messageUrl(messageId)).then((body) => body.data);

export const messageQueryOptions = (messageId: string) =>
  queryOptions({ queryKey: messageQueryKey(messageId), queryFn: () => getMessage(messageId) });

export function useMessage(messageId: string, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    ...messageQueryOptions(messageId),
    refetchInterval: live ? (query) => (query.state.data?.status === 'testing' ? TEST_REFRESH_MS : false) : false,
  });
}
