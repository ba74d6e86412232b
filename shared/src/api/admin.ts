/** `/admin`: the installation's administrator (issue 28): every account, a plan change, and whom to ask. */
export const adminEndpoints = {
  accounts: '/admin/accounts',
  accountPlan: (id: string) => `/admin/accounts/${encodeURIComponent(id)}/plan`,
  contact: '/admin/contact',
} as const;

export const adminKeys = {
  all: ['admin'] as const,
  accounts: (page: number, search: string) => [...adminKeys.all, 'accounts', page, search] as const,
  contact: () => [...adminKeys.all, 'contact'] as const,
};
