import fp from 'fastify-plugin';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { recoveryCodes, users, type UserRow } from '../db/schema';
import type { Orm } from '../db/client';

/**
 * Two-factor sign-in's state (migration 0021): the sealed TOTP secret on the user (pending while totp_enabled_at
 * is null), the last accepted time step, and the recovery codes as hashes. Each write that spends something (a
 * step, a recovery code) is one conditional statement, so two requests with the same code cannot both pass.
 */
export function twoFactorRepository(orm: Orm) {
  return {
    /** Stores a new pending secret, replacing an earlier pending one; null when two-factor is already on. */
    async startSetup(userId: string, sealedSecret: string): Promise<UserRow | null> {
      const [row] = await orm
        .update(users)
        .set({ totpSecret: sealedSecret, totpLastStep: null, updatedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
        .returning();
      return row ?? null;
    },

    /**
     * Turns two-factor on with the pending secret the code was checked against (a setup started meanwhile in
     * another tab replaced it: null), spends the code's step, and stores the recovery codes' hashes.
     */
    async enable(userId: string, sealedSecret: string, step: number, codeHashes: string[]): Promise<UserRow | null> {
      return orm.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ totpEnabledAt: new Date(), totpLastStep: step, updatedAt: new Date() })
          .where(and(eq(users.id, userId), eq(users.totpSecret, sealedSecret), isNull(users.totpEnabledAt)))
          .returning();
        if (!row) return null;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return row;
      });
    },

    /** Spends a time step: true the first time, false for that step or an earlier one again (a replayed code). */
    async acceptStep(userId: string, step: number): Promise<boolean> {
      const rows = await orm
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(users.id, userId),
            isNotNull(users.totpEnabledAt),
            or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
          ),
        )
        .returning({ id: users.id });
      return rows.length === 1;
    },

    /** Spends a recovery code: true once, false when unknown or used. */
    async useRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await orm
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },

    /** Replaces every recovery code (used or not) with new ones. */
    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await orm.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** Turns two-factor off: the secret and the recovery codes are deleted. */
    async disable(userId: string): Promise<UserRow | null> {
      return orm.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        return row ?? null;
      });
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof twoFactorRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    twoFactorRepository: TwoFactorRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('twoFactorRepository', twoFactorRepository(fastify.db.orm));
  },
  { name: 'two-factor-repository', dependencies: ['db'] },
);
