import { Button, Card, Descriptions, Segmented, Space, Table, Tag, Typography } from 'antd';
import {
  PLANS,
  PLAN_IDS,
  formatBytes,
  isUpgrade,
  planPrice,
  yearlySaving,
  type Plan,
  type PlanChangeRequest,
  type PlanId,
  type PlanInterval,
  type Subscription,
} from '@brandcast/shared';
import { useIsMobile } from '@brandcast/shared/ui';
import { PER_INTERVAL, formatDay, formatDollars, formatNumber } from './format';

const limit = (value: number | null) => (value === null ? 'Unlimited' : formatNumber(value));

/** The request a plan's button makes at the period shown (the free plan has no period). */
const targetOf = (plan: PlanId, interval: PlanInterval): PlanChangeRequest => ({
  plan,
  interval: plan === 'free' ? 'monthly' : interval,
});

function PlanAction({
  plan,
  interval,
  subscription,
  onChoose,
}: {
  plan: Plan;
  interval: PlanInterval;
  subscription: Subscription;
  onChoose: (target: PlanChangeRequest) => void;
}) {
  const target = targetOf(plan.id, interval);
  const current = {
    plan: subscription.plan,
    interval: subscription.plan === 'free' ? 'monthly' : subscription.interval,
  } as const;
  if (target.plan === current.plan && target.interval === current.interval) return <Tag color="purple">Your plan</Tag>;
  const scheduled = subscription.scheduledPlan ?? subscription.plan;
  const scheduledInterval = subscription.scheduledInterval ?? subscription.interval;
  if (
    (subscription.scheduledPlan || subscription.scheduledInterval) &&
    target.plan === scheduled &&
    (target.plan === 'free' || target.interval === scheduledInterval)
  ) {
    return <Tag>{`From ${formatDay(subscription.currentPeriodEnd)}`}</Tag>;
  }
  const up = isUpgrade(current, target);
  const label = up
    ? target.plan === current.plan
      ? `Pay yearly for ${plan.name}`
      : `Upgrade to ${plan.name}`
    : target.plan === current.plan
      ? `Switch ${plan.name} to monthly`
      : `Downgrade to ${plan.name}`;
  return (
    <Button type={up ? 'primary' : 'default'} onClick={() => onChoose(target)}>
      {label}
    </Button>
  );
}

const priceText = (plan: Plan, interval: PlanInterval) => {
  const price = planPrice(plan.id, interval);
  return price === 0 ? 'Free' : `${formatDollars(price)} ${PER_INTERVAL[interval]}`;
};
const savingText = (plan: Plan, interval: PlanInterval) =>
  interval === 'yearly' && yearlySaving(plan.id) > 0 ? `save ${formatDollars(yearlySaving(plan.id))}` : null;

/**
 * The spec's plans side by side with the billing period switch: monthly or yearly prices (and what a year
 * saves), and on each plan the way to it: upgrade, downgrade, or a tag for the plan held.
 */
export function PlansCard({
  subscription,
  interval,
  onInterval,
  asked,
  onChoose,
}: {
  subscription: Subscription;
  interval: PlanInterval;
  onInterval: (interval: PlanInterval) => void;
  /** The plan an upgrade prompt or /pricing asked about (?plan=). */
  asked: PlanId | null;
  onChoose: (target: PlanChangeRequest) => void;
}) {
  const isMobile = useIsMobile();
  const name = (plan: Plan) =>
    plan.id === asked && plan.id !== subscription.plan ? `${plan.name} (the plan you asked about)` : plan.name;
  const action = (plan: Plan) => (
    <PlanAction plan={plan} interval={interval} subscription={subscription} onChoose={onChoose} />
  );
  const price = (plan: Plan) => {
    const saving = savingText(plan, interval);
    return (
      <>
        {priceText(plan, interval)}
        {saving ? <Typography.Text strong>{` (${saving})`}</Typography.Text> : null}
      </>
    );
  };

  return (
    <Card
      title="What each plan offers"
      extra={
        <Segmented<PlanInterval>
          aria-label="Billing period"
          value={interval}
          onChange={onInterval}
          options={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'yearly', label: 'Yearly' },
          ]}
        />
      }
    >
      {interval === 'yearly' ? (
        <Typography.Paragraph type="secondary">
          A year paid at once costs less than twelve months: the saving is shown beside each price.
        </Typography.Paragraph>
      ) : null}
      {isMobile ? (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            return (
              <Card
                key={id}
                size="small"
                type="inner"
                title={name(plan)}
                aria-label={`${plan.name} plan`}
                role="region"
              >
                <Descriptions column={1} size="small">
                  <Descriptions.Item label="Price">{price(plan)}</Descriptions.Item>
                  <Descriptions.Item label="Credits">{formatNumber(plan.monthlyCredits)} a month</Descriptions.Item>
                  <Descriptions.Item label="Projects">{limit(plan.maxProjects)}</Descriptions.Item>
                  <Descriptions.Item label="Team">{limit(plan.teamMembers)}</Descriptions.Item>
                  <Descriptions.Item label="Storage">{formatBytes(plan.storageBytes)}</Descriptions.Item>
                  <Descriptions.Item label="Rollover">{plan.rollover ? 'Yes' : 'No'}</Descriptions.Item>
                </Descriptions>
                <div style={{ marginTop: 8 }}>{action(plan)}</div>
              </Card>
            );
          })}
        </Space>
      ) : (
        <Table<Plan>
          size="small"
          pagination={false}
          rowKey="id"
          scroll={{ x: true }}
          dataSource={PLAN_IDS.map((id) => PLANS[id])}
          rowClassName={(row) => (row.id === subscription.plan || row.id === asked ? 'ant-table-row-selected' : '')}
          columns={[
            { title: 'Plan', dataIndex: 'name', render: (_name: string, row) => name(row) },
            { title: 'Price', key: 'price', render: (_value, row) => price(row) },
            {
              title: 'Credits',
              dataIndex: 'monthlyCredits',
              align: 'right',
              render: (credits: number) => `${formatNumber(credits)} a month`,
            },
            { title: 'Projects', dataIndex: 'maxProjects', align: 'right', render: limit },
            { title: 'Team', dataIndex: 'teamMembers', align: 'right', render: limit },
            { title: 'Storage', dataIndex: 'storageBytes', align: 'right', render: formatBytes },
            { title: 'Rollover', dataIndex: 'rollover', render: (rollover: boolean) => (rollover ? 'Yes' : 'No') },
            { title: 'Change', key: 'action', render: (_value, row) => action(row) },
          ]}
        />
      )}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
        An upgrade takes effect at once, with the new plan&apos;s credits in full. A downgrade takes effect at the end
        of the period you have paid for, and can be undone until then.
      </Typography.Paragraph>
    </Card>
  );
}
