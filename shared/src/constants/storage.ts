/**
 * Storage for recordings (issue 27, row 10): each plan holds PLANS[plan].storageBytes of an account's takes.
 * The API refuses an upload past it (413) and the billing screen shows what is used; both say it with these texts.
 */
import { PLANS, type PlanId } from './plans';
import { formatNumber } from '../format';

/** What an account's recordings take up now, and what its plan holds (GET /billing). */
export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size as people read it, in units of 1024: "0 B", "120 MB", "1.5 GB", "2 GB". */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // Past 1023.95 the number would print as "1,024": say it in the next unit instead.
  while (value >= 1023.95 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, { maximumFractionDigits: 1 })} ${UNITS[unit]}`;
}

/** The storage a plan gives, and what is left of it for an account that uses `usedBytes` (never below 0). */
export function storageUsage(plan: PlanId, usedBytes: number): StorageUsage & { remainingBytes: number } {
  const quotaBytes = PLANS[plan].storageBytes;
  return { usedBytes, quotaBytes, remainingBytes: Math.max(0, quotaBytes - usedBytes) };
}

export const STORAGE = {
  /** The billing screen's line: "120 MB of 2 GB used". */
  used: ({ usedBytes, quotaBytes }: StorageUsage) => `${formatBytes(usedBytes)} of ${formatBytes(quotaBytes)} used`,
  /** The 413 of an upload that does not fit in what the plan has left. */
  quotaReached: (plan: PlanId, { usedBytes, quotaBytes }: StorageUsage) =>
    `This recording does not fit in your storage: your recordings use ${formatBytes(usedBytes)} of the ${PLANS[plan].name} plan's ${formatBytes(quotaBytes)}. Nothing was saved. Delete recordings you no longer need, or upgrade your plan in Settings → Billing for more storage.`,
  /** The billing screen's hint once little is left. */
  almostFull:
    'Your storage is almost full. Delete recordings you no longer need, or upgrade your plan for more storage.',
} as const;
