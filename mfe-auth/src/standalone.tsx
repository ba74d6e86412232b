import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { mountPattern, remoteAreas } from '@brandcast/shared/areas';
import { authAtom } from '@brandcast/shared/client';
import { DevShell, OtherRemoteRedirect } from '@brandcast/shared/ui';
import {
  ConfirmEmailArea,
  ForgotPasswordArea,
  LoginArea,
  RegisterArea,
  ResetPasswordArea,
  SettingsArea,
  VerifyEmailArea,
} from './routes';

const areas = remoteAreas.mfe_auth;

/**
 * mfe-auth alone: the account pages are public, settings sit behind the dev shell's sign-in. Signing in
 * goes on to /dashboard, another remote's page, so a signed-in visitor of any path this remote does not
 * have lands on settings, told why.
 */
export function StandaloneRoutes() {
  const { isAuthenticated } = useAtomValue(authAtom);
  return (
    <Routes>
      <Route path={mountPattern(areas.LoginArea)} element={<LoginArea />} />
      <Route path={mountPattern(areas.RegisterArea)} element={<RegisterArea />} />
      <Route path={mountPattern(areas.ForgotPasswordArea)} element={<ForgotPasswordArea />} />
      <Route path={mountPattern(areas.ResetPasswordArea)} element={<ResetPasswordArea />} />
      <Route path={mountPattern(areas.ConfirmEmailArea)} element={<ConfirmEmailArea />} />
      <Route path={mountPattern(areas.VerifyEmailArea)} element={<VerifyEmailArea />} />
      <Route
        path={mountPattern(areas.SettingsArea)}
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
