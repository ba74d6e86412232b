import { Alert, Badge, Button, Card, Descriptions, Flex } from 'antd';
import {
  FEATURE_LABELS,
  PAYMENT_GRACE_PERIOD_DAYS,
  PLANS,
  type Billing,
  type SubscriptionStatus,
} from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useChangePlan } from '../api/change-plan';
import { useOpenPortal } from '../api/open-portal';
import { INTERVAL_LABELS, formatDay, formatNumber } from './format';

// A dot beside text in the normal colour: antd's coloured tags fall short of 4.5:1 contrast (axe).
const STATUS: Record<SubscriptionStatus, { label: string; badge: 'success' | 'warning' | 'default' }> = {
  active: { label: 'Active', badge: 'success' },
  past_due: { label: 'Payment failed', badge: 'warning' },
  canceled: { label: 'Canceled', badge: 'default' },
};

const free = PLANS.free;
/** What "free limits" means, said in full where a person learns they are coming. */
export const FREE_LIMITS = `${free.maxProjects} projects, ${formatNumber(free.monthlyCredits)} credits a month, no ${FEATURE_LABELS.analytics} and no ${FEATURE_LABELS.teamCollaboration}`;

/** The plan paid for, its period and status, when it renews, and what a failed payment or a waiting downgrade means. */
export function SubscriptionCard({ billing }: { billing: Billing }) {
  const { subscription } = billing;
  const { plan, interval, status, access, scheduledPlan, scheduledInterval, currentPeriodEnd, paymentsConnected } =
    subscription;
  const paid = PLANS[plan];
  const change = useChangePlan();
  const portal = useOpenPortal();
  const ends = formatDay(currentPeriodEnd);

  return (
    <Card title="Your plan">
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label="Plan">
          {paid.name}
          {access.plan !== plan ? ` (the ${PLANS[access.plan].name} plan's limits apply now)` : ''}
        </Descriptions.Item>
        <Descriptions.Item label="Billing period">
          {plan === 'free' ? 'No payment' : INTERVAL_LABELS[interval]}
        </Descriptions.Item>
        <Descriptions.Item label="Status">
          <Badge status={STATUS[status].badge} text={STATUS[status].label} />
        </Descriptions.Item>
        <Descriptions.Item label={plan === 'free' ? 'Credits renew' : 'Renews'}>
          {status === 'canceled'
            ? 'Does not renew'
            : `${ends}, with ${formatNumber(PLANS[scheduledPlan ?? plan].monthlyCredits)} credits`}
        </Descriptions.Item>
      </Descriptions>

      {status === 'past_due' && access.graceEndsAt ? (
        <Alert
          style={{ marginTop: 16 }}
          type="warning"
          showIcon
          title={`Your last payment failed: the ${paid.name} plan stays until ${formatDay(access.graceEndsAt)}`}
          description={`That is a ${PAYMENT_GRACE_PERIOD_DAYS}-day grace period. If the payment has not gone through by then, your account has the Free plan's limits (${FREE_LIMITS}) until it is paid. Nothing is deleted.`}
        />
      ) : null}
      {status === 'past_due' && access.limited ? (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          title="Your payment is overdue: the Free plan's limits apply until it is paid"
          description={`The ${PAYMENT_GRACE_PERIOD_DAYS}-day grace period has ended. Until the payment goes through: ${FREE_LIMITS}. Nothing is deleted, and the ${paid.name} plan returns once it is paid.`}
        />
      ) : null}
      {status === 'canceled' && plan !== 'free' ? (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title="Your subscription is canceled"
          description={`The Free plan's limits apply (${FREE_LIMITS}). Nothing is deleted; choose a plan below to have more again.`}
        />
      ) : null}
      {scheduledPlan || scheduledInterval ? (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          title={`On ${ends} your plan changes to ${PLANS[scheduledPlan ?? plan].name}${scheduledPlan === 'free' ? '' : ` (${INTERVAL_LABELS[scheduledInterval ?? interval].toLowerCase()})`}`}
          description={`Until then you keep ${paid.name}. Changed your mind? Keep it, and nothing changes.`}
          action={
            <Button size="small" loading={change.isPending} onClick={() => change.mutate({ plan, interval })}>
              {`Keep ${paid.name}`}
            </Button>
          }
        />
      ) : null}
      {change.isError ? (
        <Alert
          style={{ marginTop: 16 }}
          type="error"
          showIcon
          role="alert"
          title={getErrorMessage(change.error, 'Your plan could not be changed')}
        />
      ) : null}

      {paymentsConnected && plan !== 'free' ? (
        <Flex vertical gap={8} align="flex-start" style={{ marginTop: 16 }}>
          <Button loading={portal.isPending} onClick={() => portal.mutate()}>
            Manage cards or cancel
          </Button>
          {portal.isError ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={getErrorMessage(portal.error, "Stripe's customer portal could not be opened")}
            />
          ) : null}
        </Flex>
      ) : null}
    </Card>
  );
}
