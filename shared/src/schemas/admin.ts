import { z } from 'zod';
import { PLAN_IDS } from '../constants/plans';
import { PLAN_INTERVALS } from '../constants/plans';
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
  interval: z
    .enum(PLAN_INTERVALS, { error: `interval must be one of: ${PLAN_INTERVALS.join(', ')}` })
    .default('monthly'),
});
export type AdminPlanChangeInput = z.input<typeof adminPlanChangeSchema>;
