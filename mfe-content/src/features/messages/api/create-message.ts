import { useMutation } from '@tanstack/react-query';
import type { Message, MessageCreateInput } from '@brandcast/shared';
import { messageEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useAfterWrite } from './invalidate';

export function useCreateMessage() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (input: MessageCreateInput) => api.post<Message>(messageEndpoints.list, input),
    onSuccess: (message) => afterWrite({ messages: [message] }),
  });
}
