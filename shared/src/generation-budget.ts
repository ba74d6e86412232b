import { CREDIT_COSTS, PLANS, type CreditAction, type PlanId } from './constants/plans';
import { count } from './format';

/**
 * A line as compared with the lines a project already has: letters and digits only, lower case, accents
 * and emoji dropped, one space between words. "Fresh coffee, at your door! ☕" and "fresh coffee at your
 * door" are the same line.
 */
export function lineKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * What a generation is charged when it returns `returned` of the `asked` lines: the action's price for a
 * full set, its share (rounded up) for fewer, nothing for none. A line the project already has is never
 * returned, so never paid for.
 */
export function chargeFor(action: CreditAction, returned: number, asked: number): number {
  if (returned <= 0) return 0;
  const full = CREDIT_COSTS[action];
  return returned >= asked ? full : Math.ceil((full * returned) / Math.max(1, asked));
}

/** The 422 note when every line written is one the project already has (the API adds "Nothing was charged."). */
export const NOTHING_NEW_NOTE =
  'Every line written this time is one this project already has, so none is shown again. Add to the brand fields (what you sell, what makes you different) or edit a line you have for new angles.';

/**
 * The note when a generation returned fewer lines than asked: what it was charged, and, when lines were
 * left out as ones the project already has (`repeated`), that this is why.
 */
export function fewerNewNote(action: CreditAction, returned: number, asked: number, repeated: boolean): string {
  const charged = `charged ${count(chargeFor(action, returned, asked), 'credit')}, not ${count(CREDIT_COSTS[action], 'credit')}`;
  return repeated
    ? `Only ${count(returned, 'new line')} of the ${asked} asked for: the others were lines this project already has, so you were ${charged}.`
    : `${returned} of the ${asked} asked for, so you were ${charged}.`;
}

/**
 * What a month's credits buy, said before the first generation: "Your 500 monthly credits buy 10 sets of
 * brand messages, or 16 sets of copies for one platform, or 5 split tests." From the plan and CREDIT_COSTS.
 */
export function monthlyBudgetSentence(plan: PlanId): string {
  const credits = PLANS[plan].monthlyCredits;
  const sets = (action: CreditAction) => Math.floor(credits / CREDIT_COSTS[action]);
  return `Your ${count(credits, 'monthly credit')} buy ${count(sets('brandMessage'), 'set')} of brand messages, or ${count(sets('copyGeneration'), 'set')} of copies for one platform, or ${count(sets('splitTest'), 'split test')}.`;
}

/** A month's credits run low at this share of the month's grant: one notification says so, once per grant. */
export const LOW_CREDITS_SHARE = 0.2;
export const LOW_CREDITS_TITLE = 'Credits running low';
export function lowCreditsMessage(balance: number, granted: number): string {
  return `You have ${count(balance, 'credit')} left of this month's ${count(granted, 'credit')}. Preview one candidate free before paying for a set, or upgrade in Settings → Billing for more.`;
}

/** Free previews: one candidate, nothing charged or stored, at most this many a day per account. */
export const FREE_PREVIEWS_PER_DAY = 10;
/** The 429 past the day's previews, with when they come back: "in 5 hours", "in 40 minutes". */
export function freePreviewLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const when = minutes >= 90 ? count(Math.round(minutes / 60), 'hour') : count(minutes, 'minute');
  return `You have used today's ${FREE_PREVIEWS_PER_DAY} free previews; more in ${when}. Generating a set still works with your credits.`;
}
export const FREE_PREVIEW_LABEL = 'Preview one free';
export const FREE_PREVIEW_HINT = 'One candidate to judge the writing by: not saved, no credits spent.';
