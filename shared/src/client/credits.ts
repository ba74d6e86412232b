import { queryOptions } from '@tanstack/react-query';
import type { ApiEnvelope, Credits } from '../types';
import { api } from './api-client';

/**
 * The signed-in user's credits: the shell shows the balance, content screens invalidate this key
 * (`creditsQueryKey`) after anything that costs credits.
 */
export const creditsQueryKey = ['credits'] as const;
export const creditsQueryOptions = () =>
  queryOptions({
    queryKey: creditsQueryKey,
    queryFn: () => api.get<ApiEnvelope<Credits>>('/credits').then((body) => body.data),
    staleTime: 30_000,
  });
