import fp from 'fastify-plugin';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { composeCopyText, type Publication } from '@brandcast/shared';
import { channels, copies, publications, trackedLinks, type PublicationRow } from '../db/schema';
import type { Orm } from '../db/client';
import { newTid } from '../publishing/bluesky';
import type { Posted } from '../publishing/platform';

/** Tries of one publication before Brandcast stops and asks the user (an unconfirmed or failing platform). */
export const MAX_ATTEMPTS = 5;
/** An attempt still "publishing" after this long died with its process: it is taken again, looking first. */
export const STALE_ATTEMPT_MS = 2 * 60 * 1000;

const listed = {
  publication: publications,
  platform: channels.platform,
  handle: channels.handle,
};

function toPublication(row: { publication: PublicationRow; platform: Publication['platform']; handle: string }) {
  const { publication: p } = row;
  return {
    id: p.id,
    copyId: p.copyId,
    channelId: p.channelId,
    platform: row.platform,
    handle: row.handle,
    state: p.state,
    postUrl: p.postUrl,
    error: p.error,
    publishedAt: p.publishedAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
  } satisfies Publication;
}

/**
 * What an attempt may take at `now`: a queued publication that is due, an unconfirmed one still being settled, or
 * one whose attempt died with its process. One rule for the claim and for the sweep that hands the queue its jobs.
 */
function takeable(now: Date) {
  const stale = new Date(now.getTime() - STALE_ATTEMPT_MS);
  return or(
    and(eq(publications.state, 'queued'), lte(publications.dueAt, now)),
    and(eq(publications.state, 'unconfirmed'), lte(publications.dueAt, now), lt(publications.attempts, MAX_ATTEMPTS)),
    and(eq(publications.state, 'publishing'), lt(publications.updatedAt, stale)),
  );
}

/**
 * Publications: one copy to one channel, and the states a publication goes through. Each change is one
 * conditional UPDATE, so two workers (or instances) never both take one publication.
 */
export function publicationsRepository(orm: Orm) {
  async function forCopy(copyId: string): Promise<Publication[]> {
    const rows = await orm
      .select(listed)
      .from(publications)
      .innerJoin(channels, eq(channels.id, publications.channelId))
      .where(eq(publications.copyId, copyId))
      .orderBy(asc(publications.createdAt));
    return rows.map(toPublication);
  }

  return {
    forCopy,

    /** The copy's words as they are posted: its text, its tracked link, then its hashtags (copy-text.ts). */
    async textOf(copyId: string, appUrl: string): Promise<string | undefined> {
      const [row] = await orm
        .select({
          content: copies.content,
          hashtags: copies.hashtags,
          platform: copies.platform,
          code: trackedLinks.code,
        })
        .from(copies)
        .leftJoin(trackedLinks, eq(trackedLinks.copyId, copies.id))
        .where(eq(copies.id, copyId))
        .limit(1);
      if (!row) return undefined;
      return composeCopyText(row.content, row.hashtags, row.platform, row.code ? `${appUrl}/r/${row.code}` : null);
    },

    async get(id: string): Promise<PublicationRow | undefined> {
      const [row] = await orm.select().from(publications).where(eq(publications.id, id));
      return row;
    },

    /** Queues the copy to each channel it has not gone to yet; the ids queued now. */
    async queue(userId: string, copyId: string, channelIds: string[], dueAt = new Date()): Promise<string[]> {
      const rows = await orm
        .insert(publications)
        .values(channelIds.map((channelId) => ({ copyId, channelId, userId, dueAt, attemptKey: newTid() })))
        .onConflictDoNothing()
        .returning({ id: publications.id });
      return rows.map((row) => row.id);
    },

    /**
     * Takes the publication for one attempt. Its `attemptStartedAt` is kept from an earlier attempt whose outcome
     * is unknown (so it differs from `now`): then the platform is looked at before posting.
     * That is: a queued one that is due, an unconfirmed one still being settled, or
     * one whose attempt died with its process. Undefined when it is not there to take (another worker has it,
     * it is done, or cancelled).
     */
    async claim(id: string, now = new Date()): Promise<PublicationRow | undefined> {
      const [row] = await orm
        .update(publications)
        .set({
          state: 'publishing',
          attempts: sql`${publications.attempts} + 1`,
          attemptStartedAt: sql`coalesce(${publications.attemptStartedAt}, ${now})`,
          updatedAt: now,
        })
        .where(and(eq(publications.id, id), takeable(now)))
        .returning();
      return row;
    },

    /** Published: the post's id and address, and its copy published (with publishedAt) if it was not yet. */
    async published(row: PublicationRow, post: Posted, now = new Date()): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx
          .update(publications)
          .set({
            state: 'published',
            postId: post.postId,
            postUrl: post.url,
            error: null,
            publishedAt: now,
            updatedAt: now,
          })
          .where(eq(publications.id, row.id));
        await tx
          .update(copies)
          .set({
            status: 'published',
            publishedAt: sql`coalesce(${copies.publishedAt}, ${now})`,
            scheduledDate: null,
            updatedAt: now,
          })
          .where(eq(copies.id, row.copyId));
      });
    },

    /**
     * Back in line for `dueAt`: queued when this attempt surely posted nothing (its start is forgotten), unconfirmed
     * when it may have (the next attempt looks on the platform first).
     */
    async again(id: string, state: 'queued' | 'unconfirmed', dueAt: Date, error: string | null): Promise<void> {
      const forget = state === 'queued' ? { attemptStartedAt: null } : {};
      await orm
        .update(publications)
        .set({ state, dueAt, error, ...forget, updatedAt: new Date() })
        .where(eq(publications.id, id));
    },

    async failed(id: string, error: string, state: 'failed' | 'unconfirmed' = 'failed'): Promise<void> {
      await orm.update(publications).set({ state, error, updatedAt: new Date() }).where(eq(publications.id, id));
    },

    /** The user's "try again" on a failed or unconfirmed one: due now, and it looks before it posts. */
    async retry(copyId: string, id: string): Promise<boolean> {
      const rows = await orm
        .update(publications)
        .set({ state: 'queued', dueAt: new Date(), attempts: 0, updatedAt: new Date() })
        .where(
          and(
            eq(publications.id, id),
            eq(publications.copyId, copyId),
            inArray(publications.state, ['failed', 'unconfirmed']),
          ),
        )
        .returning({ id: publications.id });
      return rows.length > 0;
    },

    /** Cancels a publication that has not started. */
    async cancel(copyId: string, id: string): Promise<boolean> {
      const rows = await orm
        .delete(publications)
        .where(and(eq(publications.id, id), eq(publications.copyId, copyId), eq(publications.state, 'queued')))
        .returning({ id: publications.id });
      return rows.length > 0;
    },

    /** What the sweep hands to the queue: due, or an attempt that died with its process. */
    async due(limit: number, now = new Date()): Promise<string[]> {
      const rows = await orm
        .select({ id: publications.id })
        .from(publications)
        .where(takeable(now))
        .orderBy(asc(publications.dueAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}
export type PublicationsRepository = ReturnType<typeof publicationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    publicationsRepository: PublicationsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('publicationsRepository', publicationsRepository(fastify.db.orm));
  },
  { name: 'publications-repository', dependencies: ['db'] },
);
