import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, PLANS, insufficientCreditsMessage } from '@brandcast/shared';
import { forEachDatabase, json } from '../../helpers';
import {
  as,
  balanceOf,
  buildWithEngine,
  countRows,
  createMessage,
  createProject,
  engineWith,
  setBalance,
  signUp,
} from './fixtures';

/* Credits under parallel requests: generations, variants and duplicates never overdraw, overfill or deadlock. */

/** An engine whose every variant is new ("Variant number N", counting on across calls). */
function uniqueVariants() {
  let written = 0;
  return engineWith({
    async generateVariants(message, { count }) {
      return {
        provider: 'built-in',
        items: Array.from({ length: count }, () => ({
          type: message.type,
          title: '',
          content: `Variant number ${++written}`,
        })),
      };
    },
  });
}

forEachDatabase(({ db }) => {
  const count = (sql: string, params: unknown[]) => countRows(db(), sql, params);

  test('20 parallel generations on a fresh free account: exactly 10 succeed, 10 get 402, balance 0', async (t) => {
    // Every line new, so each request returns the full set it pays for.
    let written = 0;
    const unique = engineWith({
      async generateMessages(_project, { type, count }) {
        return {
          provider: 'built-in',
          items: Array.from({ length: count }, () => ({ type, title: '', content: `Tagline number ${++written}` })),
        };
      },
    });
    const app = await buildWithEngine(t, db(), unique);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline', count: 2 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [...Array(10).fill(201), ...Array(10).fill(402)]);
    for (const response of responses.filter((r) => r.statusCode === 402)) {
      assert.equal(json(response).message, insufficientCreditsMessage('brandMessage', 0));
    }
    assert.equal(await balanceOf(app, owner), 0);
    // Only what was paid for is stored: 10 requests x 2 drafts.
    assert.equal(await count('SELECT count(*)::int AS n FROM messages WHERE project_id = $1', [project._id]), 20);
    const charges = await db().query<{ amount: number; balance_after: number }>(
      "SELECT amount, balance_after FROM credit_ledger WHERE user_id = $1 AND action = 'brandMessage' ORDER BY id",
      [owner.user.id],
    );
    assert.deepEqual(
      charges.map((row) => row.balance_after),
      [450, 400, 350, 300, 250, 200, 150, 100, 50, 0],
    );
    assert.ok(charges.every((row) => row.amount === -CREDIT_COSTS.brandMessage));
    assert.equal(
      await count("SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1 AND action = 'grant'", [
        owner.user.id,
      ]),
      1,
    );
  });

  test('parallel variant requests on one message keep at most MAX_VARIANTS and charge only those that fit', async (t) => {
    // Every variant new, so each request adds exactly what it asks for.
    const unique = uniqueVariants();
    const app = await buildWithEngine(t, db(), unique);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => as(app, owner)('POST', `/message/${message.id}/variants`, { count: 3 })),
    );
    assert.deepEqual(responses.map((r) => r.statusCode).sort(), [200, 200, 200, 400]);
    const refused = responses.find((r) => r.statusCode === 400)!;
    assert.equal(json(refused).message, 'This message has 9 variants and keeps at most 10: ask for 1 more at most.');
    assert.equal(json(await as(app, owner)('GET', `/message/${message.id}`)).data.variants.length, 9);
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - 3 * CREDIT_COSTS.brandMessage);
  });

  test('duplicating a message while it is tested and given variants never deadlocks (both lock the account first)', async (t) => {
    // Every variant new, so no round is refused for offering what the message already has.
    const unique = uniqueVariants();
    const app = await buildWithEngine(t, db(), unique);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    await setBalance(db(), owner.user.id, 10 * (CREDIT_COSTS.splitTest + CREDIT_COSTS.brandMessage));
    const call = as(app, owner);
    for (let round = 0; round < 10; round++) {
      const [duplicated, tested, varied] = await Promise.all([
        call('POST', `/message/${message.id}/duplicate`),
        call('POST', `/message/${message.id}/test`, { makeProjectPublic: true }),
        call('POST', `/message/${message.id}/variants`, { count: 1 }),
      ]);
      assert.equal(duplicated.statusCode, 201, `round ${round}: ${duplicated.body}`);
      assert.equal(tested.statusCode, 200, `round ${round}: ${tested.body}`);
      assert.equal(varied.statusCode, 200, `round ${round}: ${varied.body}`);
    }
    assert.equal(await count('SELECT count(*)::int AS n FROM messages WHERE project_id = $1', [project._id]), 11);
    assert.equal(await balanceOf(app, owner), 0);
  });
});
