import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber as groupedNumber,
  formatSigned,
  type PlanInterval,
} from '@brandcast/shared';

// Billing's names for shared's one set of formatters (issue 28): the same grouping, amounts and dates as every screen.
export { formatSigned };
/** One argument only: it is passed to tables as a render function. */
export const formatNumber = (value: number) => groupedNumber(value);
export const formatDay = formatDate;
export const formatDayTime = formatDateTime;
export const formatDollars = (dollars: number) => formatMoney(dollars);
/** Stripe's amounts are in cents. */
export const formatCents = (cents: number, currency: string) => formatMoney(cents / 100, currency, { cents: true });
export const INTERVAL_LABELS: Record<PlanInterval, string> = { monthly: 'Monthly', yearly: 'Yearly' };
export const PER_INTERVAL: Record<PlanInterval, string> = { monthly: 'a month', yearly: 'a year' };
