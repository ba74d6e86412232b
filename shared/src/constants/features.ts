/**
 * What each plan unlocks (spec sections 6 and 9), the one table the API's gates and the screens' upgrade
 * prompts both read: a feature needs a role (FEATURE_MIN_ROLE), a plan gives a role (PLAN_ROLE), so the
 * plan that unlocks a feature is the cheapest plan whose role reaches it.
 */
import { PLANS, PLAN_IDS, type PlanId, type PlanInterval } from './plans';
import { FEATURE_MIN_ROLE, hasRole, type Feature, type Role } from './roles';

/** The role a plan gives. Admin is never bought: an operator grants it. */
export const PLAN_ROLE = {
  free: 'free',
  starter: 'premium',
  professional: 'premium',
  enterprise: 'enterprise',
} as const satisfies Record<PlanId, Role>;

/** Features as a sentence names them ("… to use analytics"). */
export const FEATURE_LABELS: Record<Feature, string> = {
  projects: 'projects',
  messages: 'brand messages',
  copies: 'copies',
  analytics: 'analytics',
  teamCollaboration: 'team collaboration',
  advancedAnalytics: 'advanced analytics',
  apiAccess: 'API access',
  customBranding: 'custom branding',
};

/** The cheapest plan that unlocks a feature. */
export function planUnlocking(feature: Feature): PlanId {
  const plan = PLAN_IDS.find((id) => hasRole(PLAN_ROLE[id], FEATURE_MIN_ROLE[feature]));
  // Every feature's role is reached by the enterprise plan, so this never falls through.
  return plan ?? 'enterprise';
}

/**
 * What a plan adds to the plan before it, as /pricing lists it: the features it is the cheapest plan to unlock
 * ("analytics and team collaboration"), none when it only gives more room (credits, projects, team).
 */
export function featuresAddedBy(plan: PlanId): Feature[] {
  return (Object.keys(FEATURE_MIN_ROLE) as Feature[]).filter((feature) => planUnlocking(feature) === plan);
}

/** Where a person changes their plan; `?plan=` preselects the plan that unlocks what they asked for. */
export function upgradePath(feature?: Feature): string {
  return feature ? `/settings/billing?plan=${planUnlocking(feature)}` : '/settings/billing';
}

/**
 * Billing with a plan (and billing period) chosen: where /pricing and the plan-limit refusals lead. A
 * signed-out visitor goes through registration first (`registerFor`), which then sends them here.
 */
export function planChoicePath(plan: PlanId, interval?: PlanInterval): string {
  return `/settings/billing?plan=${plan}${interval === 'yearly' ? '&interval=yearly' : ''}`;
}

/** /pricing's links (static HTML, no script to know who is signed in): register, then billing with the plan chosen. */
export function registerForPlanPath(plan: PlanId, interval?: PlanInterval): string {
  return `/register?plan=${plan}${interval === 'yearly' ? '&interval=yearly' : ''}`;
}

/**
 * The cheapest plan above `plan` with room for more projects or team members, or more monthly credits
 * (refusals link to it); the highest plan when none is above.
 */
export function planAllowingMore(limit: 'maxProjects' | 'teamMembers' | 'monthlyCredits', plan: PlanId): PlanId {
  const now = PLANS[plan][limit] ?? Infinity;
  return PLAN_IDS.find((id) => (PLANS[id][limit] ?? Infinity) > now) ?? 'enterprise';
}

/**
 * The 403 an API gate answers, and the line an upgrade prompt shows:
 * "Upgrade to the Starter plan or above to use analytics. Plans are changed in Settings → Billing."
 */
export function featureLockedMessage(feature: Feature): string {
  return `${featureUnlockLine(feature)} Plans are changed in Settings → Billing.`;
}

/** "Upgrade to the Starter plan or above to use analytics." */
export function featureUnlockLine(feature: Feature): string {
  const plan = planUnlocking(feature);
  const orAbove = plan === 'enterprise' ? '' : ' or above';
  return `Upgrade to the ${PLANS[plan].name} plan${orAbove} to use ${FEATURE_LABELS[feature]}.`;
}
