import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CREDIT_COSTS, PLANS, PROGRESS_PARTS, titleFor } from '@brandcast/shared';
import { bearer, forEachDatabase, json } from '../../helpers';
import { BRAND, UNKNOWN_ID, as, balanceOf, buildWithEngine, createMessage, createProject, signUp } from './fixtures';

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

  test('list: every project the caller can read, newest first, filtered and paged', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const other = await signUp(app);
    const first = await createProject(app, owner);
    const second = await createProject(app, owner, { businessName: 'Blue Bakery' });
    const theirs = await createProject(app, other);
    const a = await createMessage(app, owner, first._id, { content: 'Alpha beans for early mornings.' });
    const b = await createMessage(app, owner, second._id, {
      type: 'value_proposition',
      content: 'Bread with 100% real butter.',
    });
    const c = await createMessage(app, owner, first._id, { title: 'Gamma', content: 'Gamma roast, bold and smooth.' });
    await createMessage(app, other, theirs._id, { content: 'Not yours to see.' });
    await as(app, owner)('POST', `/message/${a.id}/publish`);
    const list = async (query = '') => {
      const response = await as(app, owner)('GET', `/message${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return json(response);
    };
    const ids = (body: { data: { id: string }[] }) => body.data.map((m) => m.id);

    const all = await list();
    assert.deepEqual(ids(all), [c.id, b.id, a.id]);
    assert.deepEqual(all.pagination, { page: 1, size: 20, total: 3, totalPages: 1 });
    assert.equal(all.data[1].projectName, 'Blue Bakery');
    assert.deepEqual(ids(await list(`?projectId=${first._id}`)), [c.id, a.id]);
    assert.deepEqual(ids(await list('?status=published')), [a.id]);
    assert.deepEqual(ids(await list('?type=value_proposition')), [b.id]);
    assert.deepEqual(ids(await list('?search=gAmMa')), [c.id]);
    assert.deepEqual(ids(await list('?search=100%25')), [b.id], '% is literal');
    assert.deepEqual(ids(await list('?search=_')), [], '_ is literal');
    assert.deepEqual(ids(await list(`?projectId=${theirs._id}`)), []);
    const paged = await list('?size=2&page=2');
    assert.deepEqual(ids(paged), [a.id]);
    assert.deepEqual(paged.pagination, { page: 2, size: 2, total: 3, totalPages: 2 });
    const past = await list('?size=2&page=9');
    assert.deepEqual(past.data, []);
    assert.equal(past.pagination.total, 3);
    const bad = await as(app, owner)('GET', '/message?status=live');
    assert.equal(bad.statusCode, 400);
    assert.match(json(bad).message, /status must be one of: draft, published, testing, archived/);
  });

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

  test('project stats count messages and copies; publishing a message and adding a copy raise progress', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const projectNow = async () => json(await as(app, owner)('GET', `/project/${project._id}`)).data;
    const filled = Object.keys(BRAND).length;
    assert.equal(project.progress, Math.round((100 * filled) / PROGRESS_PARTS));

    const message = await createMessage(app, owner, project._id);
    await createMessage(app, owner, project._id);
    let current = await projectNow();
    assert.deepEqual(current.stats, { messages: 2, copies: 0, recordings: 0 });
    assert.equal(current.progress, project.progress, 'a draft does not count');

    await as(app, owner)('POST', `/message/${message.id}/publish`);
    current = await projectNow();
    assert.equal(current.progress, Math.round((100 * (filled + 1)) / PROGRESS_PARTS));

    await db().query(
      "INSERT INTO copies (project_id, user_id, platform, content) VALUES ($1, $2, 'twitter', 'Fresh beans.')",
      [project._id, owner.user.id],
    );
    current = await projectNow();
    assert.deepEqual(current.stats, { messages: 2, copies: 1, recordings: 0 });
    assert.equal(current.progress, 100);

    // The list shows the same counts.
    const listed = json(await as(app, owner)('GET', '/project')).data.find(
      (p: { _id: string }) => p._id === project._id,
    );
    assert.deepEqual(listed.stats, { messages: 2, copies: 1, recordings: 0 });
    assert.equal(listed.progress, 100);

    // Archiving the only published message takes its part away again.
    await as(app, owner)('POST', `/message/${message.id}/archive`);
    assert.equal((await projectNow()).progress, Math.round((100 * (filled + 1)) / PROGRESS_PARTS));
  });

  test('OpenAPI: every message, credits and link route declares its schemas', async (t) => {
    const app = await build(t);
    const doc = json(await app.inject({ url: '/api/openapi.json' }));
    const routes: [string, string][] = [
      ['/api/message/', 'get'],
      ['/api/message/', 'post'],
      ['/api/message/generate', 'post'],
      ['/api/message/{id}', 'get'],
      ['/api/message/{id}', 'patch'],
      ['/api/message/{id}', 'delete'],
      ['/api/message/{id}/variants', 'post'],
      ['/api/message/{id}/test', 'post'],
      ['/api/message/{id}/publish', 'post'],
      ['/api/message/{id}/archive', 'post'],
      ['/api/message/{id}/duplicate', 'post'],
      ['/api/credits/', 'get'],
      ['/api/r/{code}', 'get'],
    ];
    for (const [path, method] of routes) {
      const operation = doc.paths[path]?.[method];
      assert.ok(operation, `${method} ${path} is documented`);
      assert.ok(operation.summary, `${method} ${path} has a summary`);
      assert.ok(Object.keys(operation.responses).length >= 2, `${method} ${path} declares its answers`);
      if (path.includes('{'))
        assert.ok(
          operation.parameters?.some((p: { in: string }) => p.in === 'path'),
          `${method} ${path} declares its params`,
        );
    }
    assert.ok(doc.paths['/api/message/generate'].post.requestBody);
    assert.ok(doc.components.schemas.Message);
    assert.ok(doc.components.schemas.Credits);
  });
});
