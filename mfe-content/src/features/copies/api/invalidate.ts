import { useQueryClient } from '@tanstack/react-query';
import { copyKeys, projectKeys } from '@brandcast/shared/api';
import { creditsQueryKey } from '@brandcast/shared/client';

/**
 * What a write changes: the copy lists, and the projects (their copy counts and progress). A charged
 * action also changes the balance the shell shows.
 */
export function useInvalidateAfterWrite() {
  const queryClient = useQueryClient();
  return ({ charged = false }: { charged?: boolean } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: copyKeys.all }),
      queryClient.invalidateQueries({ queryKey: projectKeys.all }),
      charged ? queryClient.invalidateQueries({ queryKey: creditsQueryKey }) : undefined,
    ]);
}
