import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import type { RemoteRoutes } from '@brandcast/shared/areas';
import { PageSpinner } from '@brandcast/shared/ui';

const DashboardRoute = lazy(() => import('./features/dashboard/routes/dashboard'));
const AnalyticsRoute = lazy(() => import('./features/analytics/routes/analytics'));

/** Mounted by the host at /dashboard/*; any other path below it goes to / (spec section 2). */
export function DashboardArea() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<DashboardRoute />} />
        <Route path="*" element={<Navigate to={paths.landing} replace />} />
      </Routes>
    </Suspense>
  );
}

/** Mounted by the host at /analytics/*: every figure of the user's work (issue 17). */
export function AnalyticsArea() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<AnalyticsRoute />} />
        <Route path="*" element={<Navigate to={paths.landing} replace />} />
      </Routes>
    </Suspense>
  );
}

/** What this remote exposes, checked against the contract: an area renamed on either side fails the type check. */
export const exposedAreas = { DashboardArea, AnalyticsArea } satisfies RemoteRoutes<'mfe_analytics', ComponentType>;
