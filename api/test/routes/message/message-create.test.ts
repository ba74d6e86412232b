import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, PLANS } from '@brandcast/shared';
import { bearer, forEachDatabase, json } from '../../helpers';
import { UNKNOWN_ID, as, balanceOf, buildWithEngine, createMessage, createProject, signUp } from './fixtures';

/* Creating messages: by hand (free), its validation, and POST /message/generate (one charge for count drafts). */

forEachDatabase(({ db }) => {
  const build = (t: Parameters<typeof buildWithEngine>[0]) => buildWithEngine(t, db());

  test('create by hand: a draft with score 0, in the Message shape; get it back', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const created = await createMessage(app, owner, project._id, {
      title: '  Fresh  ',
      content: '  Coffee roasted this week.  ',
    });
    assert.equal(created.status, 'draft');
    assert.equal(created.score, 0);
    assert.deepEqual(created.metrics, { clarity: 0, impact: 0, memorability: 0 });
    assert.equal(created.scoreParts, null);
    assert.equal(created.testResults, null);
    assert.deepEqual(created.variants, []);
    assert.equal(created.title, 'Fresh');
    assert.equal(created.content, 'Coffee roasted this week.');
    assert.equal(created.projectId, project._id);
    assert.equal(created.projectName, 'Northwind Coffee');
    assert.equal(created.userId, owner.user.id);
    assert.equal(created.role, 'owner');
    assert.equal(created.provider, null);
    assert.equal(created.providerNote, null);
    assert.equal(created.testedAt, null);

    const fetched = json(await as(app, owner)('GET', `/message/${created.id}`)).data;
    assert.deepEqual(fetched, created);
    // No credits for writing by hand.
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits);
  });

  test('create: validation and unknown projects answer 400 and 404 with clear messages', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const call = as(app, owner);

    const empty = await call('POST', '/message', { projectId: project._id, type: 'tagline', content: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.match(json(empty).message, /Write the message first/);
    const badType = await call('POST', '/message', { projectId: project._id, type: 'slogan', content: 'Hi' });
    assert.equal(badType.statusCode, 400);
    assert.match(json(badType).message, /type must be one of: tagline, value_proposition/);
    const unknown = await call('POST', '/message', { projectId: UNKNOWN_ID, type: 'tagline', content: 'Hi' });
    assert.equal(unknown.statusCode, 404);
    assert.equal(json(unknown).message, 'Project not found.');
    const generateUnknown = await call('POST', '/message/generate', { projectId: UNKNOWN_ID, type: 'tagline' });
    assert.equal(generateUnknown.statusCode, 404);
    assert.equal(json(generateUnknown).message, 'Project not found.');

    for (const url of [`/message/${UNKNOWN_ID}`, '/message/not-an-id']) {
      const missing = await call('GET', url);
      assert.equal(missing.statusCode, 404);
      assert.equal(json(missing).message, 'Message not found.');
    }
    assert.equal((await app.inject({ url: '/api/message' })).statusCode, 401);
  });

  test('generate: count drafts from the brand fields, by the built-in writer, for one charge', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const response = await as(app, owner)('POST', '/message/generate', {
      projectId: project._id,
      type: 'value_proposition',
      count: 4,
    });
    assert.equal(response.statusCode, 201, response.body);
    const { data } = json(response);
    assert.equal(data.length, 4);
    for (const message of data) {
      assert.equal(message.status, 'draft');
      assert.equal(message.score, 0);
      assert.equal(message.type, 'value_proposition');
      assert.equal(message.provider, 'built-in');
      assert.equal(message.projectId, project._id);
      assert.ok(message.content.length > 10);
      assert.doesNotMatch(message.content, /\{|\}|undefined|null/);
    }
    assert.equal(new Set(data.map((m: { content: string }) => m.content)).size, 4, 'the candidates differ');
    assert.equal(await balanceOf(app, owner), PLANS.free.monthlyCredits - CREDIT_COSTS.brandMessage);

    const ledger = json(await app.inject({ url: '/api/credits', headers: bearer(owner.token) })).data.ledger;
    assert.equal(ledger[0].action, 'brandMessage');
    assert.equal(ledger[0].amount, -CREDIT_COSTS.brandMessage);
    assert.equal(ledger[0].description, 'Generated 4 value propositions for Northwind Coffee');
    assert.equal(ledger[0].refId, data[0].id);

    // count defaults to the spec's 3 variations.
    const defaults = json(
      await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline' }),
    ).data;
    assert.equal(defaults.length, 3);
    const tooMany = await as(app, owner)('POST', '/message/generate', {
      projectId: project._id,
      type: 'tagline',
      count: 6,
    });
    assert.equal(tooMany.statusCode, 400);
    assert.match(json(tooMany).message, /count must be a whole number from 1 to 5/);
  });
});
