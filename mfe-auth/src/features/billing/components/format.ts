import type { PlanInterval } from '@brandcast/shared';

const number = new Intl.NumberFormat('en-US');
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatNumber = (value: number) => number.format(value);
export const formatDay = (iso: string) => day.format(new Date(iso));
export const formatDayTime = (iso: string) => dayTime.format(new Date(iso));
export const formatSigned = (amount: number) => (amount > 0 ? `+${number.format(amount)}` : number.format(amount));
export const formatDollars = (dollars: number) => `$${number.format(dollars)}`;
/** Stripe's amounts are in cents. */
export const formatCents = (cents: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
export const INTERVAL_LABELS: Record<PlanInterval, string> = { monthly: 'Monthly', yearly: 'Yearly' };
export const PER_INTERVAL: Record<PlanInterval, string> = { monthly: 'a month', yearly: 'a year' };
