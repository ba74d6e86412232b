import { and, eq, inArray, sql } from 'drizzle-orm';
import { PERFORMANCE_FIELDS, type PerformanceField } from '@brandcast/shared';
import { copies, projects, trackedLinks } from '../../db/schema';
import type { Orm } from '../../db/client';
import { NOT_FOUND, ViewerCantChange } from '../../lib/domain-errors';
import { can, roleOf } from '../project-access';
import { editable } from './rules';

export type PerformanceNumbers = Partial<Record<PerformanceField, number>>;

export const CLICKS_COUNTED_BY_LINK = "This copy's clicks are counted by its tracked link; they can't be set by hand.";

/** Why an imported row's clicks were left as they are. */
export const clicksNotImported = (counted: number, othersImported: boolean) =>
  `Clicks not imported: this copy's clicks are counted by its tracked link (${counted} so far).` +
  (othersImported ? " The row's other numbers were imported." : '');

/** True for a `copies` row in scope that has a tracked link: each click on it adds to the copy's clicks (../tracked-links.ts). */
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

/** What POST /copy/performance/import reports. */
export interface ImportResult {
  updated: number;
  skipped: Array<{ id: string; reason: string }>;
}

/**
 * Applies imported performance numbers in one transaction: rows for copies the user may edit are
 * applied (a later row for the same copy wins); the rest are reported, a copy the user cannot see
 * exactly like one that does not exist. A copy with a tracked link keeps the clicks the link counted:
 * other clicks in its row are reported, and the row's other numbers imported.
 */
export async function importPerformance(
  orm: Orm,
  userId: string,
  given: Array<PerformanceNumbers & { id: string; date?: string | undefined }>,
): Promise<ImportResult> {
  // Dated rows oldest first (undated after them, as given), so each dated snapshot adds what its day added.
  const rows = given
    .map((row, index) => ({ row, index, at: row.date ? Date.parse(row.date) : Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ row }) => row);
  return orm.transaction(async (tx) => {
    const ids = [...new Set(rows.map((row) => row.id))];
    const found = await tx
      .select({ id: copies.id, role: roleOf(userId), clicks: copies.clicks, linked: hasTrackedLink })
      .from(copies)
      .innerJoin(projects, eq(projects.id, copies.projectId))
      .where(inArray(copies.id, ids));
    const byId = new Map(found.map((row) => [row.id, row]));
    const result: ImportResult = { updated: 0, skipped: [] };
    const now = new Date();
    for (const row of rows) {
      const current = byId.get(row.id);
      const role = current?.role;
      if (!current || !role) {
        result.skipped.push({ id: row.id, reason: NOT_FOUND.copy });
        continue;
      }
      if (!can(role, 'edit')) {
        result.skipped.push({ id: row.id, reason: new ViewerCantChange('copies').message });
        continue;
      }
      if (PERFORMANCE_FIELDS.every((field) => row[field] === undefined)) {
        result.skipped.push({
          id: row.id,
          reason: `No performance numbers (${PERFORMANCE_FIELDS.join(', ')}) in this row.`,
        });
        continue;
      }
      const { numbers, clicksRefused } = performanceToWrite(row, current);
      const others = Object.keys(numbers).length > 0;
      if (clicksRefused) result.skipped.push({ id: row.id, reason: clicksNotImported(current.clicks, others) });
      if (!others) {
        // Only the clicks the link already counted: nothing to write, and the row agrees.
        if (!clicksRefused) result.updated += 1;
        continue;
      }
      // The snapshot this writes (migration 0010's trigger) is an import's, dated by the row's date when it has one.
      await tx.execute(
        sql`SELECT set_config('brandcast.snapshot_source', 'import', true), set_config('brandcast.snapshot_at', ${row.date ?? ''}, true)`,
      );
      const changed = await tx
        .update(copies)
        .set({ ...numbers, performanceUpdatedAt: now, updatedAt: now })
        .where(and(eq(copies.id, row.id), editable(userId)))
        .returning({ id: copies.id });
      if (changed.length > 0) result.updated += 1;
      else result.skipped.push({ id: row.id, reason: NOT_FOUND.copy });
    }
    return result;
  });
}
