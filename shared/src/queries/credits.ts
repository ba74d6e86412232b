import { queryOptions } from '@tanstack/react-query';
import { creditEndpoints } from '../api/credits';
import type { Credits } from '../types';
import { api, creditsQueryKey } from '@brandcast/shared/client';

/** The signed-in user's credits: the shell shows the balance, content screens invalidate `creditsQueryKey`. */
export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: creditsQueryKey,
    queryFn: () => api.get<Credits>(creditEndpoints.balance),
    staleTime: 30_000,
  });
