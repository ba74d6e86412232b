import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '../constants/app';
// The client through its package name, never a relative path: it is the one shared instance (the auth atom, the API
// client), while this folder is bundled into each app that uses it (build-tools/src/sharing.ts).
import { authAtom, statusOf } from '@brandcast/shared/client';
import { preferencesQueryOptions } from '@brandcast/shared/queries';
import { ThemeProviders } from './theme-providers';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => {
          const status = statusOf(error);
          // A 4xx will not get better by asking again.
          if (status && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/**
 * Every provider with React Query: each remote's page of its own, and the tests. The host renders ThemeProviders and
 * loads React Query only where it is used (host/src/lib/query-provider.tsx).
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeWithPreferences>{children}</ThemeWithPreferences>
    </QueryClientProvider>
  );
}

function ThemeWithPreferences({ children }: { children: ReactNode }) {
  const preferences = useSignedInPreferences();
  return <ThemeProviders preferences={preferences}>{children}</ThemeProviders>;
}

/** The signed-in user's preferences, which the theme reads (compact view, animations); none for a visitor. */
export function useSignedInPreferences() {
  const { isAuthenticated } = useAtomValue(authAtom);
  return useQuery({ ...preferencesQueryOptions(), enabled: isAuthenticated }).data;
}
