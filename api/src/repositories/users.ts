import fp from 'fastify-plugin';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { User } from '@brandcast/shared';
import { revokedTokens, users, type UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import type { Orm } from '../db/client';
import { accessOf } from '../lib/feature-gate';

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** Set when the sign-up itself proved the address (an invitation's link). */
  emailVerifiedAt?: Date;
}

/** The email is not here: a new one waits for its link (repositories/email-changes.ts). */
export type ProfilePatch = Partial<Pick<UserRow, 'firstName' | 'lastName'>>;

/** The user as the API answers it: never a password or a hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    // The role that applies now: past_due past its grace, or canceled, has free's.
    role: accessOf(row).role,
    subscription: { plan: row.plan, status: row.subscriptionStatus },
    avatar: row.avatarUrl,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: row.totpEnabledAt !== null,
    isAdmin: row.isAdmin,
  };
}

/** Any fixed number (migrate.ts has its own): sign-ups take turns deciding which is the first. */
const FIRST_ACCOUNT_LOCK_KEY = 72_616_468;

export function usersRepository(orm: Orm) {
  // Every authenticated request that misses the session cache runs this: built and prepared once.
  const byToken = orm
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, sql.placeholder('userId')),
        notExists(
          orm
            .select({ one: sql`1` })
            .from(revokedTokens)
            .where(eq(revokedTokens.jti, sql.placeholder('sessionId'))),
        ),
      ),
    )
    .limit(1)
    .prepare('users_by_token');

  return {
    /**
     * The new user, or null when the email is taken. A new installation's first account is its administrator
     * (issue 28): sign-ups take turns on a lock for their insert, so two at once cannot both find no account.
     */
    async create(input: NewUser): Promise<UserRow | null> {
      try {
        const row = await orm.transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK_KEY})`);
          const [inserted] = await tx
            .insert(users)
            .values({ ...input, isAdmin: sql`NOT EXISTS (SELECT 1 FROM ${users})` })
            .returning();
          return inserted;
        });
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await orm.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await orm.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** The token's user, unless its session was signed out: one round trip per request. */
    async findBySession(userId: string, sessionId: string): Promise<UserRow | undefined> {
      const [row] = await byToken.execute({ userId, sessionId });
      return row;
    },

    /** The updated user, undefined when the user is gone. */
    async updateProfile(id: string, patch: ProfilePatch): Promise<UserRow | undefined> {
      const [row] = await orm
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * A new password ends every session issued so far (token_version + 1), except `keptSessionId`'s: the
     * session that changed it stays signed in. A reset keeps none (null).
     */
    async setPassword(id: string, passwordHash: string, keptSessionId: string | null): Promise<void> {
      await orm
        .update(users)
        .set({
          passwordHash,
          updatedAt: new Date(),
          tokenVersion: sql`${users.tokenVersion} + 1`,
          passwordSessionId: keptSessionId,
        })
        .where(eq(users.id, id));
    },

    /** The address counts as confirmed without a link: only for an address the operator vouches for (the seed's demo). */
    async markEmailVerified(id: string): Promise<void> {
      await orm.update(users).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, id));
    },

    /** Makes the account an administrator of this installation, or no longer one (`npm run plan -- --administrator`). */
    async setAdministrator(id: string, isAdmin: boolean): Promise<void> {
      await orm.update(users).set({ isAdmin, updatedAt: new Date() }).where(eq(users.id, id));
    },

    async setAvatarUrl(id: string, avatarUrl: string | null): Promise<UserRow | undefined> {
      const [row] = await orm
        .update(users)
        .set({ avatarUrl, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('usersRepository', usersRepository(fastify.db.orm));
  },
  { name: 'users-repository', dependencies: ['db'] },
);
