import fp from 'fastify-plugin';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { copies, type CopyRow } from '../../db/schema';
import type { Orm } from '../../db/client';

/** A copy the scheduler published: enough to tell its author. */
export type PublishedCopy = Pick<CopyRow, 'id' | 'userId' | 'platform' | 'title' | 'content' | 'scheduledDate'>;

/** The scheduler's query (scheduler.ts): not a user's request, so no access rules apply. */
export function scheduledCopies(orm: Orm) {
  return {
    /**
     * Publishes up to `limit` copies whose scheduled time is at or before `now`, oldest first, in one
     * statement. FOR UPDATE SKIP LOCKED makes it safe with several API instances: a copy another instance
     * is publishing is skipped, and one already published no longer matches, so each is published once.
     */
    async publishDue(now: Date, limit: number): Promise<PublishedCopy[]> {
      const due = orm
        .select({ id: copies.id })
        .from(copies)
        .where(and(eq(copies.status, 'scheduled'), lte(copies.scheduledDate, now)))
        .orderBy(asc(copies.scheduledDate))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await orm
        .update(copies)
        .set({ status: 'published', publishedAt: sql`${copies.scheduledDate}`, updatedAt: new Date() })
        .where(inArray(copies.id, due))
        .returning({
          id: copies.id,
          userId: copies.userId,
          platform: copies.platform,
          title: copies.title,
          content: copies.content,
          scheduledDate: copies.scheduledDate,
        });
      // RETURNING keeps no order: oldest first, as they were due.
      return rows.sort((a, b) => a.scheduledDate!.getTime() - b.scheduledDate!.getTime());
    },
  };
}
export type ScheduledCopies = ReturnType<typeof scheduledCopies>;

declare module 'fastify' {
  interface FastifyInstance {
    scheduledCopies: ScheduledCopies;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('scheduledCopies', scheduledCopies(fastify.db.orm));
  },
  { name: 'scheduled-copies', dependencies: ['db'] },
);
