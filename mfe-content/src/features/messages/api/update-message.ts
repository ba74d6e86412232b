import { useMutation } from '@tanstack/react-query';
import type { Message, MessageUpdateInput } from '@brandcast/shared';
import { messageEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useAfterWrite } from './invalidate';

export function useUpdateMessage(messageId: string) {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (input: MessageUpdateInput) => api.patch<Message>(messageEndpoints.one(messageId), input),
    onSuccess: (message) => afterWrite({ messages: [message] }),
  });
}
