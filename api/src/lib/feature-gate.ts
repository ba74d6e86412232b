import { accessAt, canUseFeature, type Access, type Feature, type Role } from '@brandcast/shared';
import type { UserRow } from '../db/schema';
import { EmailNotVerified, FeatureLocked } from './domain-errors';

type Subscribed = Pick<
  UserRow,
  'role' | 'plan' | 'subscriptionStatus' | 'currentPeriodEnd' | 'pastDueSince' | 'scheduledPlan'
>;

/** What applies to a user now (shared's accessAt over their row): plan, role, grace. */
export function accessOf(user: Subscribed, now = new Date()): Access {
  return accessAt(
    {
      role: user.role,
      plan: user.plan,
      status: user.subscriptionStatus,
      currentPeriodEnd: user.currentPeriodEnd,
      pastDueSince: user.pastDueSince,
      scheduledPlan: user.scheduledPlan,
    },
    now,
  );
}

/**
 * The API's gate for what a plan unlocks (shared's FEATURE_MIN_ROLE): a 403 naming the plan that unlocks
 * the feature, else nothing. Every gated route calls it with the signed-in user: with their row, the role
 * that applies now (past_due keeps the plan through the grace period, then free); a bare role as it is.
 */
export function requireFeature(user: { role: Role } | Subscribed, feature: Feature, now = new Date()): void {
  const role = 'subscriptionStatus' in user ? accessOf(user, now).role : user.role;
  if (!canUseFeature(role, feature)) throw new FeatureLocked(feature);
}

/**
 * The gate of what a stranger could abuse with an address that is not theirs: sharing a project (it emails
 * someone), creating API tokens, paying for a plan. A 403 saying how to confirm the address, else nothing.
 */
export function requireVerifiedEmail(user: Pick<UserRow, 'emailVerifiedAt'>): void {
  if (!user.emailVerifiedAt) throw new EmailNotVerified();
}
