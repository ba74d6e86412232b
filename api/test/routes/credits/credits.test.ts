import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, PLANS } from '@brandcast/shared';
import { addMonth } from '../../../src/repositories/credits';
import { bearer, forEachDatabase, json } from '../../helpers';
import { as, buildWithEngine, createProject, signUp } from '../message/fixtures';

forEachDatabase(({ db }) => {
  test("GET /credits: a new account holds its plan's monthly credits, granted once, with the renewal date", async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const response = await app.inject({ url: '/api/credits', headers: bearer(owner.token) });
    assert.equal(response.statusCode, 200, response.body);
    const { data } = json(response);
    assert.equal(data.balance, PLANS.free.monthlyCredits);
    assert.equal(data.plan, 'free');
    assert.equal(data.monthlyCredits, 500);
    assert.equal(data.ledger.length, 1);
    const [grant] = data.ledger;
    assert.equal(grant.action, 'grant');
    assert.equal(grant.amount, 500);
    assert.equal(grant.balanceAfter, 500);
    assert.equal(grant.description, 'Free plan: 500 monthly credits');
    assert.equal(grant.refId, null);
    // A month after the plan began (sign-up, for a new account).
    const [{ plan_anchor: anchor }] = (await db().query<{ plan_anchor: Date }>(
      'SELECT plan_anchor FROM users WHERE id = $1',
      [owner.user.id],
    )) as [{ plan_anchor: Date }];
    assert.equal(data.renewsAt, addMonth(new Date(anchor)).toISOString());

    // Asking again grants nothing more.
    const again = json(await app.inject({ url: '/api/credits', headers: bearer(owner.token) })).data;
    assert.equal(again.ledger.length, 1);
    assert.equal(again.balance, 500);
  });

  test('GET /credits: charges appear newest first with what they paid for; the plan decides the grant', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    await db().query("UPDATE users SET plan = 'starter' WHERE id = $1", [owner.user.id]);
    const project = await createProject(app, owner);
    const [message] = json(
      await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline', count: 1 }),
    ).data;
    await as(app, owner)('POST', `/message/${message.id}/test`, { makeProjectPublic: true });
    const { data } = json(await as(app, owner)('GET', '/credits'));
    assert.equal(data.plan, 'starter');
    assert.equal(data.monthlyCredits, PLANS.starter.monthlyCredits);
    assert.equal(data.balance, PLANS.starter.monthlyCredits - CREDIT_COSTS.brandMessage - CREDIT_COSTS.splitTest);
    assert.deepEqual(
      data.ledger.map((row: { action: string; amount: number; refId: string | null }) => [
        row.action,
        row.amount,
        row.refId,
      ]),
      [
        ['splitTest', -CREDIT_COSTS.splitTest, message.id],
        ['brandMessage', -CREDIT_COSTS.brandMessage, message.id],
        ['grant', PLANS.starter.monthlyCredits, null],
      ],
    );
    assert.match(data.ledger[0].description, /^Split test of "/);
  });

  test('GET /credits needs a signed-in user', async (t) => {
    const app = await buildWithEngine(t, db());
    const response = await app.inject({ url: '/api/credits' });
    assert.equal(response.statusCode, 401);
  });
});
