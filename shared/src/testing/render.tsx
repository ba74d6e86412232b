import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, createQueryClient } from '../ui/app-providers';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted under, e.g. '/projects/*'. */
  path?: string;
}

/** Renders with every provider the app has and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', ...options }: RenderWithProvidersOptions = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
    options,
  );
  return { ...result, queryClient };
}
