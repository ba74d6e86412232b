import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../ui/app-providers';
import { ThemeProviders } from '../ui/theme-providers';
import { PREFERENCE_DEFAULTS, type Preferences } from '../constants/app';
import { preferencesQueryOptions } from '@brandcast/shared/queries';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted under, e.g. '/projects/*'. */
  path?: string;
  /** The signed-in user's stored preferences, known without a request; null to let the query fetch. */
  preferences?: Preferences | null;
  /** As the host renders its sign-in pages: the theme without React Query (the returned client is not provided). */
  withoutQueryClient?: boolean;
}

/** Renders with every provider the app has and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    preferences = PREFERENCE_DEFAULTS,
    withoutQueryClient = false,
    ...options
  }: RenderWithProvidersOptions = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (preferences) queryClient.setQueryData(preferencesQueryOptions().queryKey, preferences);
  const router = (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={ui} />
      </Routes>
    </MemoryRouter>
  );
  const result = render(
    // antd's styles are not written into jsdom: every getComputedStyle (Testing Library's visibility checks,
    // user-event's pointer-events check) would match every element against thousands of rules, which made
    // a screen's test take seconds per click.
    <StyleProvider mock="server">
      {withoutQueryClient ? (
        <ThemeProviders>{router}</ThemeProviders>
      ) : (
        <AppProviders queryClient={queryClient}>{router}</AppProviders>
      )}
    </StyleProvider>,
    options,
  );
  return { ...result, queryClient };
}
