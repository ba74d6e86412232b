import { projectName, type AccountDeletionPreview } from '@brandcast/shared';
import type { Database } from '../../db/client';

/** What a deleted account leaves to do once its rows are gone: files to remove, people to tell. */
export interface AccountDeleted {
  /** Recordings whose videos are to be removed from storage (their rows went with the account). */
  recordingIds: string[];
  /** Collaborators of the account's projects, with each project they were on. */
  toTell: { userId: string; projectName: string }[];
}

/** The projects an account owns. */
const OWNED = 'SELECT id FROM projects WHERE owner_id = $1';

/**
 * Deleting an account. What goes, by the foreign keys (migrations 0001-0022): the user's row takes with
 * it (ON DELETE CASCADE) its sessions' denylist, reset and email-change tokens, avatars, preferences,
 * notifications, ledger, API tokens, idempotency keys, exports, collaborator rows, and the projects it owns with
 * everything under them (collaborators, messages, copies, scripts, recordings' rows, tracked links and their
 * visits, analytics snapshots and sums, status history); the activity log keeps its entries without the actor
 * (SET NULL). Done here by hand: the branding row (no foreign key), the mails sent to the address (outbox), and
 * what the user wrote in projects others own, which is the project's and stays with it, now its owner's (messages,
 * copies and scripts name their writer with ON DELETE CASCADE, which would have taken it out of their project).
 * A recording is the user's own take and goes wherever it was saved.
 */
export function accountDeletion(db: Database) {
  return {
    async preview(userId: string, stripeConnected: boolean): Promise<AccountDeletionPreview | undefined> {
      const [user] = await db.query<Record<string, unknown>>(
        'SELECT plan, plan_interval, subscription_status, stripe_subscription_id, totp_enabled_at IS NOT NULL AS two_factor FROM users WHERE id = $1',
        [userId],
      );
      if (!user) return undefined;
      const owned = await db.query<{ id: string; business_name: string; collaborators: number }>(
        `SELECT p.id, p.business_name, (SELECT count(*)::int FROM project_collaborators c WHERE c.project_id = p.id) AS collaborators
         FROM projects p WHERE p.owner_id = $1 ORDER BY p.name_sort, p.id`,
        [userId],
      );
      const [people] = await db.query<{ n: number }>(
        `SELECT count(DISTINCT c.user_id)::int AS n FROM project_collaborators c WHERE c.project_id IN (${OWNED}) AND c.user_id <> $1`,
        [userId],
      );
      const shared = await db.query<{ id: string; business_name: string; owner: string; role: 'editor' | 'viewer' }>(
        `SELECT p.id, p.business_name, o.first_name || ' ' || o.last_name AS owner, c.role
         FROM project_collaborators c JOIN projects p ON p.id = c.project_id JOIN users o ON o.id = p.owner_id
         WHERE c.user_id = $1 ORDER BY p.name_sort, p.id`,
        [userId],
      );
      const [recordings] = await db.query<{ n: number; bytes: number }>(
        `SELECT count(*)::int AS n, coalesce(sum(size_bytes), 0)::float8 AS bytes FROM recordings WHERE user_id = $1 OR project_id IN (${OWNED})`,
        [userId],
      );
      const [tokens] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM api_tokens WHERE user_id = $1', [
        userId,
      ]);
      const stripe = stripeConnected && user.stripe_subscription_id !== null && user.subscription_status !== 'canceled';
      const paid = user.plan !== 'free' && user.subscription_status !== 'canceled';
      return {
        ownedProjects: owned.map((p) => ({
          id: p.id,
          name: projectName({ businessName: p.business_name }),
          collaborators: Number(p.collaborators),
        })),
        sharedOwnedProjects: owned.filter((p) => Number(p.collaborators) > 0).length,
        peopleToTell: Number(people?.n ?? 0),
        projectsSharedWithYou: shared.map((p) => ({
          id: p.id,
          name: projectName({ businessName: p.business_name }),
          ownerName: p.owner,
          role: p.role,
        })),
        recordings: { count: Number(recordings?.n ?? 0), bytes: Number(recordings?.bytes ?? 0) },
        apiTokens: Number(tokens?.n ?? 0),
        subscription: paid || stripe ? { plan: String(user.plan), interval: String(user.plan_interval), stripe } : null,
        twoFactor: user.two_factor === true,
      };
    },

    /**
     * Deletes the account and everything of it in one transaction; undefined when it was already gone. The caller
     * removes the recordings' videos and tells the collaborators once it is done.
     */
    async delete(userId: string): Promise<AccountDeleted | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1 FOR UPDATE', [userId]);
        if (!user) return undefined;
        const recordings = await tx.query<{ id: string }>(
          `SELECT id FROM recordings WHERE user_id = $1 OR project_id IN (${OWNED})`,
          [userId],
        );
        const toTell = await tx.query<{ user_id: string; business_name: string }>(
          `SELECT c.user_id, p.business_name FROM project_collaborators c JOIN projects p ON p.id = c.project_id
           WHERE p.owner_id = $1 AND c.user_id <> $1 ORDER BY p.name_sort, c.user_id`,
          [userId],
        );
        for (const table of ['messages', 'copies', 'scripts']) {
          await tx.query(
            `UPDATE ${table} t SET user_id = p.owner_id FROM projects p WHERE t.project_id = p.id AND t.user_id = $1 AND p.owner_id <> $1`,
            [userId],
          );
        }
        await tx.query('DELETE FROM brandings WHERE user_id = $1', [userId]);
        await tx.query('DELETE FROM outbox WHERE recipient = $1', [user.email]);
        await tx.query('DELETE FROM users WHERE id = $1', [userId]);
        return {
          recordingIds: recordings.map((r) => r.id),
          toTell: toTell.map((r) => ({
            userId: r.user_id,
            projectName: projectName({ businessName: r.business_name }),
          })),
        };
      });
    },
  };
}
export type AccountDeletion = ReturnType<typeof accountDeletion>;
