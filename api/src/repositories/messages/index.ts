import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { count, desc, eq, inArray } from 'drizzle-orm';
import {
  MESSAGE_CONTENT_MAX_LENGTH,
  projectName,
  type Message,
  type MessageAction,
  type MessageCreateInput,
  type MessageListQuery,
  type MessageUpdateInput,
  type MessageVariant,
  type ProjectRole,
  titleFor,
} from '@brandcast/shared';
import { scoreMessage, type TestArm } from '@brandcast/shared/scoring';
import { messages, projects, trackedLinks, users } from '../../db/schema';
import type { Orm } from '../../db/client';
import type { Provenance } from '../../engine/types';
import { Conflict, MessageNotFound } from '../../lib/domain-errors';
import { creditsRepository, type CreditsRepository, type Tx } from '../credits';
import { checkContentWriter } from '../project-access';
import { titleAfterEdit } from '../title-after-edit';
import { trackedLinksRepository } from '../tracked-links';
import { toMessage, type MessageRecord } from './answer';
import { checkAction, checkVariantRoom, clip, plural, sameText, shortName } from './rules';
import { insert, listWhere, select, type NewMessage } from './queries';

export type { NewMessage } from './queries';

/**
 * Brand messages. A message belongs to a project and follows the project's rights (project-access.ts):
 * members read it; the owner and editors change it; anyone else gets 404. Every write locks the message
 * row and checks the rights and the status again inside its transaction, and whatever costs credits is
 * charged in that same transaction, after the result is written: if anything fails, nothing is charged.
 */
export function messagesRepository(orm: Orm, appUrl: string, credits: CreditsRepository = creditsRepository(orm)) {
  const links = trackedLinksRepository(orm);
  /** Rows as answers: the split-test links of the tested ones are read in one query. */
  async function answers(rows: (MessageRecord & { role: ProjectRole })[]): Promise<Message[]> {
    const tested = rows.filter((row) => row.testedAt).map((row) => row.id);
    const all = await links.ofMessages(tested);
    return rows.map((row) => toMessage(row, all.filter((link) => link.messageId === row.id), appUrl));
  }

  /** The message row, locked for this transaction, when the user may do `action` to it (else 404/403/409). */
  async function lock(tx: Tx, userId: string, id: string, action: MessageAction) {
    const [row] = await select(tx, userId).where(eq(messages.id, id)).for('no key update', { of: messages });
    return checkAction(row, action);
  }

  /**
   * Opens a transaction that will charge `userId`: their account row is locked first. Inserting a message
   * takes a share lock on its user's row (the foreign key), so two charging transactions that each took
   * that first would deadlock when the charge asks for the row itself.
   */
  function chargingTransaction<T>(userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
    return orm.transaction(async (tx) => {
      await credits.lockAccount(tx, userId);
      return work(tx);
    });
  }

  async function getMany(userId: string, ids: string[]): Promise<Message[]> {
    if (ids.length === 0) return [];
    const rows = await select(orm, userId).where(inArray(messages.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordered = ids.map((id) => byId.get(id)).filter((row): row is MessageRecord & { role: ProjectRole } => Boolean(row?.role));
    return answers(ordered);
  }

  /** The answer after a write; 404 if the message went in the meantime (deleted, or access removed). */
  async function answer(userId: string, id: string): Promise<Message> {
    const [message] = await getMany(userId, [id]);
    if (!message) throw new MessageNotFound();
    return message;
  }

  return {
    /** The message when `userId` may read it; else MessageNotFound. */
    get: answer,

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

    /** A page of the messages of every project the user can read, newest first, and how many match. */
    async list(userId: string, query: MessageListQuery): Promise<{ messages: Message[]; total: number }> {
      const where = listWhere(orm, userId, query);
      const [rows, [counted]] = await Promise.all([
        select(orm, userId)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        orm.select({ total: count() }).from(messages).innerJoin(projects, eq(projects.id, messages.projectId)).where(where),
      ]);
      return { messages: await answers(rows as (MessageRecord & { role: ProjectRole })[]), total: counted?.total ?? 0 };
    },

    /** A message written by hand: a draft with score 0. */
    async create(userId: string, input: MessageCreateInput): Promise<Message> {
      const [id] = await orm.transaction(async (tx) => {
        await checkContentWriter(tx, userId, input.projectId, 'messages');
        return insert(tx, userId, input.projectId, [
          { type: input.type, title: input.title ?? '', content: input.content, provider: null, providerNote: null },
        ]);
      });
      return answer(userId, id!);
    },

    /**
     * Stores generated drafts and charges one brand-message generation for them, in one transaction:
     * without the credits (402) nothing is stored.
     */
    async createGenerated(userId: string, projectId: string, items: NewMessage[]): Promise<Message[]> {
      const ids = await chargingTransaction(userId, async (tx) => {
        await checkContentWriter(tx, userId, projectId, 'messages');
        const [project] = await tx.select({ businessName: projects.businessName }).from(projects).where(eq(projects.id, projectId));
        const ids = await insert(tx, userId, projectId, items);
        const type = items[0]!.type;
        await credits.charge(tx, userId, 'brandMessage', `Generated ${plural(items.length, type)} for ${projectName(project!)}`, ids[0]);
        return ids;
      });
      return getMany(userId, ids);
    },

    /**
     * Changes type, title or content. New content was never measured: the score, metrics and parts are
     * cleared, a message in testing goes back to draft, and it is no longer the provider's text.
     */
    async update(userId: string, id: string, patch: MessageUpdateInput): Promise<Message> {
      await orm.transaction(async (tx) => {
        const row = await lock(tx, userId, id, 'update');
        const contentChanged = patch.content !== undefined && patch.content.trim() !== row.content;
        // A title that said the old text says the new one; a title the user wrote stays theirs.
        const title = titleAfterEdit(row, patch, (content) => titleFor(content));
        await tx
          .update(messages)
          .set({
            ...(patch.type ? { type: patch.type } : {}),
            ...(title !== undefined ? { title } : {}),
            ...(contentChanged
              ? {
                  content: patch.content!.trim(),
                  score: 0,
                  clarity: 0,
                  impact: 0,
                  memorability: 0,
                  scoreParts: null,
                  testedAt: null,
                  provider: null,
                  providerNote: null,
                  ...(row.status === 'testing' ? { status: 'draft' as const } : {}),
                }
              : {}),
            updatedAt: new Date(),
          })
          .where(eq(messages.id, id));
      });
      return answer(userId, id);
    },

    async delete(userId: string, id: string): Promise<void> {
      await orm.transaction(async (tx) => {
        await lock(tx, userId, id, 'delete');
        await tx.delete(messages).where(eq(messages.id, id));
      });
    },

    /**
     * Appends generated variants (those the message does not already have, up to `count`) and charges one
     * generation. At most MAX_VARIANTS are kept: asking for more is a 400. The message's providerNote
     * becomes why the built-in writer stood in for these variants, or none when the model wrote them: the
     * answer says so, as generation's does.
     */
    async addVariants(userId: string, id: string, candidates: string[], count: number, { provider, fallbackReason }: Provenance): Promise<Message> {
      await chargingTransaction(userId, async (tx) => {
        const row = await lock(tx, userId, id, 'variants');
        checkVariantRoom(row.variants.length, count);
        const fresh: MessageVariant[] = [];
        for (const content of candidates.map((text) => clip(text, MESSAGE_CONTENT_MAX_LENGTH))) {
          if (fresh.length === count) break;
          if (!content || sameText(content, row.content) || [...row.variants, ...fresh].some((v) => sameText(v.content, content))) continue;
          fresh.push({ id: randomUUID(), content, provider, createdAt: new Date().toISOString() });
        }
        if (fresh.length === 0) {
          throw new Conflict('The writer came up only with variants this message already has. Nothing was charged; try again, or edit the message first.');
        }
        await tx
          .update(messages)
          .set({ variants: [...row.variants, ...fresh], providerNote: fallbackReason ?? null, updatedAt: new Date() })
          .where(eq(messages.id, id));
        await credits.charge(tx, userId, 'brandMessage', `${fresh.length} variant${fresh.length === 1 ? '' : 's'} of ${shortName(row)}`, id);
      });
      return answer(userId, id);
    },

    /**
     * Starts a split test: status testing; clarity, impact and memorability measured from the text (with
     * the parts behind them); one tracked link per arm (the message and each variant), replacing those of
     * an earlier test; charged as a split test.
     */
    async test(userId: string, id: string, targetUrl: string | undefined): Promise<Message> {
      await chargingTransaction(userId, async (tx) => {
        const row = await lock(tx, userId, id, 'test');
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
        await links.insert(tx, [null, ...row.variants.map((v) => v.id)].map((variantId) => ({ messageId: id, variantId, targetUrl: target })));
        await credits.charge(tx, userId, 'splitTest', `Split test of ${shortName(row)}`, id);
      });
      return answer(userId, id);
    },

    async setStatus(userId: string, id: string, action: 'publish' | 'archive'): Promise<Message> {
      await orm.transaction(async (tx) => {
        await lock(tx, userId, id, action);
        await tx
          .update(messages)
          .set({ status: action === 'publish' ? 'published' : 'archived', updatedAt: new Date() })
          .where(eq(messages.id, id));
      });
      return answer(userId, id);
    },

    /** A new draft with the same type, title, text and variants: score 0, not tested. */
    async duplicate(userId: string, id: string): Promise<Message> {
      const newId = await orm.transaction(async (tx) => {
        // The insert's foreign key share-locks the user's row. Taken here, before the message, it comes in
        // the order test and variants take them (chargingTransaction); the other order deadlocks with them.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
        const row = await lock(tx, userId, id, 'duplicate');
        const [copy] = await tx
          .insert(messages)
          .values({
            projectId: row.projectId,
            userId,
            type: row.type,
            title: row.title,
            content: row.content,
            variants: row.variants,
            provider: row.provider,
            providerNote: row.providerNote,
          })
          .returning({ id: messages.id });
        return copy!.id;
      });
      return answer(userId, newId);
    },

    /**
     * The user's split tests as their arms' lines and tracked clicks (the message itself and each variant), for
     * learning what their audience clicks: one list per tested message of theirs.
     */
    async splitTestArms(userId: string): Promise<TestArm[][]> {
      const rows = await orm
        .select({ messageId: messages.id, content: messages.content, variants: messages.variants, variantId: trackedLinks.variantId, clicks: trackedLinks.clicks })
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
export type MessagesRepository = ReturnType<typeof messagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    messagesRepository: MessagesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('messagesRepository', messagesRepository(fastify.db.orm, fastify.config.appUrl, fastify.creditsRepository));
  },
  { name: 'messages-repository', dependencies: ['db', 'config', 'credits-repository'] },
);
