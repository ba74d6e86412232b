import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PLANS, ROLLOVER_MAX_MONTHS, insufficientCreditsMessage, type PlanId } from '@brandcast/shared';
import { addMonth, balanceAfterGrant, creditsRepository } from '../../src/repositories/credits';
import { addMonths } from '../../src/lib/periods';
import { forEachDatabase, uniqueEmail } from '../helpers';

test("addMonth: the same day next month, or that month's last day", () => {
  assert.equal(addMonth(new Date('2031-01-15T10:00:00.000Z')).toISOString(), '2031-02-15T10:00:00.000Z');
  assert.equal(addMonth(new Date('2031-01-31T10:00:00.000Z')).toISOString(), '2031-02-28T10:00:00.000Z');
  assert.equal(addMonth(new Date('2032-01-31T10:00:00.000Z')).toISOString(), '2032-02-29T10:00:00.000Z');
  assert.equal(addMonth(new Date('2031-12-31T23:59:00.000Z')).toISOString(), '2032-01-31T23:59:00.000Z');
});

test("balanceAfterGrant: free credits lapse; paid plans roll over, at most ROLLOVER_MAX_MONTHS months' worth", () => {
  assert.equal(balanceAfterGrant('free', 0), 500);
  assert.equal(balanceAfterGrant('free', 450), 500, 'no rollover on free');
  assert.equal(balanceAfterGrant('starter', 1200), 5000 + 1200);
  assert.equal(balanceAfterGrant('starter', 1_000_000), 5000 + 5000 * ROLLOVER_MAX_MONTHS);
  assert.equal(balanceAfterGrant('professional', 0), 20_000);
  assert.equal(balanceAfterGrant('enterprise', 50), 100_050);
});

forEachDatabase(({ db }) => {
  const repository = () => creditsRepository(db().orm);

  async function newUser(plan: PlanId = 'free'): Promise<string> {
    const [row] = await db().query<{ id: string }>(
      "INSERT INTO users (email, password_hash, first_name, last_name, plan) VALUES ($1, 'x', 'Ada', 'Lovelace', $2) RETURNING id",
      [uniqueEmail('credits'), plan],
    );
    return row!.id;
  }

  /** Moves the user's whole ledger and subscription back in time, as if it had been written `days` ago. */
  const backdate = async (userId: string, days: number) => {
    await db().query(
      `UPDATE credit_ledger SET created_at = created_at - make_interval(days => $2), period_start = period_start - make_interval(days => $2) WHERE user_id = $1`,
      [userId, days],
    );
    await db().query(
      `UPDATE users SET plan_anchor = plan_anchor - make_interval(days => $2), current_period_start = current_period_start - make_interval(days => $2),
         current_period_end = current_period_end - make_interval(days => $2) WHERE id = $1`,
      [userId, days],
    );
  };

  const grants = async (userId: string) =>
    db().query<{ amount: number; balance_after: number }>(
      "SELECT amount, balance_after FROM credit_ledger WHERE user_id = $1 AND action = 'grant' ORDER BY id",
      [userId],
    );

  test('a month after the last grant, the next one is written when the account is next read (free: leftovers lapse)', async () => {
    const userId = await newUser('free');
    const credits = repository();
    assert.equal((await credits.summary(userId))!.balance, 500);
    await db().orm.transaction((tx) => credits.charge(tx, userId, 'brandMessage', 'Generated 3 taglines'));
    assert.equal((await credits.summary(userId))!.balance, 450);

    // Within the month: nothing new.
    await backdate(userId, 20);
    assert.equal((await credits.summary(userId))!.balance, 450);
    assert.equal((await grants(userId)).length, 1);

    // A month (and a bit) later: a new grant tops the account back up to the plan's credits.
    await backdate(userId, 15);
    const renewed = (await credits.summary(userId))!;
    assert.equal(renewed.balance, 500);
    assert.deepEqual(await grants(userId), [
      { amount: 500, balance_after: 500 },
      { amount: 50, balance_after: 500 },
    ]);
    assert.equal(renewed.ledger[0]!.action, 'grant');
    // The next grant is due a month after the slice this one was for, counted from the plan's start.
    const [{ plan_anchor: anchor }] = (await db().query<{ plan_anchor: Date }>(
      'SELECT plan_anchor FROM users WHERE id = $1',
      [userId],
    )) as [{ plan_anchor: Date }];
    assert.equal(renewed.renewsAt, addMonths(new Date(anchor), 2).toISOString());
    // And only once.
    assert.equal((await credits.summary(userId))!.balance, 500);
    assert.equal((await grants(userId)).length, 2);
  });

  test('paid plans carry leftovers over, up to the cap', async () => {
    const userId = await newUser('starter');
    const credits = repository();
    assert.equal((await credits.summary(userId))!.balance, PLANS.starter.monthlyCredits);
    await backdate(userId, 32);
    assert.equal((await credits.summary(userId))!.balance, 2 * PLANS.starter.monthlyCredits);
    // Many unused months: the carried part stops at ROLLOVER_MAX_MONTHS months' worth.
    for (let month = 0; month < 5; month++) {
      await backdate(userId, 32);
      await credits.summary(userId);
    }
    assert.equal((await credits.summary(userId))!.balance, PLANS.starter.monthlyCredits * (1 + ROLLOVER_MAX_MONTHS));
  });

  test('parallel reads after a month write one grant', async () => {
    const userId = await newUser('free');
    const credits = repository();
    await credits.summary(userId);
    await backdate(userId, 40);
    const balances = await Promise.all(
      Array.from({ length: 8 }, () => credits.summary(userId).then((s) => s!.balance)),
    );
    assert.ok(balances.every((balance) => balance === 500));
    assert.equal((await grants(userId)).length, 2);
  });

  test('ensure fails fast with the same 402, and charge never leaves a negative balance', async () => {
    const userId = await newUser('free');
    const credits = repository();
    for (let i = 0; i < 5; i++)
      await db().orm.transaction((tx) => credits.charge(tx, userId, 'splitTest', 'Split test'));
    await assert.rejects(credits.ensure(userId, 'brandMessage'), (error: Error & { statusCode?: number }) => {
      assert.equal(error.statusCode, 402);
      assert.equal(error.message, insufficientCreditsMessage('brandMessage', 0));
      return true;
    });
    await assert.rejects(
      db().orm.transaction((tx) => credits.charge(tx, userId, 'copyGeneration', 'Copy')),
      { statusCode: 402 },
    );
    assert.equal((await credits.summary(userId))!.balance, 0);
  });
});
