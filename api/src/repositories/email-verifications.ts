import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { emailVerifications, users, type UserRow } from '../db/schema';
import type { Orm } from '../db/client';
import { acceptInvitations } from './invitations';

/** What opening a sign-up's confirmation link did. */
export type EmailVerificationOutcome =
  | { status: 'verified'; user: UserRow; joinedProjects: string[] }
  /** Unknown, or sent to an address the account no longer has. */
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'used' }
  /** The address was confirmed another way meanwhile (another link, an invitation). */
  | { status: 'already' };

/** A sign-up's confirmation links, and confirming the address with one. */
export function emailVerificationsRepository(orm: Orm) {
  return {
    /** Stores a link; earlier ones keep working until they expire (a person may open any email of the few sent). */
    async create(link: { userId: string; email: string; tokenHash: string; expiresAt: Date }): Promise<void> {
      await orm.insert(emailVerifications).values(link);
    },

    /**
     * Confirms the address the token was sent to, in one transaction: the token is spent (of two requests with
     * it, one confirms), the account is verified, and the invitations waiting on that address are accepted.
     */
    async verify(tokenHash: string, now = new Date()): Promise<EmailVerificationOutcome> {
      return orm.transaction(async (tx): Promise<EmailVerificationOutcome> => {
        const [link] = await tx
          .select()
          .from(emailVerifications)
          .where(eq(emailVerifications.tokenHash, tokenHash))
          .limit(1)
          .for('update');
        if (!link) return { status: 'invalid' };
        if (link.usedAt) return { status: 'used' };
        if (link.expiresAt <= now) return { status: 'expired' };
        const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).limit(1).for('update');
        if (!user || user.email !== link.email) return { status: 'invalid' };
        if (user.emailVerifiedAt) return { status: 'already' };
        await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, link.id));
        const [verified] = await tx
          .update(users)
          .set({ emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning();
        const joinedProjects = await acceptInvitations(tx, user.id, user.email, now);
        return { status: 'verified', user: verified!, joinedProjects };
      });
    },
  };
}
export type EmailVerificationsRepository = ReturnType<typeof emailVerificationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    emailVerificationsRepository: EmailVerificationsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('emailVerificationsRepository', emailVerificationsRepository(fastify.db.orm));
  },
  { name: 'email-verifications-repository', dependencies: ['db'] },
);
