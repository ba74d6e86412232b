import { useQueryClient } from '@tanstack/react-query';
import { creditsQueryKey } from '@brandcast/shared/client';

export const copyUrl = (copyId: string) => `/copy/${encodeURIComponent(copyId)}`;

/**
 * What a write changes: the copy lists, and the projects (their copy counts and progress). A charged
 * action also changes the balance the shell shows.
 */
export function useInvalidateAfterWrite() {
  const queryClient = useQueryClient();
  return ({ charged = false }: { charged?: boolean } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['copies'] }),
      queryClient.invalidateQueries({ queryKey: ['projects'] }),
      charged ? queryClient.invalidateQueries({ queryKey: creditsQueryKey }) : undefined,
    ]);
}
