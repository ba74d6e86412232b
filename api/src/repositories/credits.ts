import fp from 'fastify-plugin';
import { and, count, desc, eq, gte, lt, ne, sql, sum, type SQL } from 'drizzle-orm';
import {
  CREDIT_COSTS,
  LOW_CREDITS_SHARE,
  LOW_CREDITS_TITLE,
  PLANS,
  ROLLOVER_MAX_MONTHS,
  type CreditAction,
  type CreditLedgerEntry,
  type Credits,
  type PlanId,
  lowCreditsMessage,
} from '@brandcast/shared';
import { creditLedger, type CreditLedgerRow } from '../db/schema';
import type { Orm, Tx } from '../db/client';
import { InsufficientCredits } from '../lib/domain-errors';
import { addMonths, creditSlice } from '../lib/periods';
import { accessOf } from '../lib/feature-gate';
import { settleSubscription } from './subscriptions';
import { insertNotification } from './notifications';

export type { Tx };

export const LEDGER_PAGE = 50;

export { addMonth } from '../lib/periods';

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
  /** The plan whose credits apply now (accessAt: free once a payment's grace period is over). */
  plan: PlanId;
  balance: number;
  /** The monthly slice of the subscription period the newest grant is for, and the next one. */
  grantedAt: Date;
  renewsAt: Date;
}

/**
 * The credit ledger. A balance is the `balance_after` of the user's newest row. Every writer first locks
 * the user's row (SELECT ... FOR UPDATE), so two charges can never both spend the same credits: twenty
 * parallel 50-credit charges on 500 credits give ten charges and ten 402s, whatever the database.
 *
 * Grants follow the subscription: its period (monthly or yearly) is cut into monthly slices from its start,
 * and each slice is granted once (the grant row names its slice; a unique index holds it), when the account
 * is next read or charged. Slices missed while nobody came are granted in order, so rollover counts them.
 */
export function creditsRepository(orm: Orm) {
  /**
   * Locks the user's row, settles the subscription (renewals, a downgrade at the period's end) and grants
   * every slice that is due. Undefined when the user does not exist.
   */
  async function lockAccount(tx: Tx, userId: string, now = new Date()): Promise<Account | undefined> {
    const user = await settleSubscription(tx, userId, now);
    if (!user) return undefined;
    const { plan, limited } = accessOf(user, now);
    const anchor = user.planAnchor;
    const slice = creditSlice(anchor, now);
    const [newest] = await tx
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.id))
      .limit(1);
    // A grant row without a slice (written by hand) counts for the slice it was written in.
    const covers = sql<Date>`coalesce(${creditLedger.periodStart}, ${creditLedger.createdAt})`.mapWith(
      creditLedger.createdAt,
    );
    const [lastGrant] = await tx
      .select({ periodStart: covers })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.action, 'grant')))
      .orderBy(desc(covers))
      .limit(1);
    let balance = newest?.balanceAfter ?? 0;
    const account = { plan, balance, grantedAt: slice.start, renewsAt: slice.next };
    const last = lastGrant?.periodStart;
    if (last && last >= slice.start) return account;

    // The slices still to grant, oldest first: with rollover, up to ROLLOVER_MAX_MONTHS + 1 of them (more
    // cannot change the balance, which stops at the cap); without, only the current one.
    const due: Date[] = [];
    const most = PLANS[plan].rollover ? ROLLOVER_MAX_MONTHS + 1 : 1;
    for (let k = slice.index; due.length < most; k--) {
      const start = addMonths(anchor, k);
      if (k < 0 || (last && start <= last)) break;
      due.unshift(start);
    }
    if (due.length === 0) due.push(slice.start); // a period that starts later (a clock set back)
    const { monthlyCredits, name } = PLANS[plan];
    for (const periodStart of due) {
      // A lapsed payment gives free limits, but never takes away credits already held.
      const after = limited ? Math.max(balance, PLANS.free.monthlyCredits) : balanceAfterGrant(plan, balance);
      const inserted = await tx
        .insert(creditLedger)
        .values({
          userId,
          amount: after - balance,
          balanceAfter: after,
          action: 'grant',
          description: `${name} plan: ${monthlyCredits.toLocaleString('en-US')} monthly credits`,
          periodStart,
        })
        .onConflictDoNothing()
        .returning({ id: creditLedger.id });
      if (inserted.length > 0) balance = after;
    }
    return { ...account, balance };
  }

  return {
    lockAccount,

    /**
     * Charges `action`'s cost inside the caller's transaction, after the work's result is written there:
     * if anything later fails, the charge rolls back with it. Not enough credits: a 402 that says what it
     * costs and what is left. `cost` is the action's price unless a generation returned fewer lines than
     * asked (chargeFor in shared).
     */
    async charge(
      tx: Tx,
      userId: string,
      action: CreditAction,
      description: string,
      refId?: string,
      cost: number = CREDIT_COSTS[action],
    ): Promise<number> {
      const account = await lockAccount(tx, userId);
      if (!account) throw new InsufficientCredits(action, 0);
      if (account.balance < cost) throw new InsufficientCredits(action, account.balance);
      const balanceAfter = account.balance - cost;
      await tx
        .insert(creditLedger)
        .values({ userId, amount: -cost, balanceAfter, action, description, refId: refId ?? null });
      // The charge that takes the balance to LOW_CREDITS_SHARE of the month's grant or below says so, once:
      // only a grant raises the balance again, so the line is crossed once per month's grant.
      const granted = PLANS[account.plan].monthlyCredits;
      const line = granted * LOW_CREDITS_SHARE;
      if (account.balance > line && balanceAfter <= line) {
        await insertNotification(tx, userId, {
          type: 'warning',
          title: LOW_CREDITS_TITLE,
          message: lowCreditsMessage(balanceAfter, granted),
        });
      }
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

    /** What each action spent since `since` (the period's start): how many times and how many credits. */
    async usageSince(userId: string, since: Date): Promise<{ action: CreditAction; count: number; credits: number }[]> {
      const rows = await orm
        .select({ action: creditLedger.action, count: count(), credits: sum(creditLedger.amount) })
        .from(creditLedger)
        .where(
          and(eq(creditLedger.userId, userId), ne(creditLedger.action, 'grant'), gte(creditLedger.createdAt, since)),
        )
        .groupBy(creditLedger.action);
      const spent = new Map(rows.map((row) => [row.action, row]));
      return (Object.keys(CREDIT_COSTS) as CreditAction[]).map((action) => ({
        action,
        count: spent.get(action)?.count ?? 0,
        credits: -Number(spent.get(action)?.credits ?? 0),
      }));
    },

    /** The ledger, newest first, by action and days (from and to inclusive, UTC), a page at a time. */
    async ledger(
      userId: string,
      filter: {
        action?: CreditLedgerEntry['action'] | undefined;
        from?: string | undefined;
        to?: string | undefined;
        page: number;
      },
    ) {
      const where: SQL[] = [eq(creditLedger.userId, userId)];
      if (filter.action) where.push(eq(creditLedger.action, filter.action));
      if (filter.from) where.push(gte(creditLedger.createdAt, new Date(`${filter.from}T00:00:00Z`)));
      if (filter.to)
        where.push(lt(creditLedger.createdAt, sql`${`${filter.to}T00:00:00Z`}::timestamptz + interval '1 day'`));
      const [rows, [total]] = await Promise.all([
        orm
          .select()
          .from(creditLedger)
          .where(and(...where))
          .orderBy(desc(creditLedger.id))
          .limit(LEDGER_PAGE)
          .offset((filter.page - 1) * LEDGER_PAGE),
        orm
          .select({ total: count() })
          .from(creditLedger)
          .where(and(...where)),
      ]);
      return { entries: rows.map(toEntry), total: total?.total ?? 0, page: filter.page, pageSize: LEDGER_PAGE };
    },

    /** GET /credits: the balance, the plan and the newest ledger rows. */
    async summary(userId: string): Promise<Credits | undefined> {
      return orm.transaction(async (tx) => {
        const account = await lockAccount(tx, userId);
        if (!account) return undefined;
        const rows = await tx
          .select()
          .from(creditLedger)
          .where(eq(creditLedger.userId, userId))
          .orderBy(desc(creditLedger.id))
          .limit(LEDGER_PAGE);
        return {
          balance: account.balance,
          plan: account.plan,
          monthlyCredits: PLANS[account.plan].monthlyCredits,
          renewsAt: account.renewsAt.toISOString(),
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
