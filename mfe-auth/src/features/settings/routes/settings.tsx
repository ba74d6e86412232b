import { useAtomValue } from 'jotai';
import { Alert, Button, Card, Descriptions, Form, Input, Tabs, Typography } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ERRORS, PLANS, paths, profileUpdateSchema, type ProfileUpdateInput } from '@brandcast/shared';
import { authAtom, getErrorMessage, toast } from '@brandcast/shared/client';
import { zodRule } from '@brandcast/shared/ui';
import { useUpdateProfile } from '../api/update-profile';

function ProfileTab() {
  const { user } = useAtomValue(authAtom);
  const update = useUpdateProfile();
  if (!user) return null;
  return (
    <Card title="Profile" style={{ maxWidth: 560 }}>
      {update.isError ? (
        <Alert type="error" showIcon title={getErrorMessage(update.error, ERRORS.profileUpdateFailed)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form<ProfileUpdateInput>
        noValidate
        layout="vertical"
        requiredMark={false}
        initialValues={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
        disabled={update.isPending}
        onFinish={(values) =>
          update.mutate(profileUpdateSchema.parse(values), {
            onSuccess: () => toast.success('Your profile was saved.'),
          })
        }
      >
        <Form.Item label="First name" name="firstName" rules={zodRule(profileUpdateSchema.shape.firstName.unwrap())}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label="Last name" name="lastName" rules={zodRule(profileUpdateSchema.shape.lastName.unwrap())}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label="Email" name="email" rules={zodRule(profileUpdateSchema.shape.email.unwrap())}>
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          Save profile
        </Button>
      </Form>
    </Card>
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
