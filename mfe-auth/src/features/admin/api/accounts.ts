import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAccount, AdminPlanChangeInput } from '@brandcast/shared';
import { adminEndpoints, adminKeys, billingKeys, creditKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** A page of the installation's accounts, narrowed by a part of the email; the page shown stays while the next loads. */
export function useAdminAccounts(page: number, search: string) {
  return useQuery({
    queryKey: adminKeys.accounts(page, search),
    queryFn: () => api.page<AdminAccount>(adminEndpoints.accounts, { page, ...(search ? { search } : {}) }),
    placeholderData: keepPreviousData,
  });
}

/** The administrator changes an account's plan at once (a new period, the plan's credits in full). */
export function useChangeAccountPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: AdminPlanChangeInput & { id: string }) =>
      api.patch<AdminAccount>(adminEndpoints.accountPlan(id), change),
    // Their own plan may be the one changed: their credits and billing are read again too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
      ]),
  });
}
