import fp from 'fastify-plugin';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { copies, trackedLinks, trackedLinkVisits, type TrackedLinkRow } from '../db/schema';
import type { Orm } from '../db/client';
import { LINK_CODE, newLinkCode } from '../lib/link-code';
import type { Tx } from './credits';

/** What a new tracked link points at: a message's arm (variantId null = the message itself) or a copy. */
export type NewTrackedLink =
  { messageId: string; variantId: string | null; targetUrl: string } | { copyId: string; targetUrl: string };

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
              : {
                  code: newLinkCode(),
                  messageId: link.messageId,
                  variantId: link.variantId,
                  targetUrl: link.targetUrl,
                },
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
     * Follows a link for a visitor (a keyed hash, see visitorKey) and answers where it leads; undefined for
     * an unknown (or malformed) code. The click counts, on the link and on its copy, when it is the visitor's
     * first on this link today (UTC). One statement, so the counts move together and no click is lost to a
     * race, and two at once from one visitor count once.
     */
    async click(code: string, visitor: string): Promise<string | undefined> {
      if (!LINK_CODE.test(code)) return undefined;
      // Data-modifying WITH parts always run; the final SELECT sees the link as it was (its target is the same).
      const result = await orm.execute(sql`
        WITH visit AS (
          INSERT INTO ${trackedLinkVisits} (code, visitor)
          SELECT ${trackedLinks.code}, ${visitor} FROM ${trackedLinks} WHERE ${trackedLinks.code} = ${code}
          ON CONFLICT DO NOTHING
          RETURNING code
        ), counted AS (
          UPDATE ${trackedLinks} SET clicks = clicks + 1
          WHERE code = (SELECT code FROM visit)
          RETURNING copy_id
        ), copy AS (
          UPDATE ${copies} SET clicks = clicks + 1, performance_updated_at = now()
          WHERE id = (SELECT copy_id FROM counted)
          RETURNING id
        )
        SELECT target_url FROM ${trackedLinks} WHERE code = ${code}`);
      // node-postgres and PGlite both answer { rows }.
      return (result as unknown as { rows: Array<{ target_url: string }> }).rows[0]?.target_url;
    },

    /** Forgets visits from before yesterday (UTC): a click is counted once a day, so they decide nothing. */
    async pruneVisits(): Promise<number> {
      const deleted = await orm
        .delete(trackedLinkVisits)
        .where(sql`${trackedLinkVisits.day} < (now() AT TIME ZONE 'UTC')::date - 1`)
        .returning({ code: trackedLinkVisits.code });
      return deleted.length;
    },

    /** Where the link leads, without counting (a HEAD request, e.g. a link checker). */
    async target(code: string): Promise<string | undefined> {
      if (!LINK_CODE.test(code)) return undefined;
      const [row] = await orm
        .select({ targetUrl: trackedLinks.targetUrl })
        .from(trackedLinks)
        .where(eq(trackedLinks.code, code))
        .limit(1);
      return row?.targetUrl;
    },
  };
}
export type TrackedLinksRepository = ReturnType<typeof trackedLinksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    trackedLinksRepository: TrackedLinksRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('trackedLinksRepository', trackedLinksRepository(fastify.db.orm));
  },
  { name: 'tracked-links-repository', dependencies: ['db'] },
);
