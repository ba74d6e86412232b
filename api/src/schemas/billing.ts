import { z } from 'zod';
import { PLAN_IDS, PLAN_INTERVALS } from '@brandcast/shared';
import { CREDIT_ACTIONS } from '@brandcast/shared/answers';

export const planChangeBody = z.object({
  plan: z.enum(PLAN_IDS, { error: `plan must be one of: ${PLAN_IDS.join(', ')}` }),
  interval: z.enum(PLAN_INTERVALS, { error: 'interval must be monthly or yearly' }),
});

export const ledgerQuery = z.object({
  action: z
    .enum(['grant', ...CREDIT_ACTIONS], { error: `action must be grant or one of: ${CREDIT_ACTIONS.join(', ')}` })
    .optional(),
  from: z.iso.date({ error: 'from must be a day like 2031-01-31' }).optional(),
  to: z.iso.date({ error: 'to must be a day like 2031-01-31' }).optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
});
