/** `/billing`: the subscription, usage this period, the ledger, plan changes and Stripe's pages. */
export const billingEndpoints = {
  billing: '/billing',
  ledger: '/billing/ledger',
  invoices: '/billing/invoices',
  change: '/billing/change',
  checkout: '/billing/checkout',
  portal: '/billing/portal',
} as const;

/** A plan change invalidates `billingKeys.all`, and the credits (`creditKeys.all`), since a plan grants them. */
export const billingKeys = {
  all: ['billing'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  ledger: <P extends object>(filters: P) => [...billingKeys.all, 'ledger', filters] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
};
