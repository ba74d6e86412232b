import { Alert, Descriptions, Modal, Typography } from 'antd';
import { PLANS, isUpgrade, planPrice, type PlanChangeRequest, type Subscription } from '@brandcast/shared';
import { getErrorMessage } from '@brandcast/shared/client';
import { useChangePlan } from '../api/change-plan';
import { useStartCheckout } from '../api/start-checkout';
import { INTERVAL_LABELS, PER_INTERVAL, formatDay, formatDollars, formatNumber } from './format';
import { PaymentsNotConnected } from './operator-command';

const limit = (value: number | null) => (value === null ? 'Unlimited' : formatNumber(value));

/**
 * The spec's payment modal for an upgrade (on to Stripe Checkout, or, without payments, the command that
 * changes the plan), and the confirmation of a downgrade, which waits for the period's end.
 */
export function PlanChangeModal({
  target,
  subscription,
  email,
  isAdmin,
  onClose,
}: {
  target: PlanChangeRequest | null;
  subscription: Subscription;
  email: string;
  /** The installation's administrator changes plans in Settings → Accounts; everyone else is told whom to ask. */
  isAdmin: boolean;
  onClose: () => void;
}) {
  const checkout = useStartCheckout();
  const change = useChangePlan();
  if (!target) return null;
  const plan = PLANS[target.plan];
  const current = PLANS[subscription.plan];
  const upgrade = isUpgrade({ plan: subscription.plan, interval: subscription.interval }, target);
  const connected = subscription.paymentsConnected;
  const close = () => {
    checkout.reset();
    change.reset();
    onClose();
  };
  const price = planPrice(target.plan, target.interval);

  const details = (
    <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
      <Descriptions.Item label="Plan">{plan.name}</Descriptions.Item>
      {target.plan === 'free' ? null : (
        <Descriptions.Item label="Billing period">{INTERVAL_LABELS[target.interval]}</Descriptions.Item>
      )}
      <Descriptions.Item label="Price">
        {price === 0 ? 'Free' : `${formatDollars(price)} ${PER_INTERVAL[target.interval]}`}
      </Descriptions.Item>
      <Descriptions.Item label="Credits">{formatNumber(plan.monthlyCredits)} a month</Descriptions.Item>
      <Descriptions.Item label="Projects">{limit(plan.maxProjects)}</Descriptions.Item>
      <Descriptions.Item label="Team">{limit(plan.teamMembers)}</Descriptions.Item>
    </Descriptions>
  );

  if (upgrade) {
    return (
      <Modal
        open
        title={`Upgrade to ${plan.name}`}
        onCancel={close}
        okText={connected ? (subscription.stripeSubscribed ? 'Pay and upgrade' : 'Continue to payment') : 'Close'}
        cancelButtonProps={connected ? undefined : { style: { display: 'none' } }}
        okButtonProps={{ loading: checkout.isPending }}
        onOk={() => (connected ? checkout.mutate(target) : close())}
      >
        {details}
        {connected && subscription.stripeSubscribed ? (
          <Typography.Paragraph>
            The card Stripe holds for you is charged the new price now, for a new period in full. Your plan changes as
            soon as Stripe confirms the payment, and its credits are granted in full at once.
          </Typography.Paragraph>
        ) : connected ? (
          <Typography.Paragraph>
            You pay on Stripe&apos;s secure page. Your plan changes as soon as Stripe confirms the payment, and its
            credits are granted in full at once.
          </Typography.Paragraph>
        ) : (
          <PaymentsNotConnected email={email} plan={target.plan} interval={target.interval} isAdmin={isAdmin} />
        )}
        {checkout.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={getErrorMessage(checkout.error, 'Stripe Checkout could not be opened')}
          />
        ) : null}
      </Modal>
    );
  }

  const when = formatDay(subscription.currentPeriodEnd);
  return (
    <Modal
      open
      title={
        target.plan === subscription.plan
          ? `Switch to ${INTERVAL_LABELS[target.interval].toLowerCase()} billing`
          : `Downgrade to ${plan.name}`
      }
      onCancel={close}
      okText={`Change on ${when}`}
      okButtonProps={{ loading: change.isPending }}
      onOk={() => change.mutate(target, { onSuccess: close })}
    >
      {details}
      <Typography.Paragraph>
        {`The change takes effect at the end of this period, on ${when}. Until then you keep ${current.name} and its credits. You can undo it any time before then.`}
      </Typography.Paragraph>
      {plan.maxProjects !== null && (current.maxProjects === null || plan.maxProjects < current.maxProjects) ? (
        <Typography.Paragraph type="secondary">
          {`${plan.name} allows ${plan.maxProjects} projects. Nothing is deleted if you have more; you just cannot create new ones until you are under the limit.`}
        </Typography.Paragraph>
      ) : null}
      {change.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={getErrorMessage(change.error, 'Your plan could not be changed')}
        />
      ) : null}
    </Modal>
  );
}
