import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@brandcast/shared/ui';

const DashboardRoute = lazy(() => import('./features/dashboard/routes/dashboard'));

/** Mounted by the host at /dashboard. */
export function DashboardArea() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<DashboardRoute />} />
      </Routes>
    </Suspense>
  );
}
