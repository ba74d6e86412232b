import { useMutation } from '@tanstack/react-query';
import type { Message } from '@brandcast/shared';
import { messageEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useAfterWrite, useRefreshCreditsOn402 } from './invalidate';

/** POST /message/{id}/variants: CREDIT_COSTS.brandMessage; the answer carries the new variants. */
export function useGenerateVariants(messageId: string) {
  const afterWrite = useAfterWrite();
  const refreshCredits = useRefreshCreditsOn402();
  return useMutation({
    mutationFn: (input: { count?: number }) =>
      api.post<Message>(messageEndpoints.variants(messageId), input, { idempotent: true }),
    onSuccess: (message) => afterWrite({ charged: true, messages: [message] }),
    onError: refreshCredits,
  });
}
