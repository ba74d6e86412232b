import { useAtomValue } from 'jotai';
import { Alert, Button, Card, Descriptions, Flex, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PLANS, PLAN_IDS, paths, type Plan, type PlanId } from '@brandcast/shared';
import { useIsMobile } from '@brandcast/shared/ui';
import { authAtom } from '@brandcast/shared/client';
import { ChangePasswordCard } from '../components/change-password-card';
import { CreditsCard } from '../components/credits-card';
import { PreferencesCard } from '../components/preferences-card';
import { ProfileCard } from '../components/profile-card';

/** A command to hand on, with a copy button big enough to tap (antd's copy icon is 13 px). */
function CopyCommand({ command }: { command: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(command).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Flex gap={8} align="center" wrap style={{ marginTop: 8 }}>
      <Typography.Text code>{command}</Typography.Text>
      <Button size="small" onClick={() => void copy()} aria-live="polite">
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </Flex>
  );
}

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
    <div style={{ maxWidth: 720 }}>
      <PreferencesCard />
    </div>
  );
}

const limit = (value: number | null) => (value === null ? 'Unlimited' : value.toLocaleString('en-US'));

const planName = (plan: Plan, current: PlanId) => (plan.id === current ? `${plan.name} (yours)` : plan.name);

/** On a phone a plan is a card: every column of the table in view, none behind a sideways scroll. */
function PlanCards({ current }: { current: PlanId }) {
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {PLAN_IDS.map((id) => {
        const plan = PLANS[id];
        return (
          <Card key={id} size="small" type="inner" title={planName(plan, current)} aria-label={`${plan.name} plan`} role="region">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Monthly">${plan.monthlyPrice}</Descriptions.Item>
              <Descriptions.Item label="Yearly">${plan.yearlyPrice}</Descriptions.Item>
              <Descriptions.Item label="Credits">{plan.monthlyCredits.toLocaleString('en-US')}</Descriptions.Item>
              <Descriptions.Item label="Projects">{limit(plan.maxProjects)}</Descriptions.Item>
              <Descriptions.Item label="Team">{limit(plan.teamMembers)}</Descriptions.Item>
              <Descriptions.Item label="Rollover">{plan.rollover ? 'Yes' : 'No'}</Descriptions.Item>
            </Descriptions>
          </Card>
        );
      })}
    </Space>
  );
}

function BillingTab() {
  const { user } = useAtomValue(authAtom);
  const isMobile = useIsMobile();
  const [searchParams] = useSearchParams();
  if (!user) return null;
  const plan = PLANS[user.subscription.plan];
  // The upgrade prompts link here with ?plan= naming the plan that unlocks what was asked for.
  const asked = searchParams.get('plan');
  const wanted = (PLAN_IDS as readonly string[]).includes(asked ?? '') ? (asked as PlanId) : null;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 880 }}>
      <Card title="Your plan">
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label="Plan">{plan.name}</Descriptions.Item>
          <Descriptions.Item label="Status">{user.subscription.status}</Descriptions.Item>
          <Descriptions.Item label="Credits each month">{plan.monthlyCredits.toLocaleString('en-US')}</Descriptions.Item>
        </Descriptions>
        {wanted && wanted !== plan.id ? (
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            title={`You asked about the ${PLANS[wanted].name} plan`}
            description={`${PLANS[wanted].name}: $${PLANS[wanted].monthlyPrice} a month or $${PLANS[wanted].yearlyPrice} a year, ${PLANS[wanted].monthlyCredits.toLocaleString('en-US')} credits a month.`}
          />
        ) : null}
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          Payments cannot be made on this screen yet, so there is no button pretending to take your money. The person
          who runs this Brandcast changes your plan with:
        </Typography.Paragraph>
        <CopyCommand command={`npm run plan -- --email ${user.email} --plan ${wanted && wanted !== 'free' ? wanted : 'starter'}`} />
      </Card>
      <CreditsCard />
      <Card title="What each plan offers">
        {isMobile ? (
          <PlanCards current={plan.id} />
        ) : (
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            scroll={{ x: true }}
            dataSource={PLAN_IDS.map((id) => PLANS[id])}
            rowClassName={(row) => (row.id === plan.id ? 'ant-table-row-selected' : '')}
            columns={[
              { title: 'Plan', dataIndex: 'name', render: (_name: string, row) => planName(row, plan.id) },
              { title: 'Monthly', dataIndex: 'monthlyPrice', render: (price: number) => `$${price}` },
              { title: 'Yearly', dataIndex: 'yearlyPrice', render: (price: number) => `$${price}` },
              { title: 'Credits', dataIndex: 'monthlyCredits', render: (credits: number) => credits.toLocaleString('en-US') },
              { title: 'Projects', dataIndex: 'maxProjects', render: limit },
              { title: 'Team', dataIndex: 'teamMembers', render: limit },
              { title: 'Rollover', dataIndex: 'rollover', render: (rollover: boolean) => (rollover ? 'Yes' : 'No') },
            ]}
          />
        )}
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          See what each action costs on the <Link to={paths.pricing}>pricing page</Link>.
        </Typography.Paragraph>
      </Card>
    </Space>
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
