import { Select, Space, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@brandcast/shared';
import { useIsMobile } from '@brandcast/shared/ui';
import { ChangePasswordCard } from '../components/change-password-card';
import { TwoFactorCard } from '../components/two-factor-card';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileCard } from '../components/profile-card';
import { YourDataCard } from '../components/your-data-card';

/** A tab of the settings page: its path, its label and what it shows. */
export interface SettingsTab {
  key: string;
  label: string;
  children: ReactNode;
}

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

const OWN_TABS: SettingsTab[] = [
  { key: paths.settingsProfile, label: 'Profile', children: <ProfileTab /> },
  { key: paths.settingsPreferences, label: 'Preferences', children: <PreferencesTab /> },
];

/** How many tabs a 390 px phone holds with the narrower gaps below. */
const PHONE_TABS = 5;

/** The settings page: profile and preferences, then the tabs of other features, composed in src/routes.tsx. */
export default function SettingsRoute({ moreTabs = [] }: { moreTabs?: SettingsTab[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const tabs = [...OWN_TABS, ...moreTabs];
  const active = tabs.find((tab) => pathname.startsWith(tab.key))?.key ?? paths.settingsProfile;
  // Six tabs do not fit a phone's width (antd cut "Branding" to "Bra" and hid the rest behind "…"): there the
  // section is picked, as the copies list picks a platform on a phone.
  if (isMobile && tabs.length > PHONE_TABS)
    return (
      <div>
        <Typography.Title level={2}>Settings</Typography.Title>
        <Select
          aria-label="Settings section"
          virtual={false}
          value={active}
          onChange={(key: string) => navigate(key)}
          options={tabs.map((tab) => ({ value: tab.key, label: tab.label }))}
          style={{ width: '100%', marginBottom: 16 }}
        />
        {tabs.find((tab) => tab.key === active)?.children}
      </div>
    );
  return (
    <div>
      <Typography.Title level={2}>Settings</Typography.Title>
      {/* A phone's width holds the five tabs with narrower gaps; with antd's 32 px, two hid behind a "…" menu. */}
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(key)}
        items={tabs}
        tabBarGutter={isMobile ? 14 : undefined}
      />
    </div>
  );
}
