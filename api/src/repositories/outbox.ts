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
}

export function outboxRepository(orm: Orm) {
  return {
    /** The row's id. */
    async add(message: OutboxMessage): Promise<string> {
      const [row] = await orm.insert(outbox).values(message).returning({ id: outbox.id });
      return row!.id;
    },
    async latestFor(recipient: string, limit = 10) {
      return orm.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.createdAt)).limit(limit);
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
