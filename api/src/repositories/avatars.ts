import fp from 'fastify-plugin';
import { and, eq, ne } from 'drizzle-orm';
import { avatars } from '../db/schema';
import type { Orm } from '../db/client';

/** Avatars are kept in the database, so any number of API instances can serve them. */
export function avatarsRepository(orm: Orm) {
  return {
    /** Stores the new image and drops the user's older ones. Returns the new id. */
    async replace(userId: string, contentType: string, data: Buffer): Promise<string> {
      return orm.transaction(async (tx) => {
        const [row] = await tx.insert(avatars).values({ userId, contentType, data }).returning({ id: avatars.id });
        if (!row) throw new Error('avatar insert returned no row');
        await tx.delete(avatars).where(and(eq(avatars.userId, userId), ne(avatars.id, row.id)));
        return row.id;
      });
    },
    async get(id: string) {
      const [row] = await orm
        .select({ contentType: avatars.contentType, data: avatars.data })
        .from(avatars)
        .where(eq(avatars.id, id))
        .limit(1);
      return row;
    },
  };
}
export type AvatarsRepository = ReturnType<typeof avatarsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    avatarsRepository: AvatarsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('avatarsRepository', avatarsRepository(fastify.db.orm));
  },
  { name: 'avatars-repository', dependencies: ['db'] },
);
