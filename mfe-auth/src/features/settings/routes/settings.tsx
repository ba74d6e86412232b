import { useAtomValue } from 'jotai';
import { Card, Descriptions, Space, Tabs, Typography } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PLANS, paths } from '@brandcast/shared';
import { authAtom } from '@brandcast/shared/client';
import { ChangePasswordCard } from '../components/change-password-card';
import { ProfileCard } from '../components/profile-card';

function ProfileTab() {
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 560 }}>
      <ProfileCard />
      <ChangePasswordCard />
    </Space>
  );
}

function PreferencesTab() {
  return (
    <Card title="Preferences" style={{ maxWidth: 560 }}>
      <Typography.Paragraph>
        Saving preferences (view, notifications, autosave and the rest) needs the preferences API, which is not
        built yet. Nothing here would be kept, so there is nothing to change yet.
      </Typography.Paragraph>
    </Card>
  );
}

function BillingTab() {
  const { user } = useAtomValue(authAtom);
  if (!user) return null;
  const plan = PLANS[user.subscription.plan];
  return (
    <Card title="Billing" style={{ maxWidth: 560 }}>
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Plan">{plan.name}</Descriptions.Item>
        <Descriptions.Item label="Status">{user.subscription.status}</Descriptions.Item>
        <Descriptions.Item label="Monthly credits">{plan.monthlyCredits.toLocaleString('en-US')}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ marginTop: 16 }}>
        Paying for an upgrade is not possible yet: no payment provider is connected. Compare plans on the{' '}
        <Link to={paths.pricing}>pricing page</Link>.
      </Typography.Paragraph>
    </Card>
  );
}

const TABS = [
  { key: paths.settingsProfile, label: 'Profile', children: <ProfileTab /> },
  { key: paths.settingsPreferences, label: 'Preferences', children: <PreferencesTab /> },
  { key: paths.settingsBilling, label: 'Billing', children: <BillingTab /> },
];

export default function SettingsRoute() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = TABS.find((tab) => pathname.startsWith(tab.key))?.key ?? paths.settingsProfile;
  return (
    <div>
      <Typography.Title level={2}>Settings</Typography.Title>
      <Tabs activeKey={active} onChange={(key) => navigate(key)} items={TABS} />
    </div>
  );
}
