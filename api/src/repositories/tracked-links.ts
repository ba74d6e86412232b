import { asc, eq, inArray, sql } from 'drizzle-orm';
import { copies, trackedLinks, type TrackedLinkRow } from '../db/schema';
import type { Orm } from '../db/client';
import { LINK_CODE, newLinkCode } from '../lib/link-code';
import type { Tx } from './credits';

/** What a new tracked link points at: a message's arm (variantId null = the message itself) or a copy. */
export type NewTrackedLink =
  | { messageId: string; variantId: string | null; targetUrl: string }
  | { copyId: string; targetUrl: string };

/**
 * Tracked links (GET /r/{code}): each click adds one to the link and, for a copy's link, to the copy's
 * clicks. Plain functions over the ORM or a transaction, so a split test writes its links in the same
 * transaction as its charge.
 */
export function trackedLinksRepository(orm: Orm) {
  return {
    /** Inserts links with fresh codes, in the order given. */
    async insert(tx: Tx | Orm, links: NewTrackedLink[]): Promise<TrackedLinkRow[]> {
      if (links.length === 0) return [];
      return tx
        .insert(trackedLinks)
        .values(
          links.map((link) =>
            'copyId' in link
              ? { code: newLinkCode(), copyId: link.copyId, targetUrl: link.targetUrl }
              : { code: newLinkCode(), messageId: link.messageId, variantId: link.variantId, targetUrl: link.targetUrl },
          ),
        )
        .returning();
    },

    /** A split test starts over: the message's earlier links go (their codes then answer 404). */
    async deleteOfMessage(tx: Tx, messageId: string): Promise<void> {
      await tx.delete(trackedLinks).where(eq(trackedLinks.messageId, messageId));
    },

    /** The links of these messages, oldest first (the message's own arm was written first). */
    async ofMessages(messageIds: string[]): Promise<TrackedLinkRow[]> {
      if (messageIds.length === 0) return [];
      return orm
        .select()
        .from(trackedLinks)
        .where(inArray(trackedLinks.messageId, messageIds))
        .orderBy(asc(trackedLinks.createdAt), sql`${trackedLinks.variantId} NULLS FIRST`);
    },

    /**
     * Counts a click and answers where the link leads; undefined for an unknown (or malformed) code.
     * One statement, so the link's and its copy's counts move together and no click is lost to a race.
     */
    async click(code: string): Promise<string | undefined> {
      if (!LINK_CODE.test(code)) return undefined;
      const link = orm.$with('link').as(
        orm
          .update(trackedLinks)
          .set({ clicks: sql`${trackedLinks.clicks} + 1` })
          .where(eq(trackedLinks.code, code))
          .returning({ targetUrl: trackedLinks.targetUrl, copyId: trackedLinks.copyId }),
      );
      const copy = orm.$with('copy').as(
        orm
          .update(copies)
          .set({ clicks: sql`${copies.clicks} + 1`, performanceUpdatedAt: sql`now()` })
          .where(sql`${copies.id} = (SELECT ${link.copyId} FROM ${link})`)
          .returning({ id: copies.id }),
      );
      const [row] = await orm
        .with(link, copy)
        .select({ targetUrl: link.targetUrl })
        .from(link);
      return row?.targetUrl;
    },

    /** Where the link leads, without counting (a HEAD request, e.g. a link checker). */
    async target(code: string): Promise<string | undefined> {
      if (!LINK_CODE.test(code)) return undefined;
      const [row] = await orm.select({ targetUrl: trackedLinks.targetUrl }).from(trackedLinks).where(eq(trackedLinks.code, code)).limit(1);
      return row?.targetUrl;
    },
  };
}
export type TrackedLinksRepository = ReturnType<typeof trackedLinksRepository>;
