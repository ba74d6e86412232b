import { z } from 'zod';
import { CREDIT_COSTS, PLAN_IDS, type CreditAction } from '../constants/plans';
import { envelope } from './common';

/** Every action that costs credits (CREDIT_COSTS). */
export const CREDIT_ACTIONS = Object.keys(CREDIT_COSTS) as [CreditAction, ...CreditAction[]];

/** One row of the credit ledger: a grant (+) or a charge (-) and the balance after it. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int().describe('+ for a grant, - for a charge'),
  balanceAfter: z.number().int().min(0),
  action: z.enum(['grant', ...CREDIT_ACTIONS]),
  description: z.string(),
  refId: z.string().nullable().describe('The message or copy the credits paid for, when there is one'),
  createdAt: z.string(),
});
export type CreditLedgerEntry = z.output<typeof ledgerEntrySchema>;

/** GET /api/credits */
export const creditsSchema = z
  .object({
    balance: z.number().int().min(0),
    plan: z.enum(PLAN_IDS),
    monthlyCredits: z.number().int(),
    renewsAt: z.string().describe('When the next monthly grant is due'),
    ledger: z.array(ledgerEntrySchema).describe('Newest first, at most 50'),
  })
  .meta({ id: 'Credits' });
export type Credits = z.output<typeof creditsSchema>;

export const creditsResponse = envelope(creditsSchema);
