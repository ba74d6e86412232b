import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Preferences } from '@brandcast/shared';
import { authAtom } from '@brandcast/shared/client';
import { ThemeProviders } from '@brandcast/shared/ui';
import { loadQueryProvider } from '../lib/load-query-provider';

const PreferencesQuery = lazy(() => loadQueryProvider().then((m) => ({ default: m.PreferencesQuery })));

/**
 * The theme for every page. React Query is not among these providers: it loads with the areas and the parts of the
 * shell that use it (lib/query-provider.tsx), and here once someone is signed in, for the preferences the theme reads.
 * The sign-in and registration pages load without it.
 */
export function HostProviders({ children }: { children: ReactNode }) {
  const { isAuthenticated } = useAtomValue(authAtom);
  const [preferences, setPreferences] = useState<Preferences>();
  return (
    <ThemeProviders preferences={isAuthenticated ? preferences : undefined}>
      {isAuthenticated ? (
        <Suspense fallback={null}>
          <PreferencesQuery onChange={setPreferences} />
        </Suspense>
      ) : null}
      {children}
    </ThemeProviders>
  );
}
