import type { PlanInterval } from '@brandcast/shared';

/**
 * `months` calendar months after `from` (same day and time; a day the month lacks becomes its last day).
 * Always counted from `from`, so the 31st stays the 31st where a month has one.
 */
export function addMonths(from: Date, months: number): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** One calendar month after `from`. */
export const addMonth = (from: Date) => addMonths(from, 1);

const MONTHS: Record<PlanInterval, number> = { monthly: 1, yearly: 12 };

/** The end of a billing period that starts at `start`. */
export const periodEnd = (start: Date, interval: PlanInterval) => addMonths(start, MONTHS[interval]);

/** The billing period of a plan begun at `anchor` that holds `now` (periods counted from the anchor). */
export function periodAt(anchor: Date, interval: PlanInterval, now: Date): { start: Date; end: Date } {
  const slice = creditSlice(anchor, now);
  const n = Math.max(0, Math.floor(slice.index / MONTHS[interval]));
  return { start: addMonths(anchor, n * MONTHS[interval]), end: addMonths(anchor, (n + 1) * MONTHS[interval]) };
}

/**
 * The monthly credit slices of a subscription anchored at `anchor` (its period start): every plan, monthly
 * or yearly, is granted monthly. The newest slice that has started at `now`, and the one after it.
 */
export function creditSlice(anchor: Date, now: Date): { start: Date; next: Date; index: number } {
  let index = (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (now.getUTCMonth() - anchor.getUTCMonth());
  while (addMonths(anchor, index) > now) index -= 1;
  while (addMonths(anchor, index + 1) <= now) index += 1;
  return { start: addMonths(anchor, index), next: addMonths(anchor, index + 1), index };
}
