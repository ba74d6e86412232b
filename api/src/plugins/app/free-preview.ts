import type { FastifyInstance } from 'fastify';
import { FREE_PREVIEWS_PER_DAY, NOTHING_NEW_NOTE, freePreviewLimitMessage } from '@brandcast/shared';
import { hitRateLimit } from '../../db/rate-limits';
import { NothingWritten, TooLittleToWrite, TooManyRequests } from '../../lib/domain-errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Free previews (POST /message/preview and /copy/preview): one candidate, answered but not stored and not
 * charged, so a new user can judge the writing before paying for a set. Counts one for the account (both
 * routes together); past FREE_PREVIEWS_PER_DAY in a day, a 429 with Retry-After that says when more come.
 * Answers how many are left.
 */
export async function countPreview(
  fastify: FastifyInstance,
  userId: string,
  reply: { header: (name: string, value: number) => unknown },
): Promise<number> {
  const { current, ttl } = await hitRateLimit(fastify.db, `free-preview ${userId}`, DAY_MS);
  if (current > FREE_PREVIEWS_PER_DAY) {
    const seconds = Math.max(1, Math.ceil(ttl / 1000));
    reply.header('retry-after', seconds);
    throw new TooManyRequests(freePreviewLimitMessage(seconds));
  }
  return FREE_PREVIEWS_PER_DAY - current;
}

/** The one new candidate, or why there is none (a preview is never charged). */
export function pickOne<T extends { content: string }>(found: {
  generated: { items: T[]; note?: string | undefined };
  items: T[];
}): T {
  const [item] = found.items;
  if (item) return item;
  if (found.generated.items.some((candidate) => candidate.content.trim())) throw new TooLittleToWrite(NOTHING_NEW_NOTE);
  throw found.generated.note ? new TooLittleToWrite(found.generated.note) : new NothingWritten();
}
