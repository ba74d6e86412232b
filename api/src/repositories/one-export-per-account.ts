import type { SqlRunner } from '../db/client';
import { isUniqueViolation } from '../db/errors';

/** The tables of exports an account runs one at a time (a unique index on its running row). */
export interface ExportTable {
  name: 'account_exports' | 'analytics_exports';
  /** The column a running row's age is read from. */
  startedColumn: 'started_at' | 'created_at';
  /** A row still generating after this long was lost with its process. */
  lostAfterMs: number;
}

/**
 * Starts one export of an account: `insert` writes its row. The unique index on the running row refuses a second
 * while one is generating: then the running one, if lost (older than lostAfterMs), is failed and the insert made
 * again; if not, undefined. A started export replaces the account's earlier files, which are deleted.
 */
export async function startOneExportPerAccount(
  db: SqlRunner,
  table: ExportTable,
  userId: string,
  insert: () => Promise<Record<string, unknown>[]>,
): Promise<Record<string, unknown> | undefined> {
  let row: Record<string, unknown> | undefined;
  try {
    [row] = await insert();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const lost = await db.query(
      `UPDATE ${table.name} SET state = 'failed' WHERE user_id = $1 AND state = 'generating' AND ${table.startedColumn} < now() - make_interval(secs => $2) RETURNING id`,
      [userId, table.lostAfterMs / 1000],
    );
    if (lost.length === 0) return undefined;
    [row] = await insert();
  }
  await db.query(`DELETE FROM ${table.name} WHERE user_id = $1 AND id <> $2 AND state <> 'generating'`, [
    userId,
    row!.id,
  ]);
  return row;
}
