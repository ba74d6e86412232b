import { useMutation } from '@tanstack/react-query';
import type { ApiEnvelope, Message, MessageType } from '@brandcast/shared';
import { api } from '@brandcast/shared/client';
import { messageUrl } from './get-message';
import { useAfterWrite, useRefreshCreditsOn402 } from './invalidate';

/** The spec's free transitions: each answers the message as it now is (duplicate: the new draft). */
export type MessageTransition = 'publish' | 'archive' | 'duplicate';

export function useMessageTransition() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: ({ messageId, transition }: { messageId: string; transition: MessageTransition }) =>
      api.post<ApiEnvelope<Message>>(`${messageUrl(messageId)}/${transition}`).then((body) => body.data),
    onSuccess: (message) => afterWrite({ messages: [message] }),
  });
}

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
        .post<ApiEnvelope<Message[]> & { note?: string }>('/message/generate', input)
        .then((body): GeneratedMessages => ({ messages: body.data, note: body.note ?? null })),
    onSuccess: ({ messages }) => afterWrite({ charged: true, messages }),
    onError: refreshCredits,
  });
}

/** POST /message/{id}/variants: CREDIT_COSTS.brandMessage; the answer carries the new variants. */
export function useGenerateVariants(messageId: string) {
  const afterWrite = useAfterWrite();
  const refreshCredits = useRefreshCreditsOn402();
  return useMutation({
    mutationFn: (input: { count?: number }) =>
      api.post<ApiEnvelope<Message>>(`${messageUrl(messageId)}/variants`, input).then((body) => body.data),
    onSuccess: (message) => afterWrite({ charged: true, messages: [message] }),
    onError: refreshCredits,
  });
}

/** POST /message/{id}/test: CREDIT_COSTS.splitTest; measures the score and starts the split test. */
export function useTestMessage(messageId: string) {
  const afterWrite = useAfterWrite();
  const refreshCredits = useRefreshCreditsOn402();
  return useMutation({
    mutationFn: (input: { targetUrl?: string }) =>
      api.post<ApiEnvelope<Message>>(`${messageUrl(messageId)}/test`, input).then((body) => body.data),
    onSuccess: (message) => afterWrite({ charged: true, messages: [message] }),
    onError: refreshCredits,
  });
}
