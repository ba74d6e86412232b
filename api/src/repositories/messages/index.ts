import fp from 'fastify-plugin';
import { count, desc, eq } from 'drizzle-orm';
import {
  projectName,
  titleFor,
  type Message,
  type MessageCreateInput,
  type MessageListQuery,
  type MessageUpdateInput,
  type ProjectRole,
} from '@brandcast/shared';
import { messages, projects, users } from '../../db/schema';
import type { Orm } from '../../db/client';
import { creditsRepository, type CreditsRepository } from '../credits';
import { checkContentWriter } from '../project-access';
import { titleAfterEdit } from '../title-after-edit';
import { messageAccess } from './access';
import type { MessageRecord } from './answer';
import { plural } from './rules';
import { insert, listWhere, select, type NewMessage } from './queries';
import { splitTestMethods } from './split-tests';

export type { NewMessage } from './queries';

/**
 * Brand messages. A message belongs to a project and follows the project's rights (project-access.ts):
 * members read it; the owner and editors change it; anyone else gets 404. Every write locks the message
 * row and checks the rights and the status again inside its transaction, and whatever costs credits is
 * charged in that same transaction, after the result is written: if anything fails, nothing is charged.
 */
export function messagesRepository(orm: Orm, appUrl: string, credits: CreditsRepository = creditsRepository(orm)) {
  const access = messageAccess(orm, appUrl, credits);
  const { answers, lock, chargingTransaction, getMany, answer } = access;

  return {
    /** The message when `userId` may read it; else MessageNotFound. */
    get: answer,
    ...splitTestMethods(orm, appUrl, credits, access),

    /** A page of the messages of every project the user can read, newest first, and how many match. */
    async list(userId: string, query: MessageListQuery): Promise<{ messages: Message[]; total: number }> {
      const where = listWhere(orm, userId, query);
      const [rows, [counted]] = await Promise.all([
        select(orm, userId)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        orm
          .select({ total: count() })
          .from(messages)
          .innerJoin(projects, eq(projects.id, messages.projectId))
          .where(where),
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
     * Stores generated drafts and charges one brand-message generation for them (`cost`: less when fewer
     * lines were returned than asked), in one transaction: without the credits (402) nothing is stored.
     */
    async createGenerated(userId: string, projectId: string, items: NewMessage[], cost?: number): Promise<Message[]> {
      const ids = await chargingTransaction(userId, async (tx) => {
        await checkContentWriter(tx, userId, projectId, 'messages');
        const [project] = await tx
          .select({ businessName: projects.businessName })
          .from(projects)
          .where(eq(projects.id, projectId));
        const ids = await insert(tx, userId, projectId, items);
        const type = items[0]!.type;
        await credits.charge(
          tx,
          userId,
          'brandMessage',
          `Generated ${plural(items.length, type)} for ${projectName(project!)}`,
          ids[0],
          cost,
        );
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
    fastify.decorate(
      'messagesRepository',
      messagesRepository(fastify.db.orm, fastify.config.appUrl, fastify.creditsRepository),
    );
  },
  { name: 'messages-repository', dependencies: ['db', 'config', 'credits-repository'] },
);
