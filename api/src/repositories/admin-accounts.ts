import { asc, count, eq, ilike } from 'drizzle-orm';
import type { AdminAccount, AdminAccountsQuery } from '@brandcast/shared';
import { users, type UserRow } from '../db/schema';
import type { Orm } from '../db/client';
import { containsPattern } from '../db/like';

/** An account as the administrator's list answers it: never a password, a secret or a Stripe id. */
export function toAdminAccount(row: UserRow): AdminAccount {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    plan: row.plan,
    interval: row.planInterval,
    status: row.subscriptionStatus,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The installation's accounts as its administrator sees them (issue 28). Plan changes are not here: they go
 * through subscriptionsRepository.changeNow, the code `npm run plan` uses, so credits follow the same rule.
 */
export function adminAccountsRepository(orm: Orm) {
  return {
    /** A page of accounts, oldest first (the administrator at the top), narrowed by a part of the email. */
    async list(query: AdminAccountsQuery): Promise<{ accounts: AdminAccount[]; total: number }> {
      const where = query.search ? ilike(users.email, containsPattern(query.search)) : undefined;
      const [rows, [counted]] = await Promise.all([
        orm
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .limit(query.size)
          .offset((query.page - 1) * query.size),
        orm.select({ total: count() }).from(users).where(where),
      ]);
      return { accounts: rows.map(toAdminAccount), total: counted?.total ?? 0 };
    },

    /** The administrator people are told to ask: the oldest, when there are several; undefined when none is left. */
    async administrator(): Promise<{ name: string; email: string } | undefined> {
      const [row] = await orm
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.isAdmin, true))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(1);
      return (
        row && { name: [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || row.email, email: row.email }
      );
    },
  };
}
export type AdminAccountsRepository = ReturnType<typeof adminAccountsRepository>;
