import fp from 'fastify-plugin';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { emailChanges, users, type UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { Orm } from '../db/client';

export interface NewEmailChange {
  userId: string;
  newEmail: string;
  tokenHash: string;
  /** The user's token_version now: a password change or reset before the link is opened cancels the change. */
  tokenVersion: number;
  expiresAt: Date;
}

/** What opening a confirmation link did. */
export type EmailChangeOutcome =
  | { status: 'changed'; user: UserRow; oldEmail: string }
  /** Unknown, replaced by a newer change, or cancelled by a password change. */
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'used' }
  /** Another account took the address meanwhile; the link stays unused. */
  | { status: 'taken' };

/** Email changes waiting for their link, and applying one. */
export function emailChangesRepository(orm: Orm) {
  return {
    /** Stores a pending change; the user's earlier pending ones are dropped, so only the newest link works. */
    async start(change: NewEmailChange): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx.delete(emailChanges).where(and(eq(emailChanges.userId, change.userId), isNull(emailChanges.usedAt)));
        await tx.insert(emailChanges).values(change);
      });
    },

    /** The address the user's change waits on: unused, unexpired, asked for since the last password change. */
    async pendingFor(user: Pick<UserRow, 'id' | 'tokenVersion'>, now = new Date()): Promise<string | null> {
      const [row] = await orm
        .select({ newEmail: emailChanges.newEmail })
        .from(emailChanges)
        .where(
          and(
            eq(emailChanges.userId, user.id),
            isNull(emailChanges.usedAt),
            gt(emailChanges.expiresAt, now),
            eq(emailChanges.tokenVersion, user.tokenVersion),
          ),
        )
        .orderBy(desc(emailChanges.createdAt))
        .limit(1);
      return row?.newEmail ?? null;
    },

    /**
     * Applies the change the token names, in one transaction: the token is spent (of two requests with it, one
     * changes the email) and the user's email becomes the new one, unless another account has it by now.
     */
    async confirm(tokenHash: string, now = new Date()): Promise<EmailChangeOutcome> {
      try {
        return await orm.transaction(async (tx): Promise<EmailChangeOutcome> => {
          const [change] = await tx
            .select()
            .from(emailChanges)
            .where(eq(emailChanges.tokenHash, tokenHash))
            .limit(1)
            .for('update');
          if (!change) return { status: 'invalid' };
          if (change.usedAt) return { status: 'used' };
          if (change.expiresAt <= now) return { status: 'expired' };
          const [user] = await tx.select().from(users).where(eq(users.id, change.userId)).limit(1).for('update');
          if (!user || user.tokenVersion !== change.tokenVersion) return { status: 'invalid' };
          await tx.update(emailChanges).set({ usedAt: now }).where(eq(emailChanges.id, change.id));
          const [changed] = await tx
            .update(users)
            // The link reached the new address: it is confirmed.
            .set({ email: change.newEmail, emailVerifiedAt: now, updatedAt: now })
            .where(eq(users.id, user.id))
            .returning();
          return { status: 'changed', user: changed!, oldEmail: user.email };
        });
      } catch (error) {
        if (isUniqueViolation(error)) return { status: 'taken' };
        throw error;
      }
    },
  };
}
export type EmailChangesRepository = ReturnType<typeof emailChangesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    emailChangesRepository: EmailChangesRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('emailChangesRepository', emailChangesRepository(fastify.db.orm));
  },
  { name: 'email-changes-repository', dependencies: ['db'] },
);
