import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp, uniqueEmail } from '../../helpers';

forEachDatabase(({ build }) => {
  test('POST /dev/plan: only with EXPOSE_OUTBOX=1; puts an account on a plan at once', async (t) => {
    const closed = await build(t);
    const refused = await closed.inject({
      method: 'POST',
      url: '/api/dev/plan',
      payload: { email: uniqueEmail(), plan: 'starter' },
    });
    assert.equal(refused.statusCode, 404);

    const app = await build(t, { exposeOutbox: true });
    const account = await signUp(app);
    // Read the profile first, so a cached session would hold the old plan.
    assert.equal(
      json(await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) })).data.user.subscription
        .plan,
      'free',
    );
    const changed = await app.inject({
      method: 'POST',
      url: '/api/dev/plan',
      payload: { email: account.email, plan: 'starter' },
    });
    assert.equal(changed.statusCode, 204);
    const profile = json(await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) }));
    assert.equal(profile.data.user.subscription.plan, 'starter');

    const unknown = await app.inject({
      method: 'POST',
      url: '/api/dev/plan',
      payload: { email: uniqueEmail(), plan: 'starter' },
    });
    assert.equal(unknown.statusCode, 404);
    const badPlan = await app.inject({
      method: 'POST',
      url: '/api/dev/plan',
      payload: { email: account.email, plan: 'gold' },
    });
    assert.equal(badPlan.statusCode, 400);
  });

  test('POST /dev/plan: honours the status it is given (validated against SUBSCRIPTION_STATUSES); active by default', async (t) => {
    const app = await build(t, { exposeOutbox: true });
    const account = await signUp(app);
    const subscription = async () =>
      json(await app.inject({ url: '/api/billing', headers: bearer(account.token) })).data.subscription;
    const setPlan = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/dev/plan', payload: { email: account.email, ...payload } });

    assert.equal((await setPlan({ plan: 'starter', status: 'past_due' })).statusCode, 204);
    let now = await subscription();
    assert.deepEqual([now.plan, now.status, now.access.plan], ['starter', 'past_due', 'starter']);
    assert.ok(now.access.graceEndsAt, 'past_due starts the grace period');
    assert.deepEqual(
      json(await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) })).data.user.subscription,
      { plan: 'starter', status: 'past_due' },
    );

    assert.equal((await setPlan({ plan: 'professional', status: 'canceled' })).statusCode, 204);
    now = await subscription();
    assert.deepEqual(
      [now.plan, now.status, now.access.plan, now.access.limited],
      ['professional', 'canceled', 'free', true],
    );

    assert.equal((await setPlan({ plan: 'starter' })).statusCode, 204);
    now = await subscription();
    assert.deepEqual([now.plan, now.status, now.access.plan], ['starter', 'active', 'starter']);

    const badStatus = await setPlan({ plan: 'starter', status: 'paused' });
    assert.equal(badStatus.statusCode, 400);
    assert.match(json(badStatus).message, /^status: /);
    assert.equal((await subscription()).status, 'active', 'a refused change changes nothing');
  });
});
