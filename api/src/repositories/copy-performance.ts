import { sql } from 'drizzle-orm';
import { PERFORMANCE_FIELDS, type PerformanceField } from '@brandcast/shared';
import { copies, trackedLinks } from '../db/schema';

export type PerformanceNumbers = Partial<Record<PerformanceField, number>>;

export const CLICKS_COUNTED_BY_LINK = "This copy's clicks are counted by its tracked link; they can't be set by hand.";

/** Why an imported row's clicks were left as they are. */
export const clicksNotImported = (counted: number, othersImported: boolean) =>
  `Clicks not imported: this copy's clicks are counted by its tracked link (${counted} so far).` +
  (othersImported ? " The row's other numbers were imported." : '');

/** True for a `copies` row in scope that has a tracked link: each click on it adds to the copy's clicks (tracked-links.ts). */
export const hasTrackedLink = sql<boolean>`EXISTS (SELECT 1 FROM ${trackedLinks} WHERE ${trackedLinks.copyId} = ${copies.id})`;

/**
 * The numbers to write of those sent. A copy with a tracked link has its clicks counted by the link, and
 * a count set by hand would erase them: the count it already has (a form sending back what it showed) is
 * left out quietly; any other is left out and `clicksRefused`.
 */
export function performanceToWrite(
  sent: PerformanceNumbers,
  current: { clicks: number; linked: boolean },
): { numbers: PerformanceNumbers; clicksRefused: boolean } {
  const numbers: PerformanceNumbers = {};
  for (const field of PERFORMANCE_FIELDS) if (sent[field] !== undefined) numbers[field] = sent[field];
  if (!current.linked || numbers.clicks === undefined) return { numbers, clicksRefused: false };
  const clicksRefused = numbers.clicks !== current.clicks;
  delete numbers.clicks;
  return { numbers, clicksRefused };
}
