import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Billing } from '@brandcast/shared';
import { billingEndpoints, billingKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** The subscription (what is paid for, what applies now, whether payments are connected) and this period's spending. */
export const billingQueryOptions = () =>
  queryOptions({
    queryKey: billingKeys.subscription(),
    queryFn: () => api.get<Billing>(billingEndpoints.billing),
  });

export const useBilling = () => useQuery(billingQueryOptions());
