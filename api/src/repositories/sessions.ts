import fp from 'fastify-plugin';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { passwordResetTokens, revokedTokens } from '../db/schema';
import type { Orm } from '../db/client';

/** Signed-out sessions and password-reset tokens. */
export function sessionsRepository(orm: Orm) {
  return {
    /**
     * Signs a session out: every token of it stops working. `revoked_tokens.jti` holds the session id, which
     * is the jti of the session's sign-in token; the entry is kept until the session's absolute end.
     */
    async revoke(sessionId: string, userId: string, sessionExpiresAt: Date): Promise<void> {
      await orm.insert(revokedTokens).values({ jti: sessionId, userId, expiresAt: sessionExpiresAt }).onConflictDoNothing();
    },

    /** Denylist entries past their session's end are useless: drop them. */
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
