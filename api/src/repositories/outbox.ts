import fp from 'fastify-plugin';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { Orm } from '../db/client';

export interface OutboxMessage {
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
  /** The HTML part, when there is one. */
  html?: string | null;
  transport: 'smtp' | 'log';
  /** Set at once for a logged email; a queued one is set by its job. */
  deliveredAt?: Date | null;
}

export function outboxRepository(orm: Orm) {
  return {
    /** The row's id. */
    async add(message: OutboxMessage): Promise<string> {
      const [row] = await orm.insert(outbox).values(message).returning({ id: outbox.id });
      return row!.id;
    },
    async get(id: string) {
      const [row] = await orm.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      return row;
    },
    async delivered(id: string): Promise<void> {
      await orm.update(outbox).set({ deliveredAt: new Date(), deliveryError: null }).where(eq(outbox.id, id));
    },
    async deliveryFailed(id: string, error: string): Promise<void> {
      await orm
        .update(outbox)
        .set({ deliveryError: error.slice(0, 1000) })
        .where(eq(outbox.id, id));
    },
    async latestFor(recipient: string, limit = 10) {
      return orm
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, recipient))
        .orderBy(desc(outbox.createdAt))
        .limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: OutboxRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('outboxRepository', outboxRepository(fastify.db.orm));
  },
  { name: 'outbox-repository', dependencies: ['db'] },
);
