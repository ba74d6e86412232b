import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiEnvelope, Message, MessageCreateInput, MessageUpdateInput } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { messageQueryKey, messageUrl } from './get-message';
import { useAfterWrite } from './invalidate';

export function useCreateMessage() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (input: MessageCreateInput) => api.post<ApiEnvelope<Message>>('/message', input).then((body) => body.data),
    onSuccess: (message) => afterWrite({ messages: [message] }),
  });
}

export function useUpdateMessage(messageId: string) {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (input: MessageUpdateInput) =>
      api.patch<ApiEnvelope<Message>>(messageUrl(messageId), input).then((body) => body.data),
    onSuccess: (message) => afterWrite({ messages: [message] }),
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (messageId: string) => api.delete<void>(messageUrl(messageId)),
    onSuccess: (_result, messageId) => {
      queryClient.removeQueries({ queryKey: messageQueryKey(messageId) });
      return afterWrite();
    },
  });
}
