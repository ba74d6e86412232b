import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { AppProviders, DevShell } from '@brandcast/shared/ui';
import { ForgotPasswordArea, LoginArea, RegisterArea, ResetPasswordArea, SettingsArea } from './routes';

// Standalone: the account pages are public, settings sit behind the dev shell's sign-in.
createRoot(document.getElementById('root')!).render(
  <AppProviders>
    <BrowserRouter>
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
        <Route path="*" element={<Navigate to={paths.login} replace />} />
      </Routes>
    </BrowserRouter>
  </AppProviders>,
);
