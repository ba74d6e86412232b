import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from '@brandcast/shared/api';

/** Every change answers from the server, then the list is fetched again: the server keeps the 50 newest. */
export function useNotificationMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
