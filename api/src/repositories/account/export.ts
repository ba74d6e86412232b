import {
  ACCOUNT_EXPORT_KEPT_HOURS,
  ACCOUNT_EXPORT_PARTS,
  ACCOUNT_TEXTS,
  type AccountExportJob,
} from '@brandcast/shared';
import type { SqlRunner } from '../../db/client';
import { startOneExportPerAccount } from '../one-export-per-account';

/**
 * A run still generating after this long was lost with its process (a restart, a crash): it is answered as
 * failed, and no longer keeps the account from starting another. A run takes seconds; this leaves it minutes.
 */
export const ACCOUNT_EXPORT_LOST_AFTER_MS = 15 * 60_000;
/** How often an instance removes the archives older than ACCOUNT_EXPORT_KEPT_HOURS (off with the scheduler). */
export const ACCOUNT_EXPORT_SWEEP_INTERVAL_MS = 60 * 60_000;

const COLUMNS =
  'id, state, part, parts_done, parts_total, filename, octet_length(archive) AS size, created_at, started_at';
const KEPT_MS = ACCOUNT_EXPORT_KEPT_HOURS * 60 * 60_000;

const toJob = (row: Record<string, unknown>, url: (id: string) => string): AccountExportJob => {
  const createdAt = new Date(row.created_at as string | Date);
  const lost =
    row.state === 'generating' &&
    Date.now() - new Date(row.started_at as string | Date).getTime() > ACCOUNT_EXPORT_LOST_AFTER_MS;
  const state = lost ? 'failed' : (row.state as AccountExportJob['state']);
  const part = ACCOUNT_EXPORT_PARTS.find((p) => p.key === row.part);
  return {
    id: String(row.id),
    state,
    part: state === 'generating' && part ? part.label : null,
    partsDone: Number(row.parts_done),
    partsTotal: Number(row.parts_total),
    url: state === 'completed' ? url(String(row.id)) : null,
    filename: state === 'completed' ? ((row.filename as string | null) ?? null) : null,
    size: state === 'completed' && row.size !== null ? Number(row.size) : null,
    createdAt: createdAt.toISOString(),
    expiresAt: new Date(createdAt.getTime() + KEPT_MS).toISOString(),
    error: state === 'failed' ? ACCOUNT_TEXTS.exportFailed : null,
  };
};

/**
 * Exports of an account's data: a row per export, which runAccountExport (run-export.ts) fills; read back by
 * its owner (GET) and downloaded from a signed address. One runs at a time per account.
 */
export function accountExports(db: SqlRunner) {
  return {
    /**
     * Starts an export (generating, no part written yet): undefined while another of the account's is generating,
     * unless that one was lost (ACCOUNT_EXPORT_LOST_AFTER_MS), which is then failed. The account's earlier
     * archives are removed: the new one replaces them.
     */
    async start(userId: string, url: (id: string) => string): Promise<AccountExportJob | undefined> {
      const insert = () =>
        db.query<Record<string, unknown>>(
          `INSERT INTO account_exports (user_id, parts_total) VALUES ($1, $2) RETURNING ${COLUMNS}`,
          [userId, ACCOUNT_EXPORT_PARTS.length],
        );
      const row = await startOneExportPerAccount(
        db,
        { name: 'account_exports', startedColumn: 'started_at', lostAfterMs: ACCOUNT_EXPORT_LOST_AFTER_MS },
        userId,
        insert,
      );
      return row && toJob(row, url);
    },

    /** The user's export; undefined for another's or an unknown id. */
    async get(userId: string, id: string, url: (id: string) => string): Promise<AccountExportJob | undefined> {
      const [row] = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM account_exports WHERE id = $1 AND user_id = $2`,
        [id, userId],
      );
      return row ? toJob(row, url) : undefined;
    },

    /** The user's newest export still kept, or null: what the settings card shows when it opens. */
    async latest(userId: string, url: (id: string) => string): Promise<AccountExportJob | null> {
      const [row] = await db.query<Record<string, unknown>>(
        `SELECT ${COLUMNS} FROM account_exports WHERE user_id = $1 AND created_at > now() - make_interval(secs => $2)
         ORDER BY created_at DESC, id DESC LIMIT 1`,
        [userId, KEPT_MS / 1000],
      );
      return row ? toJob(row, url) : null;
    },

    /** A completed export's archive (by id alone: the caller checked the signed address); not once expired. */
    async file(id: string): Promise<{ filename: string; archive: Buffer } | undefined> {
      const [row] = await db.query<Record<string, unknown>>(
        `SELECT filename, archive FROM account_exports WHERE id = $1 AND state = 'completed' AND created_at > now() - make_interval(secs => $2)`,
        [id, KEPT_MS / 1000],
      );
      return row ? { filename: String(row.filename), archive: Buffer.from(row.archive as Uint8Array) } : undefined;
    },

    /** Marks an export failed (its run threw, and will not be tried again). */
    async fail(id: string): Promise<void> {
      await db.query(
        "UPDATE account_exports SET state = 'failed', part = NULL WHERE id = $1 AND state = 'generating'",
        [id],
      );
    },

    /** Removes every account's exports older than ACCOUNT_EXPORT_KEPT_HOURS, archives with them; how many. */
    async sweep(): Promise<number> {
      const gone = await db.query(
        'DELETE FROM account_exports WHERE created_at < now() - make_interval(secs => $1) RETURNING id',
        [KEPT_MS / 1000],
      );
      return gone.length;
    },
  };
}
export type AccountExports = ReturnType<typeof accountExports>;
