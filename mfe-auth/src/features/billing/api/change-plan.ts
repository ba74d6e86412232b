import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeRequest, Subscription } from '@brandcast/shared';
import { billingEndpoints, billingKeys, creditKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/**
 * Asks for a plan that is not an upgrade: a downgrade waits for the period's end, and asking for the
 * current plan again drops a waiting downgrade (undo). Upgrades are paid first (start-checkout).
 */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PlanChangeRequest) => api.post<Subscription>(billingEndpoints.change, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      ]),
  });
}
