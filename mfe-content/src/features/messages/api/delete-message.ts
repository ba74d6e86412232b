import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageEndpoints, messageKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useAfterWrite } from './invalidate';

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (messageId: string) => api.delete<void>(messageEndpoints.one(messageId)),
    onSuccess: (_result, messageId) => {
      queryClient.removeQueries({ queryKey: messageKeys.detail(messageId) });
      return afterWrite();
    },
  });
}
