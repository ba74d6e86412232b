import { useMutation } from '@tanstack/react-query';
import type { Message } from '@brandcast/shared';
import { messageEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useAfterWrite, useRefreshCreditsOn402 } from './invalidate';

/** POST /message/{id}/test: CREDIT_COSTS.splitTest; measures the score and starts the split test. */
export function useTestMessage(messageId: string) {
  const afterWrite = useAfterWrite();
  const refreshCredits = useRefreshCreditsOn402();
  return useMutation({
    mutationFn: (input: { targetUrl?: string; makeProjectPublic?: boolean }) =>
      api.post<Message>(messageEndpoints.test(messageId), input, { idempotent: true }),
    onSuccess: (message) => afterWrite({ charged: true, messages: [message] }),
    onError: refreshCredits,
  });
}
