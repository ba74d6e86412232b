import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { mountedAreas, mountPattern, type MountedArea } from '@brandcast/shared/areas';
import { AppShell } from './layout/app-shell';
import { ProtectedRoute } from '../components/protected-route';
import { RemoteArea } from '../components/remote-area';
import { useSessionCheck, useUnauthorizedRedirect } from '../lib/session';

const LandingRoute = lazy(() => import('./routes/landing'));
const PricingRoute = lazy(() => import('./routes/pricing'));
const TermsRoute = lazy(() => import('./routes/terms'));
const PrivacyRoute = lazy(() => import('./routes/privacy'));

/** The remote areas mounted where the contract says, `public` ones open to all, the others behind the guard. */
const areaRoutes = (access: MountedArea['access']) =>
  mountedAreas
    .filter((area) => area.access === access)
    .map((area) => (
      <Route key={`${area.remote}/${area.area}`} path={mountPattern(area)} element={<RemoteArea {...area} />} />
    ));

/** Spec section 2. The host owns the paths; each remote renders the routes below its mount point. */
export function AppRouter() {
  useSessionCheck();
  useUnauthorizedRedirect();
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route path={paths.landing} element={<LandingRoute />} />
        <Route path={paths.pricing} element={<PricingRoute />} />
        <Route path={paths.terms} element={<TermsRoute />} />
        <Route path={paths.privacy} element={<PrivacyRoute />} />
        {areaRoutes('public')}
        <Route element={<ProtectedRoute />}>{areaRoutes('signed-in')}</Route>
        <Route path="*" element={<Navigate to={paths.landing} replace />} />
      </Route>
    </Routes>
  );
}
