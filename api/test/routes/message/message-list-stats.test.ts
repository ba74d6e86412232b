import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PROGRESS_PARTS } from '@brandcast/shared';
import { forEachDatabase, json } from '../../helpers';
import { BRAND, as, buildWithEngine, createMessage, createProject, signUp } from './fixtures';

/* Reading messages back: GET /message filtered and paged, the project's message and copy counts and progress. */

forEachDatabase(({ db }) => {
  const build = (t: Parameters<typeof buildWithEngine>[0]) => buildWithEngine(t, db());

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
});
