import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp, uniqueEmail } from '../../helpers';

forEachDatabase(({ build }) => {
  test('POST /dev/plan: only with EXPOSE_OUTBOX=1; puts an account on a plan at once', async (t) => {
    const closed = await build(t);
    const refused = await closed.inject({ method: 'POST', url: '/api/dev/plan', payload: { email: uniqueEmail(), plan: 'starter' } });
    assert.equal(refused.statusCode, 404);

    const app = await build(t, { exposeOutbox: true });
    const account = await signUp(app);
    // Read the profile first, so a cached session would hold the old plan.
    assert.equal(json(await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) })).data.user.subscription.plan, 'free');
    const changed = await app.inject({ method: 'POST', url: '/api/dev/plan', payload: { email: account.email, plan: 'starter' } });
    assert.equal(changed.statusCode, 204);
    const profile = json(await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) }));
    assert.equal(profile.data.user.subscription.plan, 'starter');

    const unknown = await app.inject({ method: 'POST', url: '/api/dev/plan', payload: { email: uniqueEmail(), plan: 'starter' } });
    assert.equal(unknown.statusCode, 404);
    const badPlan = await app.inject({ method: 'POST', url: '/api/dev/plan', payload: { email: account.email, plan: 'gold' } });
    assert.equal(badPlan.statusCode, 400);
  });
});
