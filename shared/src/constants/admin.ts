import { PLANS, type PlanId } from './plans';

/*
 * The installation's administrator (issue 28): the texts a person reads on both sides. Without zod, so the
 * sign-up page can say them without loading a schema.
 */
export const ADMIN = {
  onlyAdmins:
    "Only this installation's administrator can see and change other accounts. Ask them, or whoever runs this Brandcast.",
  accountNotFound: 'No such account. It may have been deleted; reload the list.',
  paymentsConnected:
    "Payments are connected on this Brandcast: each account's plan follows what it pays through Stripe, so it is not changed here. Change a subscription in Stripe (the account's plan follows it), or, for a favour, with npm run plan on the server.",
  /** What the sign-up says to a new installation's first account, under the title "You administer this Brandcast". */
  firstAccount:
    'Yours is the first account here. In Settings → Accounts you change anyone’s plan while payments are not connected, and people who ask for a plan see your name and email.',
  planChanged: (email: string, plan: PlanId) =>
    `${email} is on ${PLANS[plan].name} now, with its credits for a new month.`,
  /** The upgrade modal, for everyone but an administrator, while payments are not connected. */
  askAdministrator: (name: string) =>
    `Payments are not connected on this Brandcast, so nothing is paid here. Ask your administrator, ${name}, to change your plan.`,
  noAdministrator:
    'Payments are not connected on this Brandcast, so nothing is paid here, and it has no administrator any more. Whoever runs it changes your plan with:',
  /** The upgrade modal, for an administrator. */
  administratorChanges:
    'Payments are not connected on this Brandcast, so nothing is paid here. As its administrator, you change any plan, yours too, in Settings → Accounts.',
} as const;
