import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { remoteAreas, type RemoteRoutes } from '@brandcast/shared/areas';
import { authAtom } from '@brandcast/shared/client';
import { PageSpinner } from '@brandcast/shared/ui';

const LoginRoute = lazy(() => import('./features/auth/routes/login'));
const RegisterRoute = lazy(() => import('./features/auth/routes/register'));
const ForgotPasswordRoute = lazy(() => import('./features/auth/routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./features/auth/routes/reset-password'));
const ConfirmEmailRoute = lazy(() => import('./features/auth/routes/confirm-email'));
const VerifyEmailRoute = lazy(() => import('./features/auth/routes/verify-email'));
const SettingsRoute = lazy(() => import('./features/settings/routes/settings'));
// Each tab beyond the first two loads when opened: billing's tables and modals stay out of the settings chunk.
const BillingTab = lazy(() => import('./features/billing/routes/billing-tab'));
const ApiTokensTab = lazy(() => import('./features/api-tokens/routes/api-tokens-tab'));
const BrandingTab = lazy(() => import('./features/branding/routes/branding-tab'));
const ChannelsTab = lazy(() => import('./features/channels/routes/channels-tab'));
const AccountsTab = lazy(() => import('./features/admin/routes/accounts-tab'));

const page = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

/** The settings tabs that other features own: the settings feature shows them without importing them. */
const moreTabs = [
  { key: paths.settingsBilling, label: 'Billing', children: page(<BillingTab />) },
  { key: paths.settingsApiTokens, label: 'API tokens', children: page(<ApiTokensTab />) },
  { key: paths.settingsBranding, label: 'Branding', children: page(<BrandingTab />) },
  { key: paths.settingsChannels, label: 'Channels', children: page(<ChannelsTab />) },
];
/** The installation's administrator has one more tab: every account and its plan (issue 28). */
const accountsTab = { key: paths.settingsAccounts, label: 'Accounts', children: page(<AccountsTab />) };

function Settings() {
  const { user } = useAtomValue(authAtom);
  return <SettingsRoute moreTabs={user?.isAdmin ? [...moreTabs, accountsTab] : moreTabs} />;
}
const settings = <Settings />;

/** Mounted by the host at /login, /register, /forgot-password, /reset-password, /confirm-email, /verify-email. */
export const LoginArea = () => page(<LoginRoute />);
export const RegisterArea = () => page(<RegisterRoute />);
export const ForgotPasswordArea = () => page(<ForgotPasswordRoute />);
export const ResetPasswordArea = () => page(<ResetPasswordRoute />);
export const ConfirmEmailArea = () => page(<ConfirmEmailRoute />);
export const VerifyEmailArea = () => page(<VerifyEmailRoute />);

const { pages } = remoteAreas.mfe_auth.SettingsArea;

/** Mounted by the host at /settings/*: profile, preferences, billing, API tokens, branding, channels and (administrators) accounts tabs; any other path goes to /. */
export function SettingsArea() {
  return page(
    <Routes>
      <Route index element={settings} />
      <Route path={pages.profile} element={settings} />
      <Route path={pages.preferences} element={settings} />
      <Route path={pages.billing} element={settings} />
      <Route path={pages.apiTokens} element={settings} />
      <Route path={pages.branding} element={settings} />
      <Route path={pages.channels} element={settings} />
      <Route path={pages.accounts} element={settings} />
      <Route path="*" element={<Navigate to={paths.landing} replace />} />
    </Routes>,
  );
}

/** What this remote exposes, checked against the contract: an area renamed on either side fails the type check. */
export const exposedAreas = {
  LoginArea,
  RegisterArea,
  ForgotPasswordArea,
  ResetPasswordArea,
  ConfirmEmailArea,
  VerifyEmailArea,
  SettingsArea,
} satisfies RemoteRoutes<'mfe_auth', ComponentType>;
