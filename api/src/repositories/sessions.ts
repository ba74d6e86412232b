import fp from 'fastify-plugin';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { passwordResetTokens, revokedTokens } from '../db/schema';
import type { Orm } from '../db/client';

/** Signed-out tokens and password-reset tokens. */
export function sessionsRepository(orm: Orm) {
  return {
    async revoke(jti: string, userId: string, expiresAt: Date): Promise<void> {
      await orm.insert(revokedTokens).values({ jti, userId, expiresAt }).onConflictDoNothing();
    },

    /** Denylist entries past their token's expiry are useless: drop them. */
    async pruneRevoked(now = new Date()): Promise<void> {
      await orm.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
    },

    async createResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await orm.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /** Marks the token used and answers its user, if it was unused and unexpired: single use, atomically. */
    async consumeResetToken(tokenHash: string, now = new Date()): Promise<string | undefined> {
      const [row] = await orm
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** After a reset, any other link sent to the same user stops working. */
    async expireResetTokens(userId: string, now = new Date()): Promise<void> {
      await orm
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('sessionsRepository', sessionsRepository(fastify.db.orm));
  },
  { name: 'sessions-repository', dependencies: ['db'] },
);
