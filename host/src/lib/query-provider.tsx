import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import type { Preferences } from '@brandcast/shared';
import { createQueryClient, useSignedInPreferences } from '@brandcast/shared/ui';

/**
 * React Query, in a chunk of its own that loads only where it is used: every area but the sign-in pages (the contract's
 * `queries: false`), the signed-in parts of the shell and the theme's preferences once someone is signed in. The
 * sign-in and registration pages load without it.
 */

/** The app's one client: every area and the shell share its cache. */
export const queryClient = createQueryClient();

/** Provides the app's client, or the one already provided above (a test's). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  return <QueryClientProvider client={outer ?? queryClient}>{children}</QueryClientProvider>;
}

/** A remote's area under the app's client. */
export function withQueryClient(Area: ComponentType): ComponentType {
  return function AreaWithQueryClient() {
    return (
      <QueryProvider>
        <Area />
      </QueryProvider>
    );
  };
}

/** Tells the theme the signed-in user's preferences (compact view, animations), and that there are none when it goes. */
export function PreferencesQuery({ onChange }: { onChange: (preferences: Preferences | undefined) => void }) {
  return (
    <QueryProvider>
      <ReportPreferences onChange={onChange} />
    </QueryProvider>
  );
}

function ReportPreferences({ onChange }: { onChange: (preferences: Preferences | undefined) => void }) {
  const preferences = useSignedInPreferences();
  useEffect(() => onChange(preferences), [onChange, preferences]);
  useEffect(() => () => onChange(undefined), [onChange]);
  return null;
}
