import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { authAtom } from '@brandcast/shared/client';
import { DevShell, OtherRemoteRedirect } from '@brandcast/shared/ui';
import { ForgotPasswordArea, LoginArea, RegisterArea, ResetPasswordArea, SettingsArea } from './routes';

/**
 * mfe-auth alone: the account pages are public, settings sit behind the dev shell's sign-in. Signing in
 * goes on to /dashboard, another remote's page, so a signed-in visitor of any path this remote does not
 * have lands on settings, told why.
 */
export function StandaloneRoutes() {
  const { isAuthenticated } = useAtomValue(authAtom);
  return (
    <Routes>
      <Route path={paths.login} element={<LoginArea />} />
      <Route path={paths.register} element={<RegisterArea />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordArea />} />
      <Route path={paths.resetPassword} element={<ResetPasswordArea />} />
      <Route
        path={`${paths.settings}/*`}
        element={
          <DevShell name="mfe-auth">
            <SettingsArea />
          </DevShell>
        }
      />
      <Route
        path="*"
        element={isAuthenticated ? <OtherRemoteRedirect to={paths.settings} /> : <Navigate to={paths.login} replace />}
      />
    </Routes>
  );
}
