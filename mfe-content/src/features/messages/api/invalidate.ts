import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '@brandcast/shared';
import { creditsQueryKey, statusOf } from '@brandcast/shared/client';
import { messageQueryKey } from './get-message';

/**
 * What a write changes: every message query (lists, pickers) and the projects (their message counts and
 * progress); a charged action also changes the balance the shell shows. The messages the answer carries
 * are stored at once, so their pages show them without asking again.
 */
export function useAfterWrite() {
  const queryClient = useQueryClient();
  return ({ charged = false, messages = [] }: { charged?: boolean; messages?: Message[] } = {}) => {
    const fresh = new Set(messages.map((message) => message.id));
    for (const message of messages) queryClient.setQueryData(messageQueryKey(message.id), message);
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: ['messages'],
        predicate: (query) => !(query.queryKey[1] === 'detail' && fresh.has(String(query.queryKey[2]))),
      }),
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
      charged ? queryClient.invalidateQueries({ queryKey: creditsQueryKey }) : undefined,
    ]);
  };
}

/** A refused charge (402) means the balance the shell shows was out of date: ask for it again. */
export function useRefreshCreditsOn402() {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (statusOf(error) === 402) void queryClient.invalidateQueries({ queryKey: creditsQueryKey });
  };
}
