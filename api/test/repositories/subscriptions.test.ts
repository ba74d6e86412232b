import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PAYMENT_GRACE_PERIOD_DAYS, PLANS, ROLLOVER_MAX_MONTHS, accessAt, type PlanId } from '@brandcast/shared';
import { creditsRepository } from '../../src/repositories/credits';
import { settleSubscription, subscriptionsRepository } from '../../src/repositories/subscriptions';
import { accessOf } from '../../src/lib/feature-gate';
import { addMonths } from '../../src/lib/periods';
import { forEachDatabase, uniqueEmail } from '../helpers';

const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

test('accessAt: past_due keeps the plan for the grace period, then free limits; canceled is free; admin stays admin', () => {
  const base = {
    role: 'premium' as const,
    plan: 'starter' as PlanId,
    status: 'active' as const,
    currentPeriodEnd: at('2031-02-01T00:00:00Z'),
    pastDueSince: null,
    scheduledPlan: null,
  };
  assert.deepEqual(accessAt(base, at('2031-01-10T00:00:00Z')), {
    plan: 'starter',
    role: 'premium',
    graceEndsAt: null,
    limited: false,
  });
  const pastDue = { ...base, status: 'past_due' as const, pastDueSince: at('2031-01-10T00:00:00Z') };
  const inGrace = accessAt(pastDue, at('2031-01-12T23:59:59Z'));
  assert.equal(inGrace.plan, 'starter');
  assert.equal(
    inGrace.graceEndsAt,
    new Date(at('2031-01-10T00:00:00Z').getTime() + PAYMENT_GRACE_PERIOD_DAYS * DAY).toISOString(),
  );
  assert.deepEqual(accessAt(pastDue, at('2031-01-13T00:00:00Z')), {
    plan: 'free',
    role: 'free',
    graceEndsAt: null,
    limited: true,
  });
  assert.deepEqual(accessAt({ ...base, status: 'canceled' }, at('2031-01-10T00:00:00Z')), {
    plan: 'free',
    role: 'free',
    graceEndsAt: null,
    limited: true,
  });
  assert.equal(accessAt({ ...pastDue, role: 'admin' }, at('2031-03-01T00:00:00Z')).role, 'admin');
  // A downgrade waiting for the period's end applies from that moment.
  const waiting = { ...base, scheduledPlan: 'free' as PlanId };
  assert.equal(accessAt(waiting, at('2031-01-31T23:59:59Z')).plan, 'starter');
  assert.equal(accessAt(waiting, at('2031-02-01T00:00:00Z')).role, 'free');
});

forEachDatabase(({ db }) => {
  const credits = () => creditsRepository(db().orm);
  const subscriptions = () => subscriptionsRepository(db().orm);

  async function newUser(plan: PlanId, anchor: string): Promise<string> {
    const [row] = await db().query<{ id: string }>(
      `INSERT INTO users (email, password_hash, first_name, last_name, plan, plan_anchor, current_period_start, current_period_end)
       VALUES ($1, 'x', 'Ada', 'Lovelace', $2, $3, $3, $3::timestamptz + interval '1 month') RETURNING id`,
      [uniqueEmail('subscription'), plan, anchor],
    );
    return row!.id;
  }
  const balanceAt = (userId: string, now: Date) =>
    db().orm.transaction(async (tx) => (await credits().lockAccount(tx, userId, now))!.balance);
  const spend = (userId: string, amount: number, now: Date) =>
    db().query(
      `INSERT INTO credit_ledger (user_id, amount, balance_after, action, description, created_at)
       SELECT $1, -$2::int, balance_after - $2::int, 'brandMessage', 'spent', $3 FROM credit_ledger WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
      [userId, amount, now],
    );
  const grantRows = (userId: string) =>
    db().query<{ amount: number; balance_after: number; period_start: Date }>(
      "SELECT amount, balance_after, period_start FROM credit_ledger WHERE user_id = $1 AND action = 'grant' ORDER BY id",
      [userId],
    );

  test('a simulated year of a yearly Starter plan: granted monthly, rollover capped, each month once however often the job runs', async () => {
    const anchor = '2031-01-31T09:00:00.000Z';
    const userId = await newUser('starter', anchor);
    await subscriptions().changeNow(userId, { interval: 'yearly' }, at(anchor));
    const monthly = PLANS.starter.monthlyCredits;
    const cap = monthly * (1 + ROLLOVER_MAX_MONTHS);
    let expected = 0;
    for (let month = 0; month < 12; month++) {
      const now = new Date(addMonths(at(anchor), month).getTime() + 3600_000);
      // The grant job, run twice and twice at once: one grant.
      const [a, b] = await Promise.all([balanceAt(userId, now), balanceAt(userId, now)]);
      const c = await balanceAt(userId, now);
      expected = Math.min(expected + monthly, cap);
      assert.deepEqual([a, b, c], [expected, expected, expected], `month ${month + 1}`);
      // Spend a little in months 4 and 9 only.
      if (month === 3 || month === 8) {
        await spend(userId, 1000, now);
        expected -= 1000;
      }
    }
    const rows = await grantRows(userId);
    assert.equal(rows.length, 12, 'a yearly plan still grants monthly');
    // Slices counted from the anchor: the 31st becomes the month's last day, and comes back.
    assert.deepEqual(
      rows.slice(0, 3).map((row) => row.period_start.toISOString()),
      ['2031-01-31T09:00:00.000Z', '2031-02-28T09:00:00.000Z', '2031-03-31T09:00:00.000Z'],
    );
    const [user] = await db().query<{ current_period_end: Date }>(
      'SELECT current_period_end FROM users WHERE id = $1',
      [userId],
    );
    assert.equal(user!.current_period_end.toISOString(), '2032-01-31T09:00:00.000Z');
  });

  test('months nobody came are granted in order when the account is next read (rollover counts them)', async () => {
    const anchor = '2031-05-01T00:00:00.000Z';
    const userId = await newUser('starter', anchor);
    assert.equal(await balanceAt(userId, at('2031-05-02T00:00:00Z')), 5000);
    assert.equal(await balanceAt(userId, at('2031-07-15T00:00:00Z')), 15_000, 'June and July');
    assert.equal((await grantRows(userId)).length, 3);
  });

  test("upgrade at once with the new plan's credits in full; downgrade at the period's end; nothing of the data is touched", async () => {
    const anchor = '2031-03-10T00:00:00.000Z';
    const userId = await newUser('free', anchor);
    assert.equal(await balanceAt(userId, at('2031-03-11T00:00:00Z')), 500);
    await spend(userId, 200, at('2031-03-12T00:00:00Z'));

    // Upgrade on the 20th: a new period starts then, with Professional's 20,000 credits in full, the 300 left carried.
    const upgraded = (await subscriptions().changeNow(userId, { plan: 'professional' }, at('2031-03-20T00:00:00Z')))!;
    assert.deepEqual([upgraded.plan, upgraded.role], ['professional', 'premium']);
    assert.equal(upgraded.currentPeriodEnd.toISOString(), '2031-04-20T00:00:00.000Z');
    assert.equal(await balanceAt(userId, at('2031-03-20T00:00:01Z')), 20_300);

    // The user asks for Starter: it waits for the period's end.
    const asked = (await subscriptions().request(
      userId,
      { plan: 'starter', interval: 'monthly' },
      at('2031-03-25T00:00:00Z'),
    ))!;
    assert.equal(asked.upgrade, false);
    assert.equal(asked.row.plan, 'professional');
    assert.equal(asked.row.scheduledPlan, 'starter');
    assert.equal(accessOf(asked.row, at('2031-04-19T23:00:00Z')).plan, 'professional');
    // Asking for Enterprise is an upgrade: it needs paying, and changes nothing here.
    assert.equal(
      (await subscriptions().request(userId, { plan: 'enterprise', interval: 'monthly' }, at('2031-03-26T00:00:00Z')))!
        .upgrade,
      true,
    );

    // At the period's end the downgrade applies; the next slice is Starter's, leftovers capped by Starter's rollover.
    const balance = await balanceAt(userId, at('2031-04-21T00:00:00Z'));
    assert.equal(balance, 5000 + Math.min(20_300, 5000 * ROLLOVER_MAX_MONTHS));
    const settled = (await db().orm.transaction((tx) => settleSubscription(tx, userId, at('2031-04-21T00:00:00Z'))))!;
    assert.deepEqual([settled.plan, settled.role, settled.scheduledPlan], ['starter', 'premium', null]);
    assert.equal(settled.currentPeriodStart.toISOString(), '2031-04-20T00:00:00.000Z');
  });

  test('past_due through the grace period and back: plan features for 3 days, then free limits with credits kept, then paid again', async () => {
    const anchor = '2031-06-01T00:00:00.000Z';
    const userId = await newUser('enterprise', anchor);
    assert.equal(await balanceAt(userId, at('2031-06-01T01:00:00Z')), 100_000);
    const pastDue = (await subscriptions().changeNow(userId, { status: 'past_due' }, at('2031-06-20T00:00:00Z')))!;
    assert.equal(pastDue.pastDueSince!.toISOString(), '2031-06-20T00:00:00.000Z');
    assert.equal(pastDue.currentPeriodStart.toISOString(), anchor, 'a status alone keeps the period');
    assert.equal(accessOf(pastDue, at('2031-06-22T23:00:00Z')).role, 'enterprise');
    assert.equal(accessOf(pastDue, at('2031-06-23T00:00:00Z')).role, 'free');
    // The next month's grant while limited: free's credits at least, the 100,000 held are not taken.
    assert.equal(await balanceAt(userId, at('2031-07-02T00:00:00Z')), 100_000);
    // Paid again: active, the plan applies at once.
    const paid = (await subscriptions().changeNow(userId, { status: 'active' }, at('2031-07-03T00:00:00Z')))!;
    assert.equal(paid.pastDueSince, null);
    assert.equal(accessOf(paid, at('2031-07-03T00:00:00Z')).role, 'enterprise');
  });
});
