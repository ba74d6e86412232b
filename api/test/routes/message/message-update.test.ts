import assert from 'node:assert/strict';
import { test } from 'node:test';
import { titleFor } from '@brandcast/shared';
import { forEachDatabase, json } from '../../helpers';
import { UNKNOWN_ID, as, buildWithEngine, createMessage, createProject, signUp } from './fixtures';

/* PATCH /message/:id: fields, a measured score cleared by new content, titles that follow the text, provider dropped on edit. */

forEachDatabase(({ db }) => {
  const build = (t: Parameters<typeof buildWithEngine>[0]) => buildWithEngine(t, db());

  test('update: fields change; new content clears the measured score and sends a test back to draft', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const call = as(app, owner);
    const message = await createMessage(app, owner, project._id);

    const renamed = json(
      await call('PATCH', `/message/${message.id}`, { title: 'Renamed', type: 'value_proposition' }),
    ).data;
    assert.equal(renamed.title, 'Renamed');
    assert.equal(renamed.type, 'value_proposition');
    assert.equal(renamed.content, message.content);

    const tested = json(await call('POST', `/message/${message.id}/test`, { makeProjectPublic: true })).data;
    assert.equal(tested.status, 'testing');
    assert.ok(tested.score > 0);
    // A title change keeps the measurement.
    const retitled = json(await call('PATCH', `/message/${message.id}`, { title: 'Again' })).data;
    assert.equal(retitled.status, 'testing');
    assert.equal(retitled.score, tested.score);
    // The same content (after trimming) is no change either.
    const same = json(await call('PATCH', `/message/${message.id}`, { content: `  ${message.content} ` })).data;
    assert.equal(same.score, tested.score);

    const edited = json(await call('PATCH', `/message/${message.id}`, { content: 'A new line nobody measured.' })).data;
    assert.equal(edited.content, 'A new line nobody measured.');
    assert.equal(edited.status, 'draft');
    assert.equal(edited.score, 0);
    assert.deepEqual(edited.metrics, { clarity: 0, impact: 0, memorability: 0 });
    assert.equal(edited.scoreParts, null);
    assert.equal(edited.testedAt, null);
    assert.equal(edited.testResults, null);

    // A published message stays published when edited, unmeasured.
    await call('POST', `/message/${message.id}/test`, { makeProjectPublic: true });
    await call('POST', `/message/${message.id}/publish`);
    const published = json(await call('PATCH', `/message/${message.id}`, { content: 'Published, then edited.' })).data;
    assert.equal(published.status, 'published');
    assert.equal(published.score, 0);

    const invalid = await call('PATCH', `/message/${message.id}`, { content: '' });
    assert.equal(invalid.statusCode, 400);
    const missing = await call('PATCH', `/message/${UNKNOWN_ID}`, { title: 'x' });
    assert.equal(missing.statusCode, 404);
    assert.equal(json(missing).message, 'Message not found.');
  });

  test('update: a title that says what the text says follows an edit of the text; a title written by hand stays', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const call = as(app, owner);
    // Titled as a generated message is: by what it says.
    const old = 'Coffee roasted this week, posted within 24 hours.';
    const message = await createMessage(app, owner, project._id, { title: titleFor(old), content: old });

    // The form sends every field on each save: the title comes back unchanged with the new text, and follows it.
    const edited = json(
      await call('PATCH', `/message/${message.id}`, {
        title: message.title,
        content: 'Beans roasted to order in Leeds.',
      }),
    ).data;
    assert.equal(edited.title, 'Beans roasted to order in Leeds');
    const alone = json(
      await call('PATCH', `/message/${message.id}`, { content: 'Single-origin beans, posted in a day.' }),
    ).data;
    assert.equal(alone.title, titleFor('Single-origin beans, posted in a day.'));

    // A title the user wrote is theirs: the text changes under it, the title does not.
    const named = json(await call('PATCH', `/message/${message.id}`, { title: 'Autumn launch line' })).data;
    assert.equal(named.title, 'Autumn launch line');
    const rewritten = json(
      await call('PATCH', `/message/${message.id}`, {
        title: 'Autumn launch line',
        content: 'Roasted on Monday, in your cup by Wednesday.',
      }),
    ).data;
    assert.equal(rewritten.title, 'Autumn launch line');
    assert.equal(rewritten.content, 'Roasted on Monday, in your cup by Wednesday.');
    // Both changed at once: the title sent is the one kept.
    const both = json(
      await call('PATCH', `/message/${message.id}`, { title: 'Monday roast', content: 'Roasted on Monday.' }),
    ).data;
    assert.equal(both.title, 'Monday roast');
  });

  test("generated content edited by hand is no longer the provider's", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const [generated] = json(
      await as(app, owner)('POST', '/message/generate', { projectId: project._id, type: 'tagline', count: 1 }),
    ).data;
    assert.equal(generated.provider, 'built-in');
    const edited = json(await as(app, owner)('PATCH', `/message/${generated.id}`, { content: 'My own words.' })).data;
    assert.equal(edited.provider, null);
  });
});
