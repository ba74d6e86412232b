import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, LOW_CREDITS_TITLE, PLANS, lowCreditsMessage } from '@brandcast/shared';
import { createBuiltInProvider, type GenerationProvider } from '../../../src/engine/index';
import { forEachDatabase } from '../../helpers';
import { as, balanceOf, buildWithEngine, createProject, signUp } from '../message/fixtures';

/* The charge that takes the balance to 20% of the month's grant or below sends one notification, once per grant. */

/** Every line new, so each generation is a full set at the full price. */
function uniqueLines(): GenerationProvider {
  let written = 0;
  return {
    ...createBuiltInProvider(),
    async generateMessages(_project, { type, count }) {
      return {
        provider: 'built-in',
        items: Array.from({ length: count }, () => ({ type, title: '', content: `Tagline number ${++written}` })),
      };
    },
  };
}

forEachDatabase(({ db }) => {
  const warnings = async (userId: string) =>
    db().query<{ type: string; message: string }>(
      'SELECT type, message FROM notifications WHERE user_id = $1 AND title = $2 ORDER BY created_at',
      [userId, LOW_CREDITS_TITLE],
    );

  test('one notification when a charge reaches 20% of the month’s grant, none for the charges after it, again after the next grant', async (t) => {
    const app = await buildWithEngine(t, db(), uniqueLines());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const generate = () =>
      as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline', count: 3 });
    const granted = PLANS.free.monthlyCredits;
    const line = granted * 0.2;

    // Down to just above the line: no warning yet.
    while ((await balanceOf(app, owner)) - CREDIT_COSTS.brandMessage > line) {
      assert.equal((await generate()).statusCode, 201);
    }
    assert.deepEqual(await warnings(owner.user.id), []);

    // The charge that reaches the line warns, with what is left of what month's grant.
    assert.equal((await generate()).statusCode, 201);
    const left = await balanceOf(app, owner);
    assert.ok(left <= line);
    assert.deepEqual(await warnings(owner.user.id), [{ type: 'warning', message: lowCreditsMessage(left, granted) }]);

    // The charges after it, and a refused one, add none.
    while ((await balanceOf(app, owner)) >= CREDIT_COSTS.brandMessage) assert.equal((await generate()).statusCode, 201);
    assert.equal((await generate()).statusCode, 402);
    assert.equal((await warnings(owner.user.id)).length, 1);

    // A new grant, spent down again: one more.
    await db().query(
      "INSERT INTO credit_ledger (user_id, amount, balance_after, action, description) VALUES ($1, $2, $2, 'grant', 'next month')",
      [owner.user.id, granted],
    );
    while ((await balanceOf(app, owner)) >= CREDIT_COSTS.brandMessage) assert.equal((await generate()).statusCode, 201);
    assert.equal((await warnings(owner.user.id)).length, 2);
  });
});
