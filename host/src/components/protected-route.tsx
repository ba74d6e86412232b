import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { authAtom } from '@brandcast/shared/client';
import { PageSpinner } from '@brandcast/shared/ui';
import { loginPathFor } from '../lib/session';

/** The guard: a spinner while the session is checked, the page when signed in, else sign-in. */
export function ProtectedRoute() {
  const { status } = useAtomValue(authAtom);
  const location = useLocation();
  if (status === 'checking') return <PageSpinner label="Checking your session" />;
  if (status === 'anonymous') return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}
