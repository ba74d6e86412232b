import { useMutation } from '@tanstack/react-query';
import type { Message } from '@brandcast/shared';
import { messageEndpoints, type MessageTransition } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useAfterWrite } from './invalidate';

export type { MessageTransition };

/** The spec's free transitions: publish, archive, duplicate. */
export function useMessageTransition() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ messageId, transition }: { messageId: string; transition: MessageTransition }) =>
      api.post<Message>(messageEndpoints.transition(messageId, transition)),
    onSuccess: (message) => afterWrite({ messages: [message] }),
  });
}
