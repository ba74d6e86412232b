import { queryOptions } from '@tanstack/react-query';
import { creditEndpoints, creditKeys } from '../api/credits';
import type { Credits } from '../types';
import { api } from './api-client';

/**
 * The signed-in user's credits: the shell shows the balance, content screens invalidate this key
 * (`creditsQueryKey`, the same as `creditKeys.all`) after anything that costs credits.
 */
export const creditsQueryKey = creditKeys.all;
export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: creditsQueryKey,
    queryFn: () => api.get<Credits>(creditEndpoints.balance),
    staleTime: 30_000,
  });
