import type Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { PLAN_IDS, PLAN_INTERVALS, type PlanId, type PlanInterval, type SubscriptionStatus } from '@brandcast/shared';
import { stripeEvents, users } from '../db/schema';
import type { Orm } from '../db/client';
import type { Tx } from './credits';
import { settleSubscription } from './subscriptions';
import { isUuid } from '../lib/ids';
import type { SubscriptionsRepository } from './subscriptions';

/** Stripe's subscription statuses in ours: unpaid and past_due are past_due; ended ones are canceled. */
export function statusOf(stripeStatus: string): SubscriptionStatus | undefined {
  if (stripeStatus === 'active' || stripeStatus === 'trialing') return 'active';
  if (stripeStatus === 'past_due' || stripeStatus === 'unpaid') return 'past_due';
  if (stripeStatus === 'canceled' || stripeStatus === 'incomplete_expired') return 'canceled';
  return undefined;
}

const planOf = (value: unknown): PlanId | undefined =>
  (PLAN_IDS as readonly unknown[]).includes(value) ? (value as PlanId) : undefined;
const intervalOf = (value: unknown): PlanInterval | undefined =>
  (PLAN_INTERVALS as readonly unknown[]).includes(value) ? (value as PlanInterval) : undefined;
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

/**
 * Applies a verified Stripe event once: its id is recorded in the same transaction (a redelivery changes
 * nothing), and an event older than the newest one applied to the account is recorded but not applied
 * (Stripe does not promise order). A paid Checkout session (completed with payment_status 'paid', or its
 * asynchronous payment succeeded) sets the plan paid for; a subscription sets its plan only while active;
 * subscription and invoice events drive the status.
 */
export async function applyStripeEvent(
  orm: Orm,
  subscriptions: SubscriptionsRepository,
  event: Stripe.Event,
): Promise<{ outcome: EventOutcome; userId?: string }> {
  return orm.transaction(async (tx) => {
    const created = new Date(event.created * 1000);
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, createdAt: created })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (inserted.length === 0) return { outcome: 'duplicate' };

    const object = event.data.object as unknown as Record<string, unknown> & {
      metadata?: Record<string, string> | null;
    };
    const customerId = idOf(object.customer as string | { id: string } | null);
    const userId = await findUser(
      tx,
      object.metadata?.userId ?? (object.client_reference_id as string | undefined),
      customerId,
    );
    if (!userId) return { outcome: 'ignored' };
    const row = await settleSubscription(tx, userId);
    if (!row) return { outcome: 'ignored' };
    if (row.stripeEventAt && created < row.stripeEventAt) return { outcome: 'stale', userId };

    const plan = planOf(object.metadata?.plan);
    const interval = intervalOf(object.metadata?.interval);
    let change: Parameters<SubscriptionsRepository['changeNow']>[1] | undefined;
    switch (event.type) {
      case 'checkout.session.completed':
        // A session completes before an asynchronous payment (a bank debit) clears: only a paid one sets the plan;
        // the others wait for checkout.session.async_payment_succeeded.
        if (object.payment_status !== 'paid') return { outcome: 'ignored', userId };
        if (plan) change = { plan, interval, status: 'active' };
        break;
      case 'checkout.session.async_payment_succeeded':
        if (plan) change = { plan, interval, status: 'active' };
        break;
      case 'customer.subscription.created':
      case 'customer.subscription.updated': {
        const status = statusOf(String(object.status));
        // A subscription not yet paid for (incomplete, past_due) names its plan in metadata too: it changes no plan.
        if (status !== 'active') {
          change = status ? { status } : undefined;
          break;
        }
        // A downgrade sent to Stripe names the plan coming; it waits for the period's end as the scheduled plan.
        if (plan && plan === row.scheduledPlan && (!interval || interval === row.scheduledInterval)) {
          change = { status };
          break;
        }
        change = {
          ...(plan && plan !== row.plan ? { plan } : {}),
          ...(interval && interval !== row.planInterval ? { interval } : {}),
          status,
        };
        break;
      }
      case 'customer.subscription.deleted':
        change = { status: 'canceled' };
        break;
      case 'invoice.payment_failed':
        change = { status: 'past_due' };
        break;
      case 'invoice.paid':
        change = { status: 'active' };
        break;
      default:
        return { outcome: 'ignored', userId };
    }
    await tx
      .update(users)
      .set({
        stripeEventAt: created,
        ...(customerId ? { stripeCustomerId: customerId } : {}),
        ...(idOf(object.subscription as string | null)
          ? { stripeSubscriptionId: idOf(object.subscription as string | null) }
          : {}),
      })
      .where(eq(users.id, userId));
    if (change) await subscriptions.changeNowIn(tx, userId, change);
    return { outcome: 'applied', userId };
  });
}

async function findUser(
  tx: Tx,
  userId: string | undefined,
  customerId: string | undefined,
): Promise<string | undefined> {
  if (userId && isUuid(userId)) {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (row) return row.id;
  }
  if (!customerId) return undefined;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, customerId));
  return row?.id;
}
