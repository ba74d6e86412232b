import { z } from 'zod';
import { PLAN_IDS, PLANS, type PlanId, type SubscriptionStatus } from '../constants/plans';
import { PLAN_INTERVALS, type PlanInterval } from '../constants/subscription';
import { bodyObject } from './body';
import { SEARCH_MAX_LENGTH, pagingFields } from './project';

/*
 * The installation's administrator (issue 28): while payments are not connected, an administrator changes
 * any account's plan from Settings → Accounts. A new installation's first account is its administrator.
 * The texts a person reads on both sides, and the shapes the API takes and answers.
 */

/** GET /admin/accounts: a page of accounts, oldest first, narrowed by a part of the email. */
export const adminAccountsQuerySchema = z.object({
  ...pagingFields,
  search: z.string().trim().max(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`).optional(),
});
export type AdminAccountsQuery = z.output<typeof adminAccountsQuerySchema>;

/** PATCH /admin/accounts/:id/plan: the plan it has from now on (a new period: its credits in full). */
export const adminPlanChangeSchema = bodyObject({
  plan: z.enum(PLAN_IDS, { error: `plan must be one of: ${PLAN_IDS.join(', ')}` }),
  interval: z.enum(PLAN_INTERVALS, { error: `interval must be one of: ${PLAN_INTERVALS.join(', ')}` }).default('monthly'),
});
export type AdminPlanChangeInput = z.input<typeof adminPlanChangeSchema>;

/** An account as the administrator's list shows it. */
export interface AdminAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  plan: PlanId;
  interval: PlanInterval;
  status: SubscriptionStatus;
  isAdmin: boolean;
  createdAt: string;
}

/** Who to ask for a plan while payments are not connected (GET /admin/contact); null: nobody administers it. */
export interface AdminContact {
  paymentsConnected: boolean;
  administrator: { name: string; email: string } | null;
}

export const ADMIN = {
  onlyAdmins: "Only this installation's administrator can see and change other accounts. Ask them, or whoever runs this Brandcast.",
  accountNotFound: 'No such account. It may have been deleted; reload the list.',
  paymentsConnected:
    "Payments are connected on this Brandcast: each account's plan follows what it pays through Stripe, so it is not changed here. Change a subscription in Stripe (the account's plan follows it), or, for a favour, with npm run plan on the server.",
  /** What the sign-up says to a new installation's first account. */
  firstAccount:
    'You administer this Brandcast: it is the first account here. In Settings → Accounts you change anyone’s plan while payments are not connected, and people who ask for a plan see your name and email.',
  planChanged: (email: string, plan: PlanId) => `${email} is on ${PLANS[plan].name} now, with its credits for a new month.`,
  /** The upgrade modal, for everyone but an administrator, while payments are not connected. */
  askAdministrator: (name: string) => `Payments are not connected on this Brandcast, so nothing is paid here. Ask your administrator, ${name}, to change your plan.`,
  noAdministrator:
    'Payments are not connected on this Brandcast, so nothing is paid here, and it has no administrator any more. Whoever runs it changes your plan with:',
  /** The upgrade modal, for an administrator. */
  administratorChanges: 'Payments are not connected on this Brandcast, so nothing is paid here. As its administrator, you change any plan, yours too, in Settings → Accounts.',
} as const;
