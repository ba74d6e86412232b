import { z } from 'zod';
import { CREDIT_COSTS, PLAN_IDS, type Credits } from '@brandcast/shared';
import { envelope } from './common';

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int().describe('+ for a grant, - for a charge'),
  balanceAfter: z.number().int().min(0),
  action: z.enum(['grant', ...(Object.keys(CREDIT_COSTS) as (keyof typeof CREDIT_COSTS)[])]),
  description: z.string(),
  refId: z.string().nullable().describe('The message or copy the credits paid for, when there is one'),
  createdAt: z.string(),
});

export const creditsSchema = z
  .object({
    balance: z.number().int().min(0),
    plan: z.enum(PLAN_IDS),
    monthlyCredits: z.number().int(),
    renewsAt: z.string().describe('When the next monthly grant is due'),
    ledger: z.array(ledgerEntrySchema).describe('Newest first, at most 50'),
  })
  .meta({ id: 'Credits' });

const _sameCredits: z.output<typeof creditsSchema> = {} as Credits;
void _sameCredits;

export const creditsResponse = envelope(creditsSchema);
