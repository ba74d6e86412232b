import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LedgerFilters, LedgerPage } from '@brandcast/shared';
import { billingEndpoints, billingKeys } from '@brandcast/shared/api';
import { api } from '@brandcast/shared/client';

/** A page of the credit ledger; the page shown stays while the next loads (no jump to an empty table). */
export function useLedger(filters: LedgerFilters) {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  return useQuery({
    queryKey: billingKeys.ledger(params),
    queryFn: () => api.get<LedgerPage>(billingEndpoints.ledger, { params }),
    placeholderData: keepPreviousData,
  });
}
