import { z } from 'zod';
import { PLAN_IDS, SUBSCRIPTION_STATUSES } from '../constants/plans';
import { ROLES, type Role } from '../constants/roles';
import { PLAN_INTERVALS } from '../constants/plans';
import { envelope } from './common';
import { CREDIT_ACTIONS, ledgerEntrySchema } from './credits';

/** The subscription as the API answers it (GET /billing). */
export const subscriptionSchema = z
  .object({
    plan: z.enum(PLAN_IDS).describe('The plan paid for'),
    interval: z.enum(PLAN_INTERVALS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    currentPeriodStart: z.string(),
    currentPeriodEnd: z.string().describe('When the period renews (or a waiting downgrade applies)'),
    /** A downgrade that takes effect at currentPeriodEnd. */
    scheduledPlan: z.enum(PLAN_IDS).nullable(),
    scheduledInterval: z.enum(PLAN_INTERVALS).nullable(),
    /** What applies now (accessAt). */
    access: z.object({
      plan: z.enum(PLAN_IDS).describe('The plan whose limits and features apply now'),
      role: z.enum(ROLES as [Role, ...Role[]]),
      graceEndsAt: z.string().nullable().describe('past_due: the plan applies until then'),
      limited: z.boolean().describe('The paid plan no longer applies: free limits until paid'),
    }),
    /** Whether Stripe is configured: without it, plans are changed by an operator or the administrator. */
    paymentsConnected: z.boolean(),
    stripeSubscribed: z
      .boolean()
      .describe('Paying through a Stripe subscription: an upgrade charges its card, without Checkout'),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.output<typeof subscriptionSchema>;

/** Spending of one action in the current period. */
const usageByActionSchema = z.object({
  action: z.enum(CREDIT_ACTIONS),
  count: z.number().int(),
  credits: z.number().int(),
});
export type UsageByAction = z.output<typeof usageByActionSchema>;

export const billingSchema = z
  .object({
    subscription: subscriptionSchema,
    usage: z.array(usageByActionSchema).describe('Spent this period, by action'),
    storage: z
      .object({
        usedBytes: z.number().int().describe('What the recordings the account uploaded add up to'),
        quotaBytes: z.number().int().describe('What the plan that applies now holds; an upload past it is a 413'),
      })
      .describe("The recordings' storage"),
  })
  .meta({ id: 'Billing' });
export type Billing = z.output<typeof billingSchema>;

export const billingResponse = envelope(billingSchema);
export const subscriptionResponse = envelope(subscriptionSchema);

/** GET /billing/ledger: a page of the credit ledger, newest first. */
const ledgerPageSchema = z.object({
  entries: z.array(ledgerEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LedgerPage = z.output<typeof ledgerPageSchema>;
export const ledgerPageResponse = envelope(ledgerPageSchema);

export const checkoutResponse = envelope(z.object({ url: z.string().describe("Stripe's page to open") }));

/** An invoice from Stripe, as GET /billing/invoices answers it (payments connected only). */
export const invoiceSchema = z
  .object({
    id: z.string(),
    /** Stripe's invoice number, e.g. "A1B2C3-0001"; null while a draft. */
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
export type Invoice = z.output<typeof invoiceSchema>;

export const invoicesResponse = envelope(z.array(invoiceSchema).describe('Newest first, at most 24'));
