import { z } from 'zod';
import { ADMIN, PLAN_IDS, PLAN_INTERVALS, SUBSCRIPTION_STATUSES, type AdminAccount, type AdminContact } from '@brandcast/shared';
import { envelope, pageOf, pathId } from './common';

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
const adminContactSchema = z
  .object({
    paymentsConnected: z.boolean(),
    administrator: z.object({ name: z.string(), email: z.string() }).nullable().describe('Null with payments connected, or when no administrator is left'),
  })
  .meta({ id: 'AdminContact' });

// The answers and the shared types must not drift apart.
const _sameAccount: z.output<typeof adminAccountSchema> = {} as AdminAccount;
const _sameContact: z.output<typeof adminContactSchema> = {} as AdminContact;
void _sameAccount;
void _sameContact;

export const adminAccountListResponse = pageOf(z.array(adminAccountSchema));
export const adminAccountResponse = envelope(adminAccountSchema);
export const adminContactResponse = envelope(adminContactSchema);
export const adminAccountParams = z.object({ id: pathId(ADMIN.accountNotFound) });
