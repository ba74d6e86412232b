import fp from 'fastify-plugin';
import { and, desc, eq } from 'drizzle-orm';
import {
  CREDIT_COSTS,
  PLANS,
  ROLLOVER_MAX_MONTHS,
  type CreditAction,
  type CreditLedgerEntry,
  type Credits,
  type PlanId,
} from '@brandcast/shared';
import { creditLedger, users, type CreditLedgerRow } from '../db/schema';
import type { Orm } from '../db/client';
import { InsufficientCredits } from '../lib/domain-errors';

/** A transaction handle of the ORM: what `orm.transaction` passes to its callback. */
export type Tx = Parameters<Parameters<Orm['transaction']>[0]>[0];

export const LEDGER_PAGE = 50;

/** One calendar month after `from` (same day and time; the 31st becomes the month's last day). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The balance after a monthly grant: the plan's credits, plus what is left over when the plan rolls
 * credits over (at most ROLLOVER_MAX_MONTHS months' worth carried); without rollover, leftovers lapse.
 */
export function balanceAfterGrant(plan: PlanId, leftover: number): number {
  const { monthlyCredits, rollover } = PLANS[plan];
  const carried = rollover ? Math.min(leftover, monthlyCredits * ROLLOVER_MAX_MONTHS) : 0;
  return monthlyCredits + carried;
}

function toEntry(row: CreditLedgerRow): CreditLedgerEntry {
  return {
    id: row.id,
    amount: row.amount,
    balanceAfter: row.balanceAfter,
    action: row.action,
    description: row.description,
    refId: row.refId,
    createdAt: row.createdAt.toISOString(),
  };
}

interface Account {
  plan: PlanId;
  balance: number;
  /** When the current monthly period started (the newest grant). */
  grantedAt: Date;
}

/**
 * The credit ledger. A balance is the `balance_after` of the user's newest row. Every writer first locks
 * the user's row (SELECT ... FOR UPDATE), so two charges can never both spend the same credits: twenty
 * parallel 50-credit charges on 500 credits give ten charges and ten 402s, whatever the database.
 */
export function creditsRepository(orm: Orm) {
  /**
   * Locks the user's row and reads their balance, first granting the plan's monthly credits when the
   * account has none yet or its month is over. Undefined when the user does not exist.
   */
  async function lockAccount(tx: Tx, userId: string, now = new Date()): Promise<Account | undefined> {
    const [user] = await tx.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return undefined;
    const [newest] = await tx.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(desc(creditLedger.id)).limit(1);
    const [lastGrant] =
      newest?.action === 'grant'
        ? [newest]
        : await tx
            .select({ createdAt: creditLedger.createdAt })
            .from(creditLedger)
            .where(and(eq(creditLedger.userId, userId), eq(creditLedger.action, 'grant')))
            .orderBy(desc(creditLedger.id))
            .limit(1);
    const balance = newest?.balanceAfter ?? 0;
    if (lastGrant && now < addMonth(lastGrant.createdAt)) return { plan: user.plan, balance, grantedAt: lastGrant.createdAt };

    const after = balanceAfterGrant(user.plan, balance);
    const { monthlyCredits } = PLANS[user.plan];
    const [grant] = await tx
      .insert(creditLedger)
      .values({
        userId,
        amount: after - balance,
        balanceAfter: after,
        action: 'grant',
        description: `${PLANS[user.plan].name} plan: ${monthlyCredits.toLocaleString('en-US')} monthly credits`,
      })
      .returning();
    return { plan: user.plan, balance: after, grantedAt: grant!.createdAt };
  }

  return {
    lockAccount,

    /**
     * Charges `action`'s cost inside the caller's transaction, after the work's result is written there:
     * if anything later fails, the charge rolls back with it. Not enough credits: a 402 that says what it
     * costs and what is left.
     */
    async charge(tx: Tx, userId: string, action: CreditAction, description: string, refId?: string): Promise<number> {
      const account = await lockAccount(tx, userId);
      if (!account) throw new InsufficientCredits(action, 0);
      const cost = CREDIT_COSTS[action];
      if (account.balance < cost) throw new InsufficientCredits(action, account.balance);
      const balanceAfter = account.balance - cost;
      await tx.insert(creditLedger).values({ userId, amount: -cost, balanceAfter, action, description, refId: refId ?? null });
      return balanceAfter;
    },

    /**
     * Fails fast with the same 402 before slow work (a model call) starts; the charge itself is checked
     * again, under the lock, in the transaction that stores the result.
     */
    async ensure(userId: string, action: CreditAction): Promise<void> {
      const balance = await orm.transaction(async (tx) => (await lockAccount(tx, userId))?.balance ?? 0);
      if (balance < CREDIT_COSTS[action]) throw new InsufficientCredits(action, balance);
    },

    /** GET /credits: the balance, the plan and the newest ledger rows. */
    async summary(userId: string): Promise<Credits | undefined> {
      return orm.transaction(async (tx) => {
        const account = await lockAccount(tx, userId);
        if (!account) return undefined;
        const rows = await tx.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(desc(creditLedger.id)).limit(LEDGER_PAGE);
        return {
          balance: account.balance,
          plan: account.plan,
          monthlyCredits: PLANS[account.plan].monthlyCredits,
          renewsAt: addMonth(account.grantedAt).toISOString(),
          ledger: rows.map(toEntry),
        };
      });
    },
  };
}
export type CreditsRepository = ReturnType<typeof creditsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    creditsRepository: CreditsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('creditsRepository', creditsRepository(fastify.db.orm));
  },
  { name: 'credits-repository', dependencies: ['db'] },
);
