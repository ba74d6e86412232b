/**
 * What an account may use now, from its subscription (spec sections 6 and 9), read by the API's gates and
 * limits and shown by the billing screen: one function, so both always agree.
 */
import {
  PAYMENT_GRACE_PERIOD_DAYS,
  PLANS,
  PLAN_IDS,
  type PlanId,
  type PlanInterval,
  type SubscriptionStatus,
} from './plans';
import { PLAN_ROLE } from './features';
import type { Role } from './roles';

const DAY_MS = 86_400_000;

export interface SubscriptionState {
  /** The stored role: 'admin' when an operator granted it, else the paid plan's role. */
  role: Role;
  plan: PlanId;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | string;
  pastDueSince: Date | string | null;
  scheduledPlan: PlanId | null;
}

export interface Access {
  /** The plan whose limits and features apply now. */
  plan: PlanId;
  role: Role;
  /** past_due within its grace period: the paid plan still applies until this moment. */
  graceEndsAt: string | null;
  /** The paid plan no longer applies (grace over, or canceled): free limits until it is paid. */
  limited: boolean;
}

/** The plan's rank in PLAN_IDS: a higher plan is an upgrade. */
export const planRank = (plan: PlanId) => PLAN_IDS.indexOf(plan);

/**
 * The plan and role that apply at `now`: a downgrade waiting for the period's end applies once it has
 * ended; past_due keeps the plan for PAYMENT_GRACE_PERIOD_DAYS, then free limits; canceled has free
 * limits. An operator's admin stays admin. Nothing here deletes anything: limits only refuse creating more.
 */
export function accessAt(state: SubscriptionState, now: Date = new Date()): Access {
  let plan = state.plan;
  if (state.scheduledPlan && now >= new Date(state.currentPeriodEnd)) plan = state.scheduledPlan;
  let graceEndsAt: string | null = null;
  let limited = false;
  if (state.status === 'canceled') limited = true;
  if (state.status === 'past_due') {
    const since = new Date(state.pastDueSince ?? now);
    const ends = new Date(since.getTime() + PAYMENT_GRACE_PERIOD_DAYS * DAY_MS);
    if (now < ends) graceEndsAt = ends.toISOString();
    else limited = true;
  }
  if (limited) plan = 'free';
  return {
    plan,
    role: state.role === 'admin' ? 'admin' : PLAN_ROLE[plan],
    graceEndsAt,
    limited: limited && state.plan !== 'free',
  };
}

/** Whether going from one plan and interval to another is an upgrade (higher plan, or monthly to yearly). */
export function isUpgrade(
  from: { plan: PlanId; interval: PlanInterval },
  to: { plan: PlanId; interval: PlanInterval },
): boolean {
  const rank = planRank(to.plan) - planRank(from.plan);
  return rank > 0 || (rank === 0 && from.interval === 'monthly' && to.interval === 'yearly');
}

/** What a year costs paid monthly, less the yearly price: the saving the billing switch shows. */
export function yearlySaving(plan: PlanId): number {
  return PLANS[plan].monthlyPrice * 12 - PLANS[plan].yearlyPrice;
}

/** The price of a plan for an interval, in US dollars (spec section 9). */
export function planPrice(plan: PlanId, interval: PlanInterval): number {
  return interval === 'yearly' ? PLANS[plan].yearlyPrice : PLANS[plan].monthlyPrice;
}

/** GET /billing/ledger's filters: one kind of row, and days (YYYY-MM-DD, both ends included). */
export interface LedgerFilters {
  action?: import('./plans').CreditLedgerAction;
  from?: string;
  to?: string;
  page?: number;
}

/** The plan-change request of the billing screen. */
export interface PlanChangeRequest {
  plan: PlanId;
  interval: PlanInterval;
}

/** What the billing screen and the 409 say when no payment provider is set up. */
export const PAYMENTS_NOT_CONNECTED =
  'Payments are not connected on this Brandcast, so upgrades cannot be paid here. The person who runs it changes plans with: npm run plan -- --email you@example.com --plan starter [--interval yearly]';
