import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme as antdTheme } from 'antd';
import { presetPalettes } from '@ant-design/colors';
import { useState, type ReactNode } from 'react';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '../constants/app';

/** Spec: primary colour violet, shade 5 (antd's purple-5). */
export const PRIMARY_COLOR = presetPalettes.purple![4]!;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => {
          const status = (error as { response?: { status?: number } }).response?.status;
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
  dark?: boolean;
}

/** The providers every bundle renders under: the host in production, each remote's dev shell alone. */
export function AppProviders({ children, queryClient, dark = false }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ConfigProvider
        theme={{
          algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
          token: { colorPrimary: PRIMARY_COLOR },
        }}
      >
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
