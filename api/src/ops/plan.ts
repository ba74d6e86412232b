/**
 * `npm run plan -- --email a@b.c --plan starter [--interval yearly] [--status past_due]`, and
 * `--admin` / `--no-admin` (the admin role: every feature), `--administrator` / `--no-administrator` (administers this
 * installation: Settings → Accounts, issue 28): an operator changes an account's plan at once (payments not connected, or a
 * favour). While the app runs on its embedded database it goes through the running server (one process
 * owns the data directory); otherwise it opens the database itself.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PLAN_IDS, PLAN_INTERVALS, SUBSCRIPTION_STATUSES, emailSchema } from '@brandcast/shared';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { usersRepository } from '../repositories/users';
import { subscriptionsRepository } from '../repositories/subscriptions';
import { accessOf } from '../lib/feature-gate';
import { readOperatorFile } from './operator-file';

export const planChangeSchema = z
  .object({
    email: emailSchema,
    plan: z.enum(PLAN_IDS).optional(),
    interval: z.enum(PLAN_INTERVALS).optional(),
    status: z.enum(SUBSCRIPTION_STATUSES).optional(),
    admin: z.boolean().optional(),
    /** Administers this installation (issue 28): changes any account's plan in Settings → Accounts. */
    administrator: z.boolean().optional(),
  })
  .refine(
    (change) =>
      change.plan ||
      change.interval ||
      change.status ||
      change.admin !== undefined ||
      change.administrator !== undefined,
    {
      message:
        'Say what to change: --plan, --interval, --status, --admin, --no-admin, --administrator or --no-administrator.',
    },
  );
export type PlanChangeInput = z.infer<typeof planChangeSchema>;

/** What the command prints: the account's subscription after the change. */
export interface PlanChangeResult {
  id: string;
  email: string;
  plan: string;
  interval: string;
  status: string;
  role: string;
  /** Administers this installation (Settings → Accounts). */
  administrator: boolean;
  currentPeriodEnd: string;
}

export const NO_SUCH_ACCOUNT = (email: string) => `No account uses ${email}. Check the email, or sign up first.`;

/** The change itself, on an open app's repositories (the operator route and the direct path share it). */
export async function applyPlanChange(
  repositories: {
    users: ReturnType<typeof usersRepository>;
    subscriptions: ReturnType<typeof subscriptionsRepository>;
  },
  input: PlanChangeInput,
): Promise<PlanChangeResult | null> {
  const user = await repositories.users.findByEmail(input.email);
  if (!user) return null;
  if (input.administrator !== undefined) await repositories.users.setAdministrator(user.id, input.administrator);
  const row = await repositories.subscriptions.changeNow(user.id, {
    plan: input.plan,
    interval: input.interval,
    status: input.status,
    admin: input.admin,
  });
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    plan: row.plan,
    interval: row.planInterval,
    status: row.subscriptionStatus,
    role: accessOf(row).role,
    administrator: row.isAdmin,
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
  };
}

export async function changePlan(
  config: Config,
  input: PlanChangeInput,
): Promise<PlanChangeResult & { through: 'server' | 'database' }> {
  const running = config.databaseUrl ? null : readOperatorFile(config.dataDir);
  if (running) {
    const response = await fetch(`${running.url}/operator/plan`, {
      method: 'POST',
      headers: { 'x-operator-token': running.token, 'content-type': 'application/json' },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as { data?: PlanChangeResult; message?: string };
    if (!response.ok || !body.data)
      throw new Error(body.message ?? `The running server (process ${running.pid}) refused: ${response.status}`);
    return { ...body.data, through: 'server' };
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrate(database);
    const result = await applyPlanChange(
      { users: usersRepository(database.orm), subscriptions: subscriptionsRepository(database.orm) },
      input,
    );
    if (!result) throw new Error(NO_SUCH_ACCOUNT(input.email));
    return { ...result, through: 'database' };
  } finally {
    await database.close();
  }
}

/** The command line's words as a change: --email, --plan, --interval, --status, --admin, --no-admin, --administrator, --no-administrator. */
export function parsePlanArgs(args: string[]): PlanChangeInput {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      plan: { type: 'string' },
      interval: { type: 'string' },
      status: { type: 'string' },
      admin: { type: 'boolean' },
      'no-admin': { type: 'boolean' },
      administrator: { type: 'boolean' },
      'no-administrator': { type: 'boolean' },
    },
    strict: true,
  });
  const admin = values.admin ? true : values['no-admin'] ? false : undefined;
  const administrator = values.administrator ? true : values['no-administrator'] ? false : undefined;
  const given = {
    email: values.email,
    plan: values.plan,
    interval: values.interval,
    status: values.status,
    admin,
    administrator,
  };
  const parsed = planChangeSchema.safeParse(
    Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? `--${issue.path.join('.')}: ` : '';
    throw new Error(
      `${where}${issue.message}\nUsage: npm run plan -- --email a@b.c --plan ${PLAN_IDS.join('|')} [--interval ${PLAN_INTERVALS.join('|')}] [--status ${SUBSCRIPTION_STATUSES.join('|')}] [--admin | --no-admin] [--administrator | --no-administrator]`,
    );
  }
  return parsed.data;
}

const isEntry = process.argv[1] !== undefined && import.meta.url.endsWith(path.basename(process.argv[1]));
if (isEntry) {
  try {
    const input = parsePlanArgs(process.argv.slice(2));
    const result = await changePlan(loadConfig(), input);
    console.log(
      `${result.email}: ${result.plan} (${result.interval}), ${result.status}, role ${result.role}${result.administrator ? ', administers this installation' : ''}; this period ends ${result.currentPeriodEnd}` +
        (result.through === 'server' ? ' (changed through the running server)' : ''),
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
