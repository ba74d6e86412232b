import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints, adminKeys } from '../api/admin';
import type { AdminContact } from '../index';
import { api } from '@brandcast/shared/client';

/**
 * Whom to ask for a plan while payments are not connected (issue 28): the upgrade dialog names the
 * administrator; Settings → Accounts reads paymentsConnected from it.
 */
export const adminContactQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.contact(),
    queryFn: () => api.get<AdminContact>(adminEndpoints.contact),
    staleTime: 60_000,
  });

export const useAdminContact = (enabled = true) => useQuery({ ...adminContactQueryOptions(), enabled });
