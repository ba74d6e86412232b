import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@brandcast/shared';
import { billingEndpoints, billingKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** Invoices from Stripe: asked for only when payments are connected (else the API answers 409). */
export function useInvoices() {
  return useQuery({
    queryKey: billingKeys.invoices(),
    queryFn: () => api.get<Invoice[]>(billingEndpoints.invoices),
  });
}
