import { queryOptions } from '@tanstack/react-query';
import type { Preferences } from '../constants/app';
import type { ApiEnvelope } from '../types';
import { api } from './api-client';

/** The signed-in user's preferences, stored by the API; the host and settings share this query. */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: ['preferences'] as const,
    queryFn: () => api.get<ApiEnvelope<Preferences>>('/en/user/preferences').then((body) => body.data),
  });

export const savePreferences = (preferences: Preferences) =>
  api.put<ApiEnvelope<Preferences>>('/en/user/preferences', preferences).then((body) => body.data);
