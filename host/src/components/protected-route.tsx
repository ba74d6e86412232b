import { useAtomValue } from 'jotai';
import { Navigate, Outlet, matchPath, useLocation } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { areaPagePatterns } from '@brandcast/shared/areas';
import { authAtom } from '@brandcast/shared/client';
import { PageSpinner } from '@brandcast/shared/ui';
import { loginPathFor } from '../lib/session';

const isAreaPage = (pathname: string) => areaPagePatterns.some((pattern) => matchPath(pattern, pathname));

/**
 * The guard: a spinner while the session is checked, the page when signed in, else sign-in. A path that is
 * no page goes to / instead of through sign-in; for a signed-in user the remote's own catch-all does that,
 * so a remote redeployed with a new page needs no new host.
 */
export function ProtectedRoute() {
  const { status } = useAtomValue(authAtom);
  const location = useLocation();
  if (status === 'checking') return <PageSpinner label="Checking your session" />;
  if (status === 'anonymous') {
    return <Navigate to={isAreaPage(location.pathname) ? loginPathFor(location) : paths.landing} replace />;
  }
  return <Outlet />;
}
