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
import { ENGINE_FAILED } from '../../../src/plugins/app/engine';

/* Credits for generating messages, variants and split tests: refused (402), or not charged when nothing new is written. */

forEachDatabase(({ db }) => {
  const count = (sql: string, params: unknown[]) => countRows(db(), sql, params);
  const ledgerRows = (userId: string) =>
    count('SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1', [userId]);

  test('402 with the exact message when the balance is short, for each action; nothing is stored or charged', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    await setBalance(db(), owner.user.id, 20);
    const call = as(app, owner);

    const generate = await call('POST', '/message/generate', { projectId: project._id, type: 'tagline' });
    assert.equal(generate.statusCode, 402);
    assert.equal(
      json(generate).message,
      'Generating a brand message costs 50 credits; you have 20. Credits renew monthly; upgrade your plan for more.',
    );
    const variants = await call('POST', `/message/${message.id}/variants`, { count: 2 });
    assert.equal(variants.statusCode, 402);
    assert.equal(json(variants).message, insufficientCreditsMessage('brandMessage', 20));
    const tested = await call('POST', `/message/${message.id}/test`, { makeProjectPublic: true });
    assert.equal(tested.statusCode, 402);
    assert.equal(
      json(tested).message,
      'Running a split test costs 100 credits; you have 20. Credits renew monthly; upgrade your plan for more.',
    );

    assert.equal(await count('SELECT count(*)::int AS n FROM messages WHERE project_id = $1', [project._id]), 1);
    assert.deepEqual(
      json(await call('GET', `/message/${message.id}`)).data,
      message,
      'no variants, no test, still a draft',
    );
    assert.equal(await count('SELECT count(*)::int AS n FROM tracked_links WHERE message_id = $1', [message.id]), 0);
    assert.equal(await balanceOf(app, owner), 20);

    // With exactly enough, the split test goes through and leaves 0.
    await setBalance(db(), owner.user.id, CREDIT_COSTS.splitTest);
    assert.equal((await call('POST', `/message/${message.id}/test`, { makeProjectPublic: true })).statusCode, 200);
    assert.equal(await balanceOf(app, owner), 0);
  });

  test('when the engine fails, nothing is stored and nothing is charged', async (t) => {
    const failing = engineWith({
      async generateMessages() {
        throw new Error('model exploded');
      },
      async generateVariants() {
        throw new Error('model exploded');
      },
    });
    const app = await buildWithEngine(t, db(), failing);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const before = await balanceOf(app, owner);
    const rowsBefore = await ledgerRows(owner.user.id);

    const generate = await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline' });
    assert.equal(generate.statusCode, 503);
    assert.equal(json(generate).message, ENGINE_FAILED);
    assert.doesNotMatch(generate.body, /exploded/, 'no internals in the answer');
    const variants = await as(app, owner)('POST', `/message/${message.id}/variants`, { count: 1 });
    assert.equal(variants.statusCode, 503);

    assert.equal(await balanceOf(app, owner), before);
    assert.equal(await ledgerRows(owner.user.id), rowsBefore);
    assert.equal(await count('SELECT count(*)::int AS n FROM messages WHERE project_id = $1', [project._id]), 1);
    assert.deepEqual(json(await as(app, owner)('GET', `/message/${message.id}`)).data.variants, []);
  });

  test('an engine that writes nothing: 502 with a message, nothing charged', async (t) => {
    const empty = engineWith({
      async generateMessages() {
        return { provider: 'built-in', items: [] };
      },
    });
    const app = await buildWithEngine(t, db(), empty);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const response = await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline' });
    assert.equal(response.statusCode, 502);
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits);
  });

  test('variants: a line the writer finds no other angle on is a 422 that says why, nothing charged', async (t) => {
    const none = engineWith({
      async generateVariants() {
        return { provider: 'built-in', items: [] };
      },
    });
    const app = await buildWithEngine(t, db(), none);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const response = await as(app, owner)('POST', `/message/${message.id}/variants`, { count: 2 });
    assert.equal(response.statusCode, 422, response.body);
    assert.match(json(response).message, /No variant of this message could be written.*Nothing was charged\./);
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits);
  });

  test('variants the message already has are dropped; when nothing new is left: 409, nothing charged', async (t) => {
    let offer: string[] = [];
    const scripted = engineWith({
      async generateVariants(message) {
        return { provider: 'built-in', items: offer.map((content) => ({ type: message.type, title: '', content })) };
      },
    });
    const app = await buildWithEngine(t, db(), scripted);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id, { content: 'Fresh beans, every week.' });
    const call = as(app, owner);

    offer = ['First idea', 'FRESH BEANS, every week.', 'Second idea'];
    const first = json(await call('POST', `/message/${message.id}/variants`, { count: 3 })).data;
    assert.deepEqual(
      first.variants.map((v: { content: string }) => v.content),
      ['First idea', 'Second idea'],
    );

    offer = ['first idea', 'Third idea', 'Fourth idea'];
    const second = json(await call('POST', `/message/${message.id}/variants`, { count: 1 })).data;
    assert.deepEqual(
      second.variants.map((v: { content: string }) => v.content),
      ['First idea', 'Second idea', 'Third idea'],
    );
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - 2 * CREDIT_COSTS.brandMessage);

    offer = ['Second idea', 'Fresh beans, every week.'];
    const stale = await call('POST', `/message/${message.id}/variants`, { count: 1 });
    assert.equal(stale.statusCode, 409);
    assert.match(json(stale).message, /already has\. Nothing was charged/);
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - 2 * CREDIT_COSTS.brandMessage);
  });
});
