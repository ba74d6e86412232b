import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { usePrefetchQuery } from '@tanstack/react-query';
import { DEFAULT_RANGE, paths } from '@brandcast/shared';
import type { RemoteRoutes } from '@brandcast/shared/areas';
import { PageSpinner, ScrollToTop } from '@brandcast/shared/ui';
import { rangeViewQueryOptions } from './api/get-analytics';
// The dashboard is every signed-in person's first page: it comes with this module (its components load alongside it)
// rather than a round trip after it. The analytics page, with its charts, loads when opened.
import DashboardRoute from './features/dashboard/routes/dashboard';

const AnalyticsRoute = lazy(() => import('./features/analytics/routes/analytics'));

/** Mounted by the host at /dashboard/*; any other path below it goes to / (spec section 2). */
export function DashboardArea() {
  // The overview is asked for as the area first renders, not once the page has rendered and committed (a query asks
  // from an effect): the dashboard's first figures arrive that much sooner.
  usePrefetchQuery(rangeViewQueryOptions('overview', DEFAULT_RANGE));
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<DashboardRoute />} />
          <Route path="*" element={<Navigate to={paths.landing} replace />} />
        </Routes>
      </Suspense>
    </>
  );
}

/** Mounted by the host at /analytics/*: every figure of the user's work. */
export function AnalyticsArea() {
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route index element={<AnalyticsRoute />} />
          <Route path="*" element={<Navigate to={paths.landing} replace />} />
        </Routes>
      </Suspense>
    </>
  );
}

/** What this remote exposes, checked against the contract: an area renamed on either side fails the type check. */
export const exposedAreas = { DashboardArea, AnalyticsArea } satisfies RemoteRoutes<'mfe_analytics', ComponentType>;
