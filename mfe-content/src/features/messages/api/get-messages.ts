import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Message, MessageStatus, MessageType } from '@brandcast/shared';
import { messageEndpoints, messageKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

export interface MessageListParams {
  page: number;
  size: number;
  projectId?: string;
  status?: MessageStatus;
  type?: MessageType;
  search?: string;
}

/** Filters the API does not need are left out, so the query string stays short and readable. */
function definedOnly(params: MessageListParams): MessageListParams {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ''),
  ) as MessageListParams;
}

export const getMessages = (params: MessageListParams) => api.page<Message>(messageEndpoints.list, definedOnly(params));

export const messagesQueryOptions = (params: MessageListParams) =>
  queryOptions({
    queryKey: messageKeys.list(params),
    queryFn: () => getMessages(params),
    placeholderData: keepPreviousData,
  });

export function useMessages(params: MessageListParams) {
  return useQuery(messagesQueryOptions(params));
}
