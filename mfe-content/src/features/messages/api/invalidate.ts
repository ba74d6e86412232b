import { partialMatchKey, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@brandcast/shared';
import { messageKeys, projectKeys } from '@brandcast/shared/api';
import { creditsQueryKey, statusOf } from '@brandcast/shared/client';

/**
 * What a write changes: every message query (lists, pickers) and the projects (their message counts and
 * progress); a charged action also changes the balance the shell shows. The messages the answer carries
 * are stored at once, so their pages show them without asking again.
 */
export function useAfterWrite() {
  const queryClient = useQueryClient();
  return ({ charged = false, messages = [] }: { charged?: boolean; messages?: Message[] } = {}) => {
    const fresh = messages.map((message) => messageKeys.detail(message.id));
    for (const message of messages) queryClient.setQueryData(messageKeys.detail(message.id), message);
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: messageKeys.all,
        // A message just stored, and what is read from it (the prompter's text), is fresh already.
        predicate: (query) => !fresh.some((key) => partialMatchKey(query.queryKey, key)),
      }),
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
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
