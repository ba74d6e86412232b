import { useAtomValue } from 'jotai';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  PLANS,
  PLAN_IDS,
  isUpgrade,
  planPrice,
  type PlanChangeRequest,
  type PlanId,
  type PlanInterval,
  type Subscription,
} from '@brandcast/shared';
import { authAtom } from '@brandcast/shared/client';
import { QueryError } from '@brandcast/shared/ui';
import { useBilling } from '../api/get-billing';
import { CreditsUsageCard } from '../components/credits-usage-card';
import { INTERVAL_LABELS, PER_INTERVAL, formatDollars, formatNumber } from '../components/format';
import { InvoicesCard } from '../components/invoices-card';
import { LedgerCard } from '../components/ledger-card';
import { PaymentsNotConnected } from '../components/operator-command';
import { PlanChangeModal } from '../components/plan-change-modal';
import { PlansCard } from '../components/plans-card';
import { StorageCard } from '../components/storage-card';
import { SubscriptionCard } from '../components/subscription-card';

/** ?plan= and ?interval=yearly, as /pricing and the upgrade prompts link here (planChoicePath). */
function useAskedPlan(): { plan: PlanId | null; interval: PlanInterval | null } {
  const [search] = useSearchParams();
  const plan = search.get('plan');
  return {
    plan: (PLAN_IDS as readonly string[]).includes(plan ?? '') ? (plan as PlanId) : null,
    interval: search.get('interval') === 'yearly' ? 'yearly' : search.get('interval') === 'monthly' ? 'monthly' : null,
  };
}

/** The plan the operator's command names: the one asked about, else the next one up. */
function commandPlan(subscription: Subscription, asked: PlanId | null): PlanId {
  if (asked && asked !== 'free') return asked;
  return PLAN_IDS[Math.min(PLAN_IDS.indexOf(subscription.plan) + 1, PLAN_IDS.length - 1)]!;
}

function Loading() {
  return (
    <Space
      orientation="vertical"
      size="large"
      style={{ width: '100%', maxWidth: 960 }}
      aria-busy="true"
      aria-label="Loading your plan"
    >
      {['Your plan', 'Credits', 'What each plan offers'].map((title) => (
        <Card key={title} title={title}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      ))}
    </Space>
  );
}

/**
 * Settings → Billing: the plan and its status, credits and this period's use, the recordings' storage, the credit history, the plans
 * with the billing period switch and the way to each (Stripe when payments are connected, else the operator's
 * command), and Stripe's invoices.
 */
export default function BillingTab() {
  const { user } = useAtomValue(authAtom);
  const billing = useBilling();
  const asked = useAskedPlan();
  const [search] = useSearchParams();
  const [chosenInterval, setChosenInterval] = useState<PlanInterval | null>(asked.interval);
  const [target, setTarget] = useState<PlanChangeRequest | null>(null);

  if (!user) return null;
  if (billing.isPending) return <Loading />;
  if (billing.isError)
    return <QueryError query={billing} fallback="Your plan could not be loaded" style={{ maxWidth: 960 }} />;

  const { subscription } = billing.data;
  const interval = chosenInterval ?? (subscription.plan === 'free' ? 'monthly' : subscription.interval);
  const current = { plan: subscription.plan, interval: subscription.interval };
  const askedTarget: PlanChangeRequest | null =
    asked.plan && asked.plan !== 'free' ? { plan: asked.plan, interval: asked.interval ?? interval } : null;
  const askedIsUpgrade = askedTarget !== null && isUpgrade(current, askedTarget);

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      {search.get('checkout') === 'done' ? (
        <Alert
          type="success"
          showIcon
          title="Thank you: Stripe has your payment"
          description="Your plan changes as soon as Stripe confirms it, usually within seconds."
          action={
            <Button size="small" loading={billing.isFetching} onClick={() => void billing.refetch()}>
              Check again
            </Button>
          }
        />
      ) : null}
      {askedTarget && askedIsUpgrade ? (
        <Alert
          type="info"
          showIcon
          title={`You chose the ${PLANS[askedTarget.plan].name} plan`}
          description={`${formatDollars(planPrice(askedTarget.plan, askedTarget.interval))} ${PER_INTERVAL[askedTarget.interval]} (${INTERVAL_LABELS[askedTarget.interval].toLowerCase()}), ${formatNumber(PLANS[askedTarget.plan].monthlyCredits)} credits a month.`}
          action={
            <Button type="primary" size="small" onClick={() => setTarget(askedTarget)}>
              {`Upgrade to ${PLANS[askedTarget.plan].name}`}
            </Button>
          }
        />
      ) : null}
      <SubscriptionCard billing={billing.data} />
      {subscription.paymentsConnected ? null : (
        <Card title="Changing your plan">
          <PaymentsNotConnected
            email={user.email}
            plan={commandPlan(subscription, asked.plan)}
            interval={asked.interval ?? interval}
            isAdmin={user.isAdmin}
          />
        </Card>
      )}
      <CreditsUsageCard billing={billing.data} />
      <StorageCard billing={billing.data} />
      <PlansCard
        subscription={subscription}
        interval={interval}
        onInterval={setChosenInterval}
        asked={asked.plan}
        onChoose={setTarget}
      />
      <LedgerCard />
      {subscription.paymentsConnected ? <InvoicesCard /> : null}
      <PlanChangeModal
        target={target}
        subscription={subscription}
        email={user.email}
        isAdmin={user.isAdmin}
        onClose={() => setTarget(null)}
      />
    </Space>
  );
}
