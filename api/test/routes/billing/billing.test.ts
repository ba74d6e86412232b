import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, PAYMENTS_NOT_CONNECTED, PLANS } from '@brandcast/shared';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';

/* routes/billing: the subscription, usage this period, the filtered ledger, and asking for a plan. */
forEachDatabase(({ build, db }) => {
  const charge = (userId: string, action: string, amount: number) =>
    db().query(
      `INSERT INTO credit_ledger (user_id, amount, balance_after, action, description)
       SELECT $1, -$3::int, balance_after - $3::int, $2, 'test' FROM credit_ledger WHERE user_id = $1 ORDER BY id DESC LIMIT 1`,
      [userId, action, amount],
    );

  test("GET /billing: plan, interval, status, period, what applies now, and this period's spending by action", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await app.inject({ url: '/api/credits', headers: bearer(owner.token) }); // the first grant
    await charge(owner.user.id, 'brandMessage', CREDIT_COSTS.brandMessage);
    await charge(owner.user.id, 'brandMessage', CREDIT_COSTS.brandMessage);
    await charge(owner.user.id, 'copyGeneration', CREDIT_COSTS.copyGeneration);
    const response = await app.inject({ url: '/api/billing', headers: bearer(owner.token) });
    assert.equal(response.statusCode, 200, response.body);
    const { subscription, usage } = json(response).data;
    assert.deepEqual(
      [subscription.plan, subscription.interval, subscription.status, subscription.paymentsConnected],
      ['free', 'monthly', 'active', false],
    );
    assert.deepEqual(subscription.access, { plan: 'free', role: 'free', graceEndsAt: null, limited: false });
    assert.ok(new Date(subscription.currentPeriodEnd) > new Date(subscription.currentPeriodStart));
    assert.deepEqual(usage, [
      { action: 'brandMessage', count: 2, credits: 100 },
      { action: 'copyGeneration', count: 1, credits: 30 },
      { action: 'splitTest', count: 0, credits: 0 },
      { action: 'videoScript', count: 0, credits: 0 },
    ]);
  });

  test('GET /billing/ledger: filtered by action and days, paged; bad filters are 400s that say what is expected', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await app.inject({ url: '/api/credits', headers: bearer(owner.token) });
    for (let i = 0; i < 3; i++) await charge(owner.user.id, 'splitTest', 100);
    const ledger = (query: string) => app.inject({ url: `/api/billing/ledger${query}`, headers: bearer(owner.token) });
    const all = json(await ledger('')).data;
    assert.equal(all.total, 4);
    const tests = json(await ledger('?action=splitTest')).data;
    assert.equal(tests.total, 3);
    assert.ok(tests.entries.every((entry: { action: string }) => entry.action === 'splitTest'));
    const today = new Date().toISOString().slice(0, 10);
    assert.equal(json(await ledger(`?from=${today}&to=${today}`)).data.total, 4);
    assert.equal(json(await ledger('?to=2001-01-01')).data.total, 0);
    const bad = await ledger('?action=coffee');
    assert.equal(bad.statusCode, 400);
    assert.match(json(bad).message, /action must be grant or one of/);
    assert.equal((await ledger('?from=yesterday')).statusCode, 400);
  });

  test("POST /billing/change: a downgrade waits for the period's end, the current plan again drops it, an upgrade without payments is a 409 saying how", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await db().query("UPDATE users SET plan = 'professional', role = 'premium' WHERE id = $1", [owner.user.id]);
    const change = (plan: string, interval = 'monthly') =>
      app.inject({
        method: 'POST',
        url: '/api/billing/change',
        headers: bearer(owner.token),
        payload: { plan, interval },
      });

    const down = await change('starter');
    assert.equal(down.statusCode, 200, down.body);
    assert.equal(json(down).data.plan, 'professional');
    assert.equal(json(down).data.scheduledPlan, 'starter');
    assert.equal(json(down).data.access.plan, 'professional', 'the plan paid for applies until the period ends');
    const undo = json(await change('professional')).data;
    assert.equal(undo.scheduledPlan, null);

    const up = await change('enterprise');
    assert.equal(up.statusCode, 409);
    assert.equal(json(up).message, PAYMENTS_NOT_CONNECTED);
    assert.equal((await change('professional', 'yearly')).statusCode, 409, 'monthly to yearly is an upgrade');
    assert.equal((await change('gold')).statusCode, 400);
    // Nothing changed by the refused upgrade.
    const after = json(await app.inject({ url: '/api/billing', headers: bearer(owner.token) })).data.subscription;
    assert.deepEqual(
      [after.plan, after.scheduledPlan, PLANS[after.plan as 'professional'].monthlyCredits],
      ['professional', null, 20_000],
    );
  });

  test('billing is an account route: an API token is refused', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await db().query("UPDATE users SET plan = 'enterprise', role = 'enterprise' WHERE id = $1", [owner.user.id]);
    const created = json(
      await app.inject({
        method: 'POST',
        url: '/api/token',
        headers: bearer(owner.token),
        payload: { name: 'CI', scope: 'write' },
      }),
    ).data;
    const refused = await app.inject({ url: '/api/billing', headers: bearer(created.token) });
    assert.equal(refused.statusCode, 403);
  });
});
