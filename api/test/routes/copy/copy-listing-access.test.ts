import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Copy } from '@brandcast/shared';
import { forEachDatabase, json, signUp } from '../../helpers';
import { UNKNOWN_ID, call, createCopy, createProject, expectData, expectError } from './fixtures';

/* Listing copies, where a copy's message may come from, who reaches a copy, and the OpenAPI document of the copy routes. */
forEachDatabase(({ build, db }) => {
  test('GET /copy: every copy of every project the caller can read, newest first, filtered and paged', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const other = await signUp(app);
    const first = await createProject(app, owner, 'First Roasters');
    const second = await createProject(app, owner, 'Second Bakery');
    const theirs = await createProject(app, other, 'Not Yours');
    await createCopy(app, other, { projectId: theirs._id, content: 'Someone else’s copy' });

    const a = await createCopy(app, owner, {
      projectId: first._id,
      platform: 'twitter',
      content: 'Espresso at dawn',
      title: 'Dawn',
    });
    const b = await createCopy(app, owner, {
      projectId: first._id,
      platform: 'linkedin',
      content: 'We roast 100% Arabica',
    });
    const c = await createCopy(app, owner, {
      projectId: second._id,
      platform: 'twitter',
      content: 'Sourdough, warm from the oven',
    });
    expectData(await call(app, owner, 'POST', `/copy/${b.id}/publish`), 200);

    const list = async (query = '') => {
      const response = await call(app, owner, 'GET', `/copy${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return json<{ data: Copy[]; pagination: { page: number; size: number; total: number; totalPages: number } }>(
        response,
      );
    };
    const ids = async (query = '') => (await list(query)).data.map((copy) => copy.id);

    const all = await list();
    assert.deepEqual(
      all.data.map((copy) => copy.id),
      [c.id, b.id, a.id],
    );
    assert.deepEqual(all.pagination, { page: 1, size: all.pagination.size, total: 3, totalPages: 1 });
    assert.deepEqual(
      all.data.map((copy) => copy.projectName),
      ['Second Bakery', 'First Roasters', 'First Roasters'],
    );

    assert.deepEqual(await ids(`?projectId=${first._id}`), [b.id, a.id]);
    assert.deepEqual(await ids('?platform=twitter'), [c.id, a.id]);
    assert.deepEqual(await ids('?status=published'), [b.id]);
    assert.deepEqual(await ids('?status=draft&platform=twitter'), [c.id, a.id]);
    assert.deepEqual(await ids('?search=DAWN'), [a.id]);
    assert.deepEqual(await ids('?search=100%25'), [b.id]);
    assert.deepEqual(await ids('?search=_'), []);
    assert.deepEqual(await ids(`?projectId=${theirs._id}`), []);

    const page2 = await list('?size=2&page=2');
    assert.deepEqual(
      page2.data.map((copy) => copy.id),
      [a.id],
    );
    assert.deepEqual(page2.pagination, { page: 2, size: 2, total: 3, totalPages: 2 });
    assert.deepEqual((await list('?size=2&page=9')).pagination, { page: 9, size: 2, total: 3, totalPages: 2 });

    expectError(
      await call(app, owner, 'GET', '/copy?status=deleted'),
      400,
      /status must be one of: draft, published, scheduled/,
    );
    expectError(await call(app, owner, 'GET', '/copy?projectId=nope'), 400, /projectId must be an id/);
  });

  test('a copy may come from a message of its own project only', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const mine = await createProject(app, owner, 'Mine');
    const elsewhere = await createProject(app, owner, 'Elsewhere');
    const [message] = await db().query<{ id: string }>(
      "INSERT INTO messages (project_id, user_id, type, content) VALUES ($1, $2, 'tagline', 'Coffee worth waking for') RETURNING id",
      [mine._id, owner.user.id],
    );
    const copy = await createCopy(app, owner, { projectId: mine._id, messageId: message!.id });
    assert.equal(copy.messageId, message!.id);
    assert.deepEqual(
      (await call(app, owner, 'GET', `/copy?messageId=${message!.id}`)).json().data.map((c: Copy) => c.id),
      [copy.id],
    );
    expectError(
      await call(app, owner, 'POST', '/copy', {
        projectId: elsewhere._id,
        messageId: message!.id,
        platform: 'twitter',
        content: 'x',
      }),
      400,
      /not one of this project's messages/,
    );
    expectError(
      await call(app, owner, 'POST', '/copy', {
        projectId: mine._id,
        messageId: UNKNOWN_ID,
        platform: 'twitter',
        content: 'x',
      }),
      400,
      /not one of this project's messages/,
    );
  });

  test("another user's copy, an unknown id and a malformed id all answer 404 'Copy not found.' on every route", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId });
    const routes = [
      ['GET', ''],
      ['PATCH', '', { title: 'Mine now' }],
      ['DELETE', ''],
      ['POST', '/publish'],
      ['POST', '/schedule', { scheduledDate: new Date(Date.now() + 3_600_000).toISOString() }],
      ['POST', '/unschedule'],
      ['POST', '/duplicate'],
      ['POST', '/link', { targetUrl: 'https://example.com' }],
      ['POST', '/adapt', { platform: 'twitter' }],
      ['POST', '/hashtags'],
    ] as const;
    for (const id of [copy.id, UNKNOWN_ID, 'not-an-id']) {
      for (const [method, path, payload] of routes) {
        const response = await call(app, stranger, method, `/copy/${id}${path}`, payload);
        expectError(response, 404, 'Copy not found.');
      }
    }
    // Nothing changed.
    const unchanged = expectData<Copy>(await call(app, owner, 'GET', `/copy/${copy.id}`), 200);
    assert.equal(unchanged.title, copy.title);
    assert.equal(unchanged.status, 'draft');
    // Writing into someone else's project: the project is not found.
    expectError(
      await call(app, stranger, 'POST', '/copy', { projectId, platform: 'twitter', content: 'x' }),
      404,
      'Project not found.',
    );
    expectError(
      await call(app, stranger, 'POST', '/copy', { projectId: UNKNOWN_ID, platform: 'twitter', content: 'x' }),
      404,
      'Project not found.',
    );
    assert.deepEqual((await call(app, stranger, 'GET', '/copy')).json().data, []);
    const unauthenticated = await app.inject({ url: '/api/copy' });
    assert.equal(unauthenticated.statusCode, 401);
  });

  test('the OpenAPI document lists every copy route with its parameters, body and answers', async (t) => {
    const app = await build(t);
    const { paths, components } = (await app.inject({ url: '/api/openapi.json' })).json();
    const expected: Array<[string, string, { body?: boolean; id?: boolean; statuses: number[] }]> = [
      ['get', '/api/copy/', { statuses: [200, 400, 401] }],
      ['post', '/api/copy/', { body: true, statuses: [201, 400, 401, 403, 404] }],
      ['get', '/api/copy/{id}', { id: true, statuses: [200, 401, 404] }],
      ['patch', '/api/copy/{id}', { id: true, body: true, statuses: [200, 400, 401, 403, 404] }],
      ['delete', '/api/copy/{id}', { id: true, statuses: [204, 401, 403, 404] }],
      ['post', '/api/copy/generate', { body: true, statuses: [201, 400, 401, 402, 403, 404] }],
      ['post', '/api/copy/{id}/adapt', { id: true, body: true, statuses: [201, 400, 402, 403, 404] }],
      ['post', '/api/copy/{id}/hashtags', { id: true, statuses: [200, 403, 404] }],
      ['post', '/api/copy/{id}/publish', { id: true, statuses: [200, 403, 404, 409] }],
      ['post', '/api/copy/{id}/schedule', { id: true, body: true, statuses: [200, 400, 403, 404, 409] }],
      ['post', '/api/copy/{id}/unschedule', { id: true, statuses: [200, 403, 404, 409] }],
      ['post', '/api/copy/{id}/duplicate', { id: true, statuses: [201, 403, 404] }],
      ['post', '/api/copy/{id}/link', { id: true, body: true, statuses: [200, 400, 403, 404] }],
      ['post', '/api/copy/performance/import', { body: true, statuses: [200, 400] }],
    ];
    for (const [method, path, { body, id, statuses }] of expected) {
      const operation = paths[path]?.[method];
      assert.ok(operation, `${method} ${path} is documented`);
      for (const status of statuses) assert.ok(operation.responses[status], `${method} ${path} declares ${status}`);
      assert.equal(Boolean(operation.requestBody), Boolean(body), `${method} ${path} body`);
      assert.equal(
        (operation.parameters ?? []).some((p: { name: string; in: string }) => p.name === 'id' && p.in === 'path'),
        Boolean(id),
        `${method} ${path} id`,
      );
    }
    assert.match(JSON.stringify(paths['/api/copy/{id}'].get.responses[200]), /#\/components\/schemas\/Copy/);
    const copySchema = JSON.stringify(components.schemas.Copy);
    for (const field of ['projectName', 'characterCount', 'performance', 'link', 'provider', 'role'])
      assert.match(copySchema, new RegExp(field));
    const listParameters = paths['/api/copy/'].get.parameters.map((p: { name: string }) => p.name);
    for (const name of ['page', 'size', 'projectId', 'messageId', 'status', 'platform', 'search'])
      assert.ok(listParameters.includes(name), name);
  });
});
