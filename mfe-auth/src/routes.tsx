import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSpinner } from '@brandcast/shared/ui';

const LoginRoute = lazy(() => import('./features/auth/routes/login'));
const RegisterRoute = lazy(() => import('./features/auth/routes/register'));
const ForgotPasswordRoute = lazy(() => import('./features/auth/routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./features/auth/routes/reset-password'));
const SettingsRoute = lazy(() => import('./features/settings/routes/settings'));

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

/** Mounted by the host at /login, /register, /forgot-password, /reset-password. */
export const LoginArea = () => page(<LoginRoute />);
export const RegisterArea = () => page(<RegisterRoute />);
export const ForgotPasswordArea = () => page(<ForgotPasswordRoute />);
export const ResetPasswordArea = () => page(<ResetPasswordRoute />);

/** Mounted by the host at /settings/*: profile, preferences and billing tabs. */
export function SettingsArea() {
  return page(
    <Routes>
      <Route path="*" element={<SettingsRoute />} />
    </Routes>,
  );
}
