import fp from 'fastify-plugin';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { apiTokens, passwordResetTokens, revokedTokens, users } from '../db/schema';
import type { Orm } from '../db/client';

/** Signed-out sessions, password-reset tokens and the reset itself. */
export function sessionsRepository(orm: Orm) {
  return {
    /**
     * Signs a session out: every token of it stops working. `revoked_tokens.jti` holds the session id, which
     * is the jti of the session's sign-in token; the entry is kept until the session's absolute end.
     */
    async revoke(sessionId: string, userId: string, sessionExpiresAt: Date): Promise<void> {
      await orm
        .insert(revokedTokens)
        .values({ jti: sessionId, userId, expiresAt: sessionExpiresAt })
        .onConflictDoNothing();
    },

    /** Denylist entries past their session's end are useless: drop them. */
    async pruneRevoked(now = new Date()): Promise<void> {
      await orm.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
    },

    async createResetToken(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await orm.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /** The token's user while it is unused and unexpired (read only: nothing is spent). */
    async resetTokenUser(tokenHash: string, now = new Date()): Promise<string | undefined> {
      const [row] = await orm
        .select({ userId: passwordResetTokens.userId })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row?.userId;
    },

    /**
     * Resets the password with the token, in one transaction: the token is spent (single use, atomically: of
     * two requests with it, one resets), with every other link of the user; every session ends (token_version
     * + 1, none kept) and every API token of the account is revoked. Answers the user, or undefined when the
     * token was unknown, used or expired.
     */
    async resetPassword(tokenHash: string, passwordHash: string, now = new Date()): Promise<string | undefined> {
      return orm.transaction(async (tx) => {
        const [spent] = await tx
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
        if (!spent) return undefined;
        const { userId } = spent;
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: now, tokenVersion: sql`${users.tokenVersion} + 1`, passwordSessionId: null })
          .where(eq(users.id, userId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
        await tx.delete(apiTokens).where(eq(apiTokens.userId, userId));
        return userId;
      });
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
