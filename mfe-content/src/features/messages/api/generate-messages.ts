import { useMutation } from '@tanstack/react-query';
import type { Message, MessageType } from '@brandcast/shared';
import { messageEndpoints } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';
import { useAfterWrite, useRefreshCreditsOn402 } from './invalidate';

/** The candidates written, and why there are fewer than asked when the brand fields gave no more. */
export interface GeneratedMessages {
  messages: Message[];
  note: string | null;
}

/** POST /message/generate: CREDIT_COSTS.brandMessage; every candidate is saved as a draft. */
export function useGenerateMessages() {
  const afterWrite = useAfterWrite();
  const refreshCredits = useRefreshCreditsOn402();
  return useMutation({
    mutationFn: (input: { projectId: string; type: MessageType; count?: number }) =>
      api
        // The note sits beside the data: keep the whole body.
        .post<{ data: Message[]; note?: string }>(messageEndpoints.generate, input, {
          wholeBody: true,
          idempotent: true,
        })
        .then((body): GeneratedMessages => ({ messages: body.data, note: body.note ?? null })),
    onSuccess: ({ messages }) => afterWrite({ charged: true, messages }),
    onError: refreshCredits,
  });
}
