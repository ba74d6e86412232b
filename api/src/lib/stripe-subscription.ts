import Stripe from 'stripe';
import { PLANS, planPrice, type PlanId, type PlanInterval } from '@brandcast/shared';
import { Conflict } from './domain-errors';

/**
 * A paying account's one Stripe subscription, moved when the plan changes, so Stripe never bills a plan the
 * account has left (and an upgrade never opens a second subscription beside the first).
 *
 * - Upgrade: the subscription's price changes now and a new period starts, paid in full (no pro rata, as the
 *   local upgrade); the webhook applies the plan once Stripe has taken the payment.
 * - Downgrade to a paid plan: the price changes for the next renewal (no proration); the period paid for
 *   keeps its plan. The subscription's metadata names the plan coming, which the webhook leaves waiting as
 *   the scheduled plan.
 * - Downgrade to free: the subscription ends with its period (cancel_at_period_end).
 * - Undoing a waiting downgrade puts the price (or the renewal) back.
 * A move between monthly and yearly billing on a downgrade is refused here: Stripe restarts the billing cycle
 * when the interval changes, so the year paid for would be cut short.
 */

export interface PlanChoice {
  plan: PlanId;
  interval: PlanInterval;
}

export const INTERVAL_DOWNGRADE_WITH_STRIPE =
  'A yearly plan cannot move to monthly billing before its year ends: ask for the change after the renewal date, or stop the renewal with "Manage cards or cancel".';
export const STRIPE_REFUSED = 'Stripe refused the change';

const recurring = (interval: PlanInterval) => ({
  interval: interval === 'yearly' ? ('year' as const) : ('month' as const),
});

/** What Checkout charges for a plan (a line item's price_data). */
export const checkoutPriceData = (choice: PlanChoice) => ({
  currency: 'usd',
  unit_amount: planPrice(choice.plan, choice.interval) * 100,
  recurring: recurring(choice.interval),
  product_data: { name: `Brandcast ${PLANS[choice.plan].name} (${choice.interval})` },
});

/** Stripe's refusals (a declined card, an unknown subscription) as a 409 that says what Stripe said. */
async function asked<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new Conflict(`${STRIPE_REFUSED}: ${error.message}`);
    throw error;
  }
}

async function priceTo(stripe: Stripe, subscriptionId: string, choice: PlanChoice) {
  const subscription = await asked(() => stripe.subscriptions.retrieve(subscriptionId));
  const item = subscription.items.data[0];
  if (!item) throw new Conflict(`${STRIPE_REFUSED}: the subscription has no price to change.`);
  const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
  const { product_data: _name, ...price } = checkoutPriceData(choice);
  return [{ id: item.id, price_data: { ...price, product } }];
}

export async function upgradeInStripe(
  stripe: Stripe,
  subscriptionId: string,
  userId: string,
  to: PlanChoice,
): Promise<void> {
  const items = await priceTo(stripe, subscriptionId, to);
  await asked(() =>
    stripe.subscriptions.update(subscriptionId, {
      items,
      proration_behavior: 'none',
      billing_cycle_anchor: { type: 'now' },
      payment_behavior: 'error_if_incomplete',
      cancel_at_period_end: false,
      metadata: { userId, plan: to.plan, interval: to.interval },
    }),
  );
}

/** A downgrade asked for (`to` lower than `current`), or a waiting one dropped (`to` equal to `current`). */
export async function downgradeInStripe(
  stripe: Stripe,
  subscriptionId: string,
  userId: string,
  current: PlanChoice & { scheduledPlan: PlanId | null },
  to: PlanChoice,
): Promise<void> {
  const undo = to.plan === current.plan && to.interval === current.interval;
  if (undo && !current.scheduledPlan) return;
  if (!undo && to.plan !== 'free' && to.interval !== current.interval)
    throw new Conflict(INTERVAL_DOWNGRADE_WITH_STRIPE);
  if (to.plan === 'free' || (undo && current.scheduledPlan === 'free')) {
    await asked(() => stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: !undo }));
    return;
  }
  const items = await priceTo(stripe, subscriptionId, to);
  await asked(() =>
    stripe.subscriptions.update(subscriptionId, {
      items,
      proration_behavior: 'none',
      cancel_at_period_end: false,
      metadata: { userId, plan: to.plan, interval: to.interval },
    }),
  );
}
