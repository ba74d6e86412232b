import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import {
  PLAN_ROLE,
  isUpgrade,
  type PlanId,
  type PlanInterval,
  type Role,
  type SubscriptionStatus,
} from '@brandcast/shared';
import { users, type UserRow } from '../db/schema';
import type { Orm, Tx } from '../db/client';
import { periodEnd, periodAt } from '../lib/periods';

/**
 * Locks the user's row and brings the subscription up to `now`: each period that has ended renews (the
 * operator's and the app's own plans renew until changed; Stripe's webhooks move them too), and a downgrade
 * waiting for the period's end takes effect then. Undefined when the user does not exist.
 */
export async function settleSubscription(tx: Tx, userId: string, now = new Date()): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row || now < row.currentPeriodEnd) return row;
  let { plan, planInterval: interval, planAnchor: anchor } = row;
  if (row.scheduledPlan || row.scheduledInterval) {
    // The downgrade began when the period it waited for ended.
    plan = row.scheduledPlan ?? plan;
    interval = row.scheduledInterval ?? interval;
    anchor = row.currentPeriodEnd;
  }
  const period = periodAt(anchor, interval, now);
  const role: Role = row.role === 'admin' ? 'admin' : PLAN_ROLE[plan];
  const [settled] = await tx
    .update(users)
    .set({
      plan,
      role,
      planInterval: interval,
      planAnchor: anchor,
      scheduledPlan: null,
      scheduledInterval: null,
      currentPeriodStart: period.start,
      currentPeriodEnd: period.end,
    })
    .where(eq(users.id, userId))
    .returning();
  return settled;
}

export interface PlanChange {
  plan?: PlanId | undefined;
  interval?: PlanInterval | undefined;
  status?: SubscriptionStatus | undefined;
  /** true grants the admin role, false takes it back (the role then follows the plan). */
  admin?: boolean | undefined;
}

/** In shared, so the billing screen labels its buttons by the same rule the API applies. */
export { isUpgrade };

export function subscriptionsRepository(orm: Orm) {
  /**
   * Changes the plan at once (an operator, an upgrade, or Stripe): a new plan or interval starts a new
   * period now, so the new plan's monthly credits are granted in full at the next read of the account
   * (leftovers carried as the new plan's rollover allows). A status alone keeps the period; past_due
   * starts the grace period, any other status ends it. A downgrade waiting for the period's end is dropped.
   */
  async function changeNow(tx: Tx, userId: string, change: PlanChange, now = new Date()): Promise<UserRow | undefined> {
    const row = await settleSubscription(tx, userId, now);
    if (!row) return undefined;
    const plan = change.plan ?? row.plan;
    const interval = change.interval ?? row.planInterval;
    const status = change.status ?? (change.plan || change.interval ? 'active' : row.subscriptionStatus);
    const admin = change.admin ?? row.role === 'admin';
    const newPeriod = plan !== row.plan || interval !== row.planInterval;
    const [changed] = await tx
      .update(users)
      .set({
        plan,
        planInterval: interval,
        role: admin ? 'admin' : PLAN_ROLE[plan],
        subscriptionStatus: status,
        pastDueSince: status === 'past_due' ? (row.subscriptionStatus === 'past_due' ? row.pastDueSince : now) : null,
        // A new plan replaces a waiting downgrade; a status alone (a payment's news) leaves it waiting.
        ...(newPeriod
          ? {
              scheduledPlan: null,
              scheduledInterval: null,
              planAnchor: now,
              currentPeriodStart: now,
              currentPeriodEnd: periodEnd(now, interval),
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    return changed;
  }

  return {
    changeNow: (userId: string, change: PlanChange, now = new Date()) =>
      orm.transaction((tx) => changeNow(tx, userId, change, now)),
    changeNowIn: changeNow,

    /**
     * What the user asks for on the billing screen without paying: a downgrade (lower plan, or yearly to
     * monthly) waits for the period's end; asking for the current plan again drops a waiting downgrade.
     * Returns 'upgrade' when the change needs a payment (Checkout), and changes nothing then.
     */
    async request(
      userId: string,
      to: { plan: PlanId; interval: PlanInterval },
      now = new Date(),
    ): Promise<{ row: UserRow; upgrade: boolean } | undefined> {
      return orm.transaction(async (tx) => {
        const row = await settleSubscription(tx, userId, now);
        if (!row) return undefined;
        const from = { plan: row.plan, interval: row.planInterval };
        if (isUpgrade(from, to)) return { row, upgrade: true };
        const same = to.plan === row.plan && to.interval === row.planInterval;
        const [changed] = await tx
          .update(users)
          .set(
            same
              ? { scheduledPlan: null, scheduledInterval: null }
              : { scheduledPlan: to.plan, scheduledInterval: to.interval },
          )
          .where(eq(users.id, userId))
          .returning();
        return { row: changed!, upgrade: false };
      });
    },

    async settle(userId: string, now = new Date()): Promise<UserRow | undefined> {
      return orm.transaction((tx) => settleSubscription(tx, userId, now));
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    subscriptionsRepository: SubscriptionsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('subscriptionsRepository', subscriptionsRepository(fastify.db.orm));
  },
  { name: 'subscriptions-repository', dependencies: ['db'] },
);
