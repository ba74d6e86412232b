import { z } from 'zod';
import { CREDIT_COSTS, PLAN_IDS, PLAN_INTERVALS, ROLES, SUBSCRIPTION_STATUSES, type Billing, type CreditAction, type Invoice } from '@brandcast/shared';
import { envelope } from './common';
import { ledgerEntrySchema } from './credits';

const ACTIONS = Object.keys(CREDIT_COSTS) as [CreditAction, ...CreditAction[]];

export const subscriptionSchema = z
  .object({
    plan: z.enum(PLAN_IDS).describe('The plan paid for'),
    interval: z.enum(PLAN_INTERVALS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string().describe('When the period renews (or a waiting downgrade applies)'),
    scheduledPlan: z.enum(PLAN_IDS).nullable(),
    scheduledInterval: z.enum(PLAN_INTERVALS).nullable(),
    access: z.object({
      plan: z.enum(PLAN_IDS).describe('The plan whose limits and features apply now'),
      role: z.enum(ROLES as [string, ...string[]]),
      graceEndsAt: z.string().nullable().describe('past_due: the plan applies until then'),
      limited: z.boolean().describe('The paid plan no longer applies: free limits until paid'),
    }),
    paymentsConnected: z.boolean(),
    stripeSubscribed: z.boolean().describe('Paying through a Stripe subscription: an upgrade charges its card, without Checkout'),
  })
  .meta({ id: 'Subscription' });

export const billingSchema = z
  .object({
    subscription: subscriptionSchema,
    usage: z.array(z.object({ action: z.enum(ACTIONS), count: z.number().int(), credits: z.number().int() })).describe('Spent this period, by action'),
    storage: z
      .object({
        usedBytes: z.number().int().describe('What the recordings the account uploaded add up to'),
        quotaBytes: z.number().int().describe('What the plan that applies now holds; an upload past it is a 413'),
      })
      .describe("The recordings' storage"),
  })
  .meta({ id: 'Billing' });
const _same: z.output<typeof billingSchema> = {} as Billing;
void _same;

export const billingResponse = envelope(billingSchema);
export const subscriptionResponse = envelope(subscriptionSchema);

export const planChangeBody = z.object({
  plan: z.enum(PLAN_IDS, { error: `plan must be one of: ${PLAN_IDS.join(', ')}` }),
  interval: z.enum(PLAN_INTERVALS, { error: 'interval must be monthly or yearly' }),
});

export const ledgerQuery = z.object({
  action: z.enum(['grant', ...ACTIONS], { error: `action must be grant or one of: ${ACTIONS.join(', ')}` }).optional(),
  from: z.iso.date({ error: 'from must be a day like 2031-01-31' }).optional(),
  to: z.iso.date({ error: 'to must be a day like 2031-01-31' }).optional(),
  page: z.coerce.number().int().min(1, 'page starts at 1').default(1),
});

export const ledgerPageResponse = envelope(
  z.object({ entries: z.array(ledgerEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
);

export const checkoutResponse = envelope(z.object({ url: z.string().describe("Stripe's page to open") }));

export const invoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().nullable(),
    status: z.string().nullable().describe('draft, open, paid, uncollectible or void'),
    total: z.number().int().describe('In cents'),
    amountPaid: z.number().int().describe('In cents'),
    currency: z.string(),
    created: z.string(),
    periodStart: z.string(),
    periodEnd: z.string(),
    hostedInvoiceUrl: z.string().nullable().describe("Stripe's page for the invoice"),
    invoicePdf: z.string().nullable(),
  })
  .meta({ id: 'Invoice' });
const _sameInvoice: z.output<typeof invoiceSchema> = {} as Invoice;
void _sameInvoice;

export const invoicesResponse = envelope(z.array(invoiceSchema).describe('Newest first, at most 24'));
