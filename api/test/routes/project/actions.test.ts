import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { planLimitMessage } from '@brandcast/shared';
import { copyName, exportFilename } from '../../../src/routes/project/index';
import { bearer, forEachDatabase, json, signUp, type Account } from '../../helpers';

test('copyName: "Copy of <name>", untitled when blank, cut to 120 characters without splitting a character', () => {
  assert.equal(copyName({ businessName: 'Acme' }), 'Copy of Acme');
  assert.equal(copyName({ businessName: '   ' }), 'Copy of Untitled Project');
  const long = copyName({ businessName: 'x'.repeat(120) });
  assert.equal(long, `Copy of ${'x'.repeat(112)}`);
  assert.equal(long.length, 120);
  const emoji = copyName({ businessName: `${'y'.repeat(111)}☕️🍩🍩` });
  assert.ok(Array.from(emoji).length <= 120 && emoji.length <= 121);
  assert.ok(!/[\ud800-\udbff]$/.test(emoji));
});

test('exportFilename: brandcast-<slug>.json in plain ASCII', () => {
  assert.equal(exportFilename({ businessName: 'Northwind Coffee' }), 'brandcast-northwind-coffee.json');
  assert.equal(exportFilename({ businessName: '  Café  Ünïcode & Co. ' }), 'brandcast-cafe-unicode-co.json');
  assert.equal(exportFilename({ businessName: '' }), 'brandcast-untitled-project.json');
  assert.equal(exportFilename({ businessName: '☕️☕️' }), 'brandcast-project.json');
  assert.equal(exportFilename({ businessName: '"; rm -rf /' }), 'brandcast-rm-rf.json');
});

forEachDatabase(({ build, db }) => {
  const create = async (app: FastifyInstance, account: Account, payload: object) =>
    json(await app.inject({ method: 'POST', url: '/api/project', headers: bearer(account.token), payload })).data;

  test('POST /project/:id/duplicate: "Copy of ..." as a new draft, private, same details, type and due date', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await db().query("UPDATE users SET plan = 'starter' WHERE id = $1", [owner.user.id]);
    const source = await create(app, owner, {
      details: { businessName: 'Northwind Coffee', whatYouSell: 'Beans', location: 'Seattle' },
      type: 'content_strategy',
      dueDate: '2031-03-04',
    });
    await app.inject({
      method: 'PATCH',
      url: `/api/project/${source._id}`,
      headers: bearer(owner.token),
      payload: { public: true, status: 'archived' },
    });
    const response = await app.inject({
      method: 'POST',
      url: `/api/project/${source._id}/duplicate`,
      headers: bearer(owner.token),
    });
    assert.equal(response.statusCode, 201, response.body);
    const { data } = json(response);
    assert.notEqual(data._id, source._id);
    assert.equal(data.ownerId, owner.user.id);
    assert.equal(data.role, 'owner');
    assert.equal(data.details.businessName, 'Copy of Northwind Coffee');
    assert.deepEqual({ ...data.details, businessName: '' }, { ...source.details, businessName: '' });
    assert.equal(data.status, 'draft');
    assert.equal(data.public, false);
    assert.equal(data.type, 'content_strategy');
    assert.equal(data.dueDate, '2031-03-04');
    assert.equal(data.progress, source.progress);
    assert.deepEqual(data.stats, { messages: 0, copies: 0, recordings: 0 });
    assert.deepEqual(
      json(await app.inject({ url: `/api/project/${data._id}`, headers: bearer(owner.token) })).data,
      data,
    );

    const untitled = await create(app, owner, {});
    const copy = json(
      await app.inject({ method: 'POST', url: `/api/project/${untitled._id}/duplicate`, headers: bearer(owner.token) }),
    ).data;
    assert.equal(copy.details.businessName, 'Copy of Untitled Project');
  });

  test("POST /project/:id/duplicate: a long name is cut to 120; counts against the caller's plan", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const viewer = await signUp(app);
    await db().query("UPDATE users SET plan = 'starter' WHERE id = $1", [owner.user.id]);
    const source = await create(app, owner, { details: { businessName: 'N'.repeat(120) } });
    const copy = json(
      await app.inject({ method: 'POST', url: `/api/project/${source._id}/duplicate`, headers: bearer(owner.token) }),
    ).data;
    assert.equal(copy.details.businessName.length, 120);
    assert.ok(copy.details.businessName.startsWith('Copy of NNN'));

    await app.inject({
      method: 'POST',
      url: `/api/project/${source._id}/collaborators`,
      headers: bearer(owner.token),
      payload: { email: viewer.email, role: 'viewer' },
    });
    // The viewer is on the free plan (3 projects): two of their own, then copies until the limit.
    await create(app, viewer, {});
    await create(app, viewer, {});
    const third = await app.inject({
      method: 'POST',
      url: `/api/project/${source._id}/duplicate`,
      headers: bearer(viewer.token),
    });
    assert.equal(third.statusCode, 201);
    assert.equal(json(third).data.ownerId, viewer.user.id);
    const fourth = await app.inject({
      method: 'POST',
      url: `/api/project/${source._id}/duplicate`,
      headers: bearer(viewer.token),
    });
    assert.equal(fourth.statusCode, 403);
    assert.equal(json(fourth).message, planLimitMessage('free'));
    // The owner (starter, 10) still could.
    assert.equal(
      (await app.inject({ method: 'POST', url: `/api/project/${source._id}/duplicate`, headers: bearer(owner.token) }))
        .statusCode,
      201,
    );
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await app.inject({
        method: 'POST',
        url: `/api/project/${id}/duplicate`,
        headers: bearer(owner.token),
      });
      assert.equal(missing.statusCode, 404);
      assert.equal(json(missing).message, 'Project not found.');
    }
  });

  test('GET /project/:id/export: { data: { exportedAt, project, messages, copies } } as an attachment', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const editor = await signUp(app);
    await db().query("UPDATE users SET plan = 'starter' WHERE id = $1", [owner.user.id]);
    const project = await create(app, owner, { details: { businessName: 'Café Ünïcode', whoYouSellTo: 'Students' } });
    await app.inject({
      method: 'POST',
      url: `/api/project/${project._id}/collaborators`,
      headers: bearer(owner.token),
      payload: { email: editor.email, role: 'editor' },
    });

    const before = Date.now();
    const response = await app.inject({ url: `/api/project/${project._id}/export`, headers: bearer(owner.token) });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-disposition'], 'attachment; filename="brandcast-cafe-unicode.json"');
    assert.match(String(response.headers['content-type']), /^application\/json/);
    const { data } = json(response);
    assert.deepEqual(Object.keys(data).sort(), ['copies', 'exportedAt', 'messages', 'project']);
    assert.deepEqual(data.project, project);
    assert.deepEqual(data.messages, []);
    assert.deepEqual(data.copies, []);
    assert.ok(Date.parse(data.exportedAt) >= before - 1000);

    // With content: every message and copy of the project (the editor's too), nobody else's.
    const write = (account: typeof owner, url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: bearer(account.token), payload }).then(json);
    const message = (
      await write(owner, '/api/message', { projectId: project._id, type: 'tagline', content: 'Coffee that keeps up.' })
    ).data;
    const copy = (
      await write(editor, '/api/copy', {
        projectId: project._id,
        messageId: message.id,
        platform: 'twitter',
        content: 'Coffee that keeps up. #coffee',
      })
    ).data;
    const other = await create(app, owner, { details: { businessName: 'Elsewhere' } });
    await write(owner, '/api/message', { projectId: other._id, type: 'tagline', content: 'Not in this export.' });

    const asEditor = json(
      await app.inject({ url: `/api/project/${project._id}/export`, headers: bearer(editor.token) }),
    ).data;
    assert.equal(asEditor.project.role, 'editor');
    assert.deepEqual(
      asEditor.messages.map((m: { id: string; content: string }) => [m.id, m.content]),
      [[message.id, 'Coffee that keeps up.']],
    );
    assert.deepEqual(
      asEditor.copies.map((c: { id: string; messageId: string }) => [c.id, c.messageId]),
      [[copy.id, message.id]],
    );
    const missing = await app.inject({
      url: '/api/project/00000000-0000-4000-8000-000000000000/export',
      headers: bearer(owner.token),
    });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['content-disposition'], undefined);
  });

  test('progress is round(100 x parts / 11): the nine brand fields, a published message and a copy', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await db().query("UPDATE users SET plan = 'enterprise' WHERE id = $1", [owner.user.id]);
    const fields = [
      'businessName',
      'whatYouSell',
      'whoYouSellTo',
      'problemYouSolve',
      'uniqueValue',
      'priceRange',
      'businessGoal',
      'location',
      'businessStage',
    ];
    for (let filled = 0; filled <= 9; filled++) {
      const details = Object.fromEntries(fields.map((field, i) => [field, i < filled ? 'x' : ' ']));
      const project = await create(app, owner, { details });
      assert.equal(project.progress, Math.round((100 * filled) / 11), `${filled} fields`);
    }
    // Sorting by it still happens in the database.
    const sorted = json(
      await app.inject({ url: '/api/project?sort=-progress&size=3', headers: bearer(owner.token) }),
    ).data;
    assert.deepEqual(
      sorted.map((p: { progress: number }) => p.progress),
      [82, 73, 64],
    );
  });

  test('every new project route needs a token: 401 without one', async (t) => {
    const app = await build(t);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', `/api/project/${id}/duplicate`],
      ['GET', `/api/project/${id}/export`],
      ['GET', `/api/project/${id}/collaborators`],
      ['POST', `/api/project/${id}/collaborators`],
      ['DELETE', `/api/project/${id}/collaborators/${id}`],
    ] as const) {
      // A valid body: validation runs before authentication, as on every route.
      const response = await app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { email: 'someone@example.com', role: 'viewer' } } : {}),
      });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(json(response).message, 'Not authenticated');
    }
  });
});
