import { z } from 'zod';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '../constants/plans';
import { PLAN_INTERVALS } from '../constants/plans';
import { envelope, pageOf } from './common';

/** An account as the administrator's list shows it. */
export const adminAccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    plan: z.enum(PLAN_IDS),
    interval: z.enum(PLAN_INTERVALS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    isAdmin: z.boolean().describe('Administers this installation (its first account)'),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminAccount' });
export type AdminAccount = z.output<typeof adminAccountSchema>;

/** Who to ask for a plan while payments are not connected (GET /admin/contact); null: nobody administers it. */
export const adminContactSchema = z
  .object({
    paymentsConnected: z.boolean(),
    administrator: z
      .object({ name: z.string(), email: z.string() })
      .nullable()
      .describe('Null with payments connected, or when no administrator is left'),
  })
  .meta({ id: 'AdminContact' });
export type AdminContact = z.output<typeof adminContactSchema>;

export const adminAccountListResponse = pageOf(z.array(adminAccountSchema));
export const adminAccountResponse = envelope(adminAccountSchema);
export const adminContactResponse = envelope(adminContactSchema);
