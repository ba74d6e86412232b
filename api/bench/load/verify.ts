/**
 * The load test's correctness checks, made against the database after the run: what the virtual users
 * were acknowledged (scenario.ts) must be exactly what is stored.
 */
import type { SqlRunner } from '../../src/db/client';
import { COPY_DUE_TITLE } from '../../src/plugins/app/scheduler';
import type { VirtualUser } from './scenario';

export interface Verdict {
  problems: string[];
  checked: { messages: number; copies: number; balances: number; scheduled: number };
}

/** Waits until every scheduled copy is due and a scheduler pass has had time to run. */
export async function waitForDueCopies(users: VirtualUser[], schedulerIntervalMs: number): Promise<void> {
  const last = Math.max(0, ...users.flatMap((user) => user.scheduled.map((copy) => Date.parse(copy.at))));
  const wait = last + 2 * schedulerIntervalMs + 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Checks the database (any SqlRunner: the cluster's schema, or a test's database) against what the users were acknowledged. */
export async function verify(db: Pick<SqlRunner, 'query'>, users: VirtualUser[]): Promise<Verdict> {
  const problems: string[] = [];
  const checked = { messages: 0, copies: 0, balances: 0, scheduled: 0 };
  const client = { query: async <T>(sql: string, params: unknown[]) => ({ rows: await db.query<T>(sql, params) }) };
  {
    for (const user of users) {
      const who = `user ${user.index}`;
      // Messages and copies: every acknowledged one, and no more than the writes that got no answer could add.
      const stored = new Set<string>();
      for (const [table, acknowledged] of [
        ['messages', user.messages],
        ['copies', user.copies],
      ] as const) {
        const { rows } = await client.query<{ id: string }>(
          `SELECT id FROM ${table} WHERE project_id = ANY($1::uuid[])`,
          [user.projects],
        );
        const ids = new Set(rows.map((row) => row.id));
        for (const id of ids) stored.add(id);
        const lost = acknowledged.filter((id) => !ids.has(id));
        const extra = rows.length - acknowledged.filter((id) => ids.has(id)).length;
        if (lost.length)
          problems.push(`${who}: ${lost.length} acknowledged ${table} missing (${lost.slice(0, 3).join(', ')})`);
        if (extra > user.unanswered[table]) {
          problems.push(
            `${who}: ${extra} ${table} stored that were never acknowledged (or twice), more than the ${user.unanswered[table]} writes that got no answer`,
          );
        }
        if (new Set(acknowledged).size !== acknowledged.length)
          problems.push(`${who}: one ${table} id acknowledged twice`);
        checked[table] += acknowledged.length;
      }

      // Credits: the ledger adds up row by row, one grant, and the balance is grants minus acknowledged charges.
      const { rows: ledger } = await client.query<{
        amount: number;
        balance_after: number;
        action: string;
        ref_id: string | null;
      }>('SELECT amount, balance_after, action, ref_id FROM credit_ledger WHERE user_id = $1 ORDER BY id', [
        user.userId,
      ]);
      let running = 0;
      let grants = 0;
      for (const row of ledger) {
        running += row.amount;
        if (row.balance_after !== running) {
          problems.push(
            `${who}: ledger row says ${row.balance_after} after ${row.amount}, the rows add up to ${running}`,
          );
          break;
        }
        if (row.action === 'grant') grants += row.amount;
      }
      if (ledger.filter((row) => row.action === 'grant').length > 1)
        problems.push(`${who}: more than one monthly grant`);
      // Each acknowledged charge is in the ledger once; any other charge is for a write that got no answer,
      // and what it paid for was stored with it.
      const chargedIds = new Set(user.chargedIds);
      const charges = ledger.filter((row) => row.amount < 0);
      const acknowledgedCharges = charges.filter((row) => row.ref_id && chargedIds.has(row.ref_id));
      const otherCharges = charges.filter((row) => !row.ref_id || !chargedIds.has(row.ref_id));
      if (acknowledgedCharges.length !== user.charges)
        problems.push(`${who}: ${user.charges} acknowledged charges, ${acknowledgedCharges.length} in the ledger`);
      if (otherCharges.length > user.unanswered.charges)
        problems.push(`${who}: ${otherCharges.length} charges nobody was told of`);
      for (const row of otherCharges) {
        if (!row.ref_id || !stored.has(row.ref_id))
          problems.push(`${who}: a charge of ${row.amount} for ${row.ref_id} that was not stored`);
      }
      const unacknowledged = -otherCharges.reduce((sum, row) => sum + row.amount, 0);
      const balance = ledger.at(-1)?.balance_after ?? 0;
      if (ledger.length > 0 && balance !== grants - user.charged - unacknowledged) {
        problems.push(
          `${who}: balance ${balance}, but grants ${grants} minus acknowledged charges ${user.charged} is ${grants - user.charged}` +
            (unacknowledged ? ` (${unacknowledged} more for writes that got no answer)` : ''),
        );
      }
      if (balance < 0) problems.push(`${who}: balance below zero (${balance})`);
      checked.balances += 1;

      // Scheduled copies: all due now; each published at its time, and its author told once.
      for (const copy of user.scheduled) {
        const { rows } = await client.query<{ status: string; published_at: Date | null; scheduled_date: Date | null }>(
          'SELECT status, published_at, scheduled_date FROM copies WHERE id = $1',
          [copy.id],
        );
        const row = rows[0];
        if (!row || row.status !== 'published')
          problems.push(`${who}: scheduled copy ${copy.id} is ${row?.status ?? 'gone'}`);
        else if (row.published_at?.toISOString() !== copy.at)
          problems.push(
            `${who}: copy ${copy.id} published at ${row.published_at?.toISOString()}, scheduled ${copy.at}`,
          );
        const { rows: told } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title = $2 AND message LIKE $3',
          [user.userId, COPY_DUE_TITLE, `%"${copy.title}"%`],
        );
        if (told[0]!.n !== 1) problems.push(`${who}: copy ${copy.id} notified ${told[0]!.n} times`);
        checked.scheduled += 1;
      }
    }
  }
  return { problems, checked };
}
