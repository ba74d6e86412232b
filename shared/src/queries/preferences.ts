import { queryOptions } from '@tanstack/react-query';
import { preferenceKeys, userEndpoints } from '../api/auth';
import type { Preferences } from '../constants/app';
import { api } from '@brandcast/shared/client';

/** The signed-in user's preferences, stored by the API; the host and settings share this query. */
export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferenceKeys.all,
    queryFn: () => api.get<Preferences>(userEndpoints.preferences),
  });
