import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { AppShell } from './layout/app-shell';
import { ProtectedRoute } from '../components/protected-route';
import { RemoteArea } from '../components/remote-area';
import { useSessionCheck, useUnauthorizedRedirect } from '../lib/session';

const LandingRoute = lazy(() => import('./routes/landing'));
const PricingRoute = lazy(() => import('./routes/pricing'));
const TermsRoute = lazy(() => import('./routes/terms'));
const PrivacyRoute = lazy(() => import('./routes/privacy'));

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
        <Route path={paths.login} element={<RemoteArea remote="mfe_auth" area="LoginArea" label="Sign in" />} />
        <Route
          path={paths.register}
          element={<RemoteArea remote="mfe_auth" area="RegisterArea" label="Registration" />}
        />
        <Route
          path={paths.forgotPassword}
          element={<RemoteArea remote="mfe_auth" area="ForgotPasswordArea" label="Password reset" />}
        />
        <Route
          path={paths.resetPassword}
          element={<RemoteArea remote="mfe_auth" area="ResetPasswordArea" label="Password reset" />}
        />
        <Route
          path="/p/:projectId"
          element={<RemoteArea remote="mfe_projects" area="PublicProjectArea" label="Project" />}
        />
        <Route element={<ProtectedRoute />}>
          <Route
            path={`${paths.dashboard}/*`}
            element={<RemoteArea remote="mfe_analytics" area="DashboardArea" label="Dashboard" />}
          />
          <Route
            path={`${paths.analytics}/*`}
            element={<RemoteArea remote="mfe_analytics" area="AnalyticsArea" label="Analytics" />}
          />
          <Route
            path={`${paths.projects}/*`}
            element={<RemoteArea remote="mfe_projects" area="ProjectsArea" label="Projects" />}
          />
          <Route
            path={`${paths.messages}/*`}
            element={<RemoteArea remote="mfe_content" area="MessagesArea" label="Brand Messages" />}
          />
          <Route
            path={`${paths.copies}/*`}
            element={<RemoteArea remote="mfe_content" area="CopiesArea" label="Copy Generator" />}
          />
          <Route
            path={`${paths.teleprompter}/*`}
            element={<RemoteArea remote="mfe_content" area="TeleprompterArea" label="Teleprompter" />}
          />
          <Route
            path={`${paths.settings}/*`}
            element={<RemoteArea remote="mfe_auth" area="SettingsArea" label="Settings" />}
          />
        </Route>
        <Route path="*" element={<Navigate to={paths.landing} replace />} />
      </Route>
    </Routes>
  );
}
