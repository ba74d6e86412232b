import {
  PLANS,
  type Billing,
  type CreditLedgerAction,
  type CreditLedgerEntry,
  type Invoice,
  type LedgerPage,
  type Subscription,
} from '@brandcast/shared';
import { api, clearSession, setSession } from '@brandcast/shared/client';
import { testUser } from '@brandcast/shared/testing';

/* The billing screen's tests' shared answers: billing.test.tsx (the screen) and billing-stripe.test.tsx (with payments connected). */

export const periodStart = '2026-11-01T00:00:00.000Z';
export const periodEnd = '2026-12-01T00:00:00.000Z';

export function subscriptionOf(changes: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'free',
    interval: 'monthly',
    status: 'active',
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    scheduledPlan: null,
    scheduledInterval: null,
    access: { plan: changes.plan ?? 'free', role: 'free', graceEndsAt: null, limited: false },
    paymentsConnected: false,
    stripeSubscribed: false,
    ...changes,
  };
}

export const usage: Billing['usage'] = [
  { action: 'brandMessage', count: 2, credits: 100 },
  { action: 'copyGeneration', count: 1, credits: 30 },
  { action: 'splitTest', count: 0, credits: 0 },
  { action: 'videoScript', count: 0, credits: 0 },
];

export const entry = (
  id: number,
  amount: number,
  action: CreditLedgerAction,
  description: string,
): CreditLedgerEntry => ({
  id,
  amount,
  balanceAfter: 5000 + id,
  action,
  description,
  refId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

export const invoice: Invoice = {
  id: 'in_1',
  number: 'BRND-0001',
  status: 'paid',
  total: 1900,
  amountPaid: 1900,
  currency: 'usd',
  created: '2026-11-01T00:00:00.000Z',
  periodStart,
  periodEnd,
  hostedInvoiceUrl: 'https://invoice.stripe.test/in_1',
  invoicePdf: 'https://invoice.stripe.test/in_1.pdf',
};

/** Answers the billing screen's reads by address; returns the spy to see what was asked. */
export function answer({
  subscription = subscriptionOf(),
  ledger = { entries: [entry(1, 500, 'grant', 'Free plan: 500 monthly credits')], total: 1, page: 1, pageSize: 50 } as
    LedgerPage | ((params: Record<string, unknown>) => LedgerPage),
  invoices = [invoice],
  storage = { usedBytes: 120 * 1024 ** 2, quotaBytes: PLANS[subscription.access.plan].storageBytes },
  administrator = null,
}: {
  subscription?: Subscription;
  ledger?: LedgerPage | ((params: Record<string, unknown>) => LedgerPage);
  invoices?: Invoice[];
  storage?: Billing['storage'];
  /** Whom GET /admin/contact names (issue 28); none: the operator's command is shown. */
  administrator?: { name: string; email: string } | null;
} = {}) {
  return jest.spyOn(api, 'get').mockImplementation((async (
    url: string,
    config?: { params?: Record<string, unknown> },
  ) => {
    if (url === '/billing') return { subscription, usage, storage } satisfies Billing;
    if (url === '/credits')
      return { balance: 4870, plan: subscription.plan, monthlyCredits: 500, renewsAt: periodEnd, ledger: [] };
    if (url === '/billing/ledger') return typeof ledger === 'function' ? ledger(config?.params ?? {}) : ledger;
    if (url === '/billing/invoices') return invoices;
    if (url === '/admin/contact')
      return {
        paymentsConnected: subscription.paymentsConnected,
        administrator: subscription.paymentsConnected ? null : administrator,
      };
    throw new Error(`unexpected GET ${url}`);
  }) as typeof api.get);
}

/** A signed-in session for each test, and every spy and matchMedia put back after it. */
export function withBillingSession(): void {
  const originalMatchMedia = window.matchMedia;
  beforeEach(() => setSession({ token: 't', user: testUser }));
  afterEach(() => {
    clearSession();
    jest.restoreAllMocks();
    window.matchMedia = originalMatchMedia;
  });
}
