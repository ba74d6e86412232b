/** Plans, prices and credits: spec section 9. `null` means unlimited. */
export const PLAN_IDS = ['free', 'starter', 'professional', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
/** How often a plan is paid for. */
export const PLAN_INTERVALS = ['monthly', 'yearly'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  monthlyPrice: number;
  yearlyPrice: number;
  monthlyCredits: number;
  maxProjects: number | null;
  teamMembers: number | null;
  rollover: boolean;
  recommended: boolean;
  /** Storage for the account's recordings, in bytes: every take it uploaded, added up. */
  storageBytes: number;
}

const GB = 1024 ** 3;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    monthlyPrice: 0,
    yearlyPrice: 0,
    monthlyCredits: 500,
    maxProjects: 3,
    teamMembers: 1,
    rollover: false,
    recommended: false,
    storageBytes: 2 * GB,
  },
  starter: {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 19,
    yearlyPrice: 182,
    monthlyCredits: 5000,
    maxProjects: 10,
    teamMembers: 3,
    rollover: true,
    recommended: false,
    storageBytes: 20 * GB,
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 49,
    yearlyPrice: 470,
    monthlyCredits: 20000,
    maxProjects: null,
    teamMembers: 10,
    rollover: true,
    recommended: true,
    storageBytes: 100 * GB,
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: 149,
    yearlyPrice: 1430,
    monthlyCredits: 100000,
    maxProjects: null,
    teamMembers: null,
    rollover: true,
    recommended: false,
    storageBytes: 500 * GB,
  },
};

/** What each action costs in credits: one request (a generation writes up to MAX_GENERATE_COUNT candidates). */
export const CREDIT_COSTS = {
  brandMessage: 50,
  copyGeneration: 30,
  splitTest: 100,
  videoScript: 80,
} as const;
export type CreditAction = keyof typeof CREDIT_COSTS;

export const CREDIT_ACTION_LABELS: Record<CreditAction, string> = {
  brandMessage: 'Generating a brand message',
  copyGeneration: 'Generating copy',
  splitTest: 'Running a split test',
  videoScript: 'Writing a video script',
};

/** A ledger row is a grant of the plan's monthly credits or a charge for an action. */
export type CreditLedgerAction = 'grant' | CreditAction;

/** The 402 message: "Generating a brand message costs 50 credits; you have 20." */
export function insufficientCreditsMessage(action: CreditAction, balance: number): string {
  return `${CREDIT_ACTION_LABELS[action]} costs ${CREDIT_COSTS[action]} credits; you have ${balance}. Credits renew monthly; upgrade your plan for more.`;
}

export const ROLLOVER_MAX_MONTHS = 3;
export const PAYMENT_GRACE_PERIOD_DAYS = 3;

export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export function planLimitMessage(plan: PlanId): string {
  const { name, maxProjects } = PLANS[plan];
  return `The ${name} plan allows ${maxProjects} projects. Nothing is deleted: delete a project, or upgrade your plan in Settings → Billing to create more.`;
}
