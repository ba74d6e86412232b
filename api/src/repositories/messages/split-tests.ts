import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  MESSAGE_CONTENT_MAX_LENGTH,
  SPLIT_TEST_TARGET_REQUIRED,
  type Message,
  type MessageVariant,
} from '@brandcast/shared';
import { scoreMessage, type TestArm } from '@brandcast/shared/scoring';
import { messages, projects, trackedLinks } from '../../db/schema';
import type { Orm } from '../../db/client';
import type { Provenance } from '../../engine/types';
import { Conflict, Invalid } from '../../lib/domain-errors';
import type { CreditsRepository } from '../credits';
import type { MessageAccess } from './access';
import type { MessageRecord } from './answer';
import { checkAction, checkVariantRoom, clip, sameText, shortName } from './rules';
import { select } from './queries';

/** A message's variants and split tests: adding variants, starting a test, and the arms' clicks read back. */
export function splitTestMethods(
  orm: Orm,
  appUrl: string,
  credits: CreditsRepository,
  { links, lock, chargingTransaction, answer }: MessageAccess,
) {
  return {
    /**
     * The message when `userId` may add `count` variants to it, checked before the writer is asked (the
     * write checks again): 404, 403, 409 for its status, 400 past MAX_VARIANTS.
     */
    async readyForVariants(userId: string, id: string, count: number): Promise<MessageRecord> {
      const [row] = await select(orm, userId).where(eq(messages.id, id)).limit(1);
      const message = checkAction(row, 'variants');
      checkVariantRoom(message.variants.length, count);
      return message;
    },

    /**
     * Appends generated variants (those the message does not already have, up to `count`) and charges one
     * generation. At most MAX_VARIANTS are kept: asking for more is a 400. The message's providerNote
     * becomes why the built-in writer stood in for these variants, or none when the model wrote them: the
     * answer says so, as generation's does.
     */
    async addVariants(
      userId: string,
      id: string,
      candidates: string[],
      count: number,
      { provider, fallbackReason }: Provenance,
    ): Promise<Message> {
      await chargingTransaction(userId, async (tx) => {
        const row = await lock(tx, userId, id, 'variants');
        checkVariantRoom(row.variants.length, count);
        const fresh: MessageVariant[] = [];
        for (const content of candidates.map((text) => clip(text, MESSAGE_CONTENT_MAX_LENGTH))) {
          if (fresh.length === count) break;
          if (
            !content ||
            sameText(content, row.content) ||
            [...row.variants, ...fresh].some((v) => sameText(v.content, content))
          )
            continue;
          fresh.push({ id: randomUUID(), content, provider, createdAt: new Date().toISOString() });
        }
        if (fresh.length === 0) {
          throw new Conflict(
            'The writer came up only with variants this message already has. Nothing was charged; try again, or edit the message first.',
          );
        }
        await tx
          .update(messages)
          .set({ variants: [...row.variants, ...fresh], providerNote: fallbackReason ?? null, updatedAt: new Date() })
          .where(eq(messages.id, id));
        await credits.charge(
          tx,
          userId,
          'brandMessage',
          `${fresh.length} variant${fresh.length === 1 ? '' : 's'} of ${shortName(row)}`,
          id,
        );
      });
      return answer(userId, id);
    },

    /**
     * Starts a split test: status testing; clarity, impact and memorability measured from the text (with
     * the parts behind them); one tracked link per arm (the message and each variant), replacing those of
     * an earlier test; charged as a split test.
     */
    async test(
      userId: string,
      id: string,
      { targetUrl, makeProjectPublic }: { targetUrl?: string | undefined; makeProjectPublic?: boolean | undefined },
    ): Promise<Message> {
      await chargingTransaction(userId, async (tx) => {
        const row = await lock(tx, userId, id, 'test');
        // Without a target the links lead to the project's public page: a private one shows "Project not
        // found", so a target is asked for, unless the user consents to make the page public.
        if (targetUrl === undefined) {
          const [project] = await tx
            .select({ public: projects.public })
            .from(projects)
            .where(eq(projects.id, row.projectId));
          if (!project?.public && !makeProjectPublic) throw new Invalid(SPLIT_TEST_TARGET_REQUIRED);
          if (!project?.public)
            await tx
              .update(projects)
              .set({ public: true, updatedAt: new Date() })
              .where(eq(projects.id, row.projectId));
        }
        const measured = scoreMessage(row.content);
        const now = new Date();
        await tx
          .update(messages)
          .set({
            status: 'testing',
            score: measured.score,
            clarity: measured.clarity,
            impact: measured.impact,
            memorability: measured.memorability,
            scoreParts: measured.parts,
            testedAt: now,
            updatedAt: now,
          })
          .where(eq(messages.id, id));
        const target = targetUrl ?? `${appUrl}/p/${row.projectId}`;
        await links.deleteOfMessage(tx, id);
        await links.insert(
          tx,
          [null, ...row.variants.map((v) => v.id)].map((variantId) => ({
            messageId: id,
            variantId,
            targetUrl: target,
          })),
        );
        await credits.charge(tx, userId, 'splitTest', `Split test of ${shortName(row)}`, id);
      });
      return answer(userId, id);
    },

    /**
     * The user's split tests as their arms' lines and tracked clicks (the message itself and each variant), for
     * learning what their audience clicks: one list per tested message of theirs.
     */
    async splitTestArms(userId: string): Promise<TestArm[][]> {
      const rows = await orm
        .select({
          messageId: messages.id,
          content: messages.content,
          variants: messages.variants,
          variantId: trackedLinks.variantId,
          clicks: trackedLinks.clicks,
        })
        .from(trackedLinks)
        .innerJoin(messages, eq(trackedLinks.messageId, messages.id))
        .where(eq(messages.userId, userId));
      const tests = new Map<string, TestArm[]>();
      for (const row of rows) {
        const text = row.variantId === null ? row.content : row.variants.find((v) => v.id === row.variantId)?.content;
        if (text === undefined) continue;
        tests.set(row.messageId, [...(tests.get(row.messageId) ?? []), { text, clicks: row.clicks }]);
      }
      return [...tests.values()];
    },
  };
}
