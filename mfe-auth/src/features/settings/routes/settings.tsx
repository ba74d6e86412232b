import { Space, Tabs, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { PageSpinner, useIsMobile } from '@brandcast/shared/ui';
import { ChangePasswordCard } from '../components/change-password-card';
import { TwoFactorCard } from '../components/two-factor-card';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileCard } from '../components/profile-card';
import { YourDataCard } from '../components/your-data-card';

// Each tab beyond the first loads when opened: billing's tables and modals stay out of the settings chunk.
const BillingTab = lazy(() => import('../../billing/routes/billing-tab'));
const ApiTokensTab = lazy(() => import('../../api-tokens/routes/api-tokens-tab'));
const BrandingTab = lazy(() => import('../../branding/routes/branding-tab'));
const lazyTab = (element: ReactNode) => <Suspense fallback={<PageSpinner />}>{element}</Suspense>;

function ProfileTab() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 560 }}>
      <ProfileCard />
      <ChangePasswordCard />
      <TwoFactorCard />
      <YourDataCard />
    </Space>
  );
}

function PreferencesTab() {
  return (
    <div style={{ maxWidth: 720 }}>
      <PreferencesCard />
    </div>
  );
}

const TABS = [
  { key: paths.settingsProfile, label: 'Profile', children: <ProfileTab /> },
  { key: paths.settingsPreferences, label: 'Preferences', children: <PreferencesTab /> },
  { key: paths.settingsBilling, label: 'Billing', children: lazyTab(<BillingTab />) },
  { key: paths.settingsApiTokens, label: 'API tokens', children: lazyTab(<ApiTokensTab />) },
  { key: paths.settingsBranding, label: 'Branding', children: lazyTab(<BrandingTab />) },
];

export default function SettingsRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const active = TABS.find((tab) => pathname.startsWith(tab.key))?.key ?? paths.settingsProfile;
  return (
    <div>
      <Typography.Title level={2}>Settings</Typography.Title>
      {/* A phone's width holds the five tabs with narrower gaps; with antd's 32 px, two hid behind a "…" menu. */}
      <Tabs activeKey={active} onChange={(key) => navigate(key)} items={TABS} tabBarGutter={isMobile ? 14 : undefined} />
    </div>
  );
}
