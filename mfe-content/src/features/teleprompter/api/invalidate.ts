import { useQueryClient } from '@tanstack/react-query';
import { scriptKeys } from '@brandcast/shared/api';
import { creditsQueryKey } from '@brandcast/shared/client';

/** What a script write changes: the script reads, and the balance when it was charged (generation). */
export function useInvalidateScripts() {
  const queryClient = useQueryClient();
  return ({ charged = false }: { charged?: boolean } = {}) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scriptKeys.all }),
      charged ? queryClient.invalidateQueries({ queryKey: creditsQueryKey }) : undefined,
    ]);
}
