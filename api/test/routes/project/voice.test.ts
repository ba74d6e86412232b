import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BRAND_VOICE_DEFAULT } from '@brandcast/shared';
import { bearer, build, forEachDatabase, json, signUp } from '../../helpers';

/** A project's brand voice: stored, answered, changed, copied with the project, followed by the writer. */
forEachDatabase(({ db }) => {
  const call =
    (app: Awaited<ReturnType<typeof build>>, token: string) =>
    (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  test('create with a voice, read it back, change it; a project without one has the neutral voice', async (t) => {
    const app = await build(t, db());
    const owner = await signUp(app);
    const as = call(app, owner.token);
    const voice = { formality: 80, playfulness: 20, wordsToUse: ['sourdough'], wordsToAvoid: ['artisan'] };
    const created = await as('POST', '/project', { details: { businessName: 'Crumb & Co' }, voice });
    assert.equal(created.statusCode, 201, created.body);
    const { _id: id, voice: stored } = json(created).data;
    assert.deepEqual(stored, voice);
    assert.deepEqual(json(await as('GET', `/project/${id}`)).data.voice, voice);

    const changed = await as('PATCH', `/project/${id}`, { voice: { formality: 10, wordsToAvoid: ['cheap'] } });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.deepEqual(json(changed).data.voice, {
      formality: 10,
      playfulness: 50,
      wordsToUse: [],
      wordsToAvoid: ['cheap'],
    });
    // Changing the fields leaves the voice alone.
    assert.deepEqual(
      json(await as('PATCH', `/project/${id}`, { details: { location: 'Austin' } })).data.voice.wordsToAvoid,
      ['cheap'],
    );
    // A copy of the project speaks in the same voice.
    assert.deepEqual(json(await as('POST', `/project/${id}/duplicate`)).data.voice.wordsToAvoid, ['cheap']);

    const plain = json(await as('POST', '/project', { details: { businessName: 'Plain' } })).data;
    assert.deepEqual(plain.voice, BRAND_VOICE_DEFAULT);
  });

  test('a voice out of range or of the wrong kind is a 400 that says what to fix', async (t) => {
    const app = await build(t, db());
    const owner = await signUp(app);
    const as = call(app, owner.token);
    for (const [voice, message] of [
      [{ formality: 101 }, /formality/],
      [{ playfulness: 'loud' }, /playfulness must be a number from 0 to 100/],
      [{ wordsToUse: 'cheap' }, /Words to use must be a list of words/],
      [{ wordsToAvoid: [''] }, /Words to avoid cannot be empty/],
    ] as const) {
      const response = await as('POST', '/project', { details: { businessName: 'X' }, voice });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(json(response).message, message);
    }
  });

  test('the writer follows the voice: never a word to avoid, and a formal voice without contractions', async (t) => {
    const app = await build(t, db());
    const owner = await signUp(app);
    const as = call(app, owner.token);
    const details = {
      businessName: 'Ember Roasters',
      whatYouSell: 'single-origin coffee beans by subscription',
      whoYouSellTo: 'home baristas',
      problemYouSolve: 'stale supermarket coffee',
      uniqueValue: 'roasted to order and posted within 24 hours',
    };
    const project = json(
      await as('POST', '/project', { details, voice: { formality: 10, wordsToAvoid: ['stale'] } }),
    ).data;
    const messages = json(
      await as('POST', '/message/generate', { projectId: project._id, type: 'value_proposition', count: 5 }),
    ).data;
    assert.ok(messages.length >= 2);
    for (const m of messages) assert.doesNotMatch(m.content, /\bstale\b/i, m.content);
    const copies = json(
      await as('POST', '/copy/generate', { projectId: project._id, platform: 'linkedin', format: 'post', count: 3 }),
    ).data;
    for (const c of copies) {
      assert.doesNotMatch(c.content, /\bstale\b/i, c.content);
      assert.doesNotMatch(c.content, /\b\w+'(?:re|s|ll|t)\b/, c.content);
    }
  });
});
