import assert from 'node:assert/strict';
import { test } from 'node:test';
import { copyTitle, type Copy } from '@brandcast/shared';
import { forEachDatabase, json, signUp } from '../../helpers';
import { ISO, UNKNOWN_ID, ZERO, call, createCopy, createProject, expectData, expectError } from './fixtures';

forEachDatabase(({ build, db }) => {
  test('POST /copy writes a draft in the Copy shape; GET /copy/:id reads it back', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner, 'Northwind Coffee');
    const copy = await createCopy(app, owner, {
      projectId: project._id,
      platform: 'instagram',
      format: 'caption',
      title: '  Morning ritual ',
      content: ' Your first cup, done right. ',
      hashtags: ['coffee', '#Coffee', '#HomeBarista'],
    });
    assert.deepEqual(Object.keys(copy).sort(), [
      'characterCount',
      'content',
      'createdAt',
      'format',
      'hashtags',
      'id',
      'link',
      'messageId',
      'performance',
      'platform',
      'projectId',
      'projectName',
      'provider',
      'providerNote',
      'publishedAt',
      'role',
      'scheduledDate',
      'status',
      'title',
      'updatedAt',
      'userId',
    ]);
    assert.equal(copy.projectId, project._id);
    assert.equal(copy.projectName, 'Northwind Coffee');
    assert.equal(copy.userId, owner.user.id);
    assert.equal(copy.role, 'owner');
    assert.equal(copy.status, 'draft');
    assert.equal(copy.platform, 'instagram');
    assert.equal(copy.format, 'caption');
    assert.equal(copy.title, 'Morning ritual');
    assert.equal(copy.content, 'Your first cup, done right.');
    assert.equal(copy.characterCount, 'Your first cup, done right.'.length);
    assert.deepEqual(copy.hashtags, ['#coffee', '#HomeBarista']);
    assert.deepEqual(copy.performance, ZERO);
    assert.equal(copy.link, null);
    assert.equal(copy.messageId, null);
    assert.equal(copy.provider, null);
    assert.equal(copy.providerNote, null);
    assert.equal(copy.publishedAt, null);
    assert.equal(copy.scheduledDate, null);
    assert.match(copy.createdAt, ISO);
    assert.match(copy.updatedAt, ISO);

    assert.deepEqual(expectData(await call(app, owner, 'GET', `/copy/${copy.id}`), 200), copy);
    // A copy counts in the project's progress (the contract's trigger): the project row was touched.
    const [progress] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM copies WHERE project_id = $1', [
      project._id,
    ]);
    assert.equal(progress!.n, 1);
  });

  test('the platform cap refuses hand-written copy on create and update, counted as the platform counts', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);

    const tooLong = await call(app, owner, 'POST', '/copy', {
      projectId,
      platform: 'twitter',
      content: 'a'.repeat(281),
    });
    expectError(tooLong, 400, 'content: X (Twitter) allows 280 characters; this copy has 281. Shorten it by 1.');
    const fits = await createCopy(app, owner, { projectId, platform: 'twitter', content: 'a'.repeat(280) });
    assert.equal(fits.characterCount, 280);

    // X weighs an emoji 2 and any URL 23: 141 emoji are 282 however few characters they are.
    expectError(
      await call(app, owner, 'POST', '/copy', { projectId, platform: 'twitter', content: '😀'.repeat(141) }),
      400,
      /X \(Twitter\) allows 280 characters; this copy has 282/,
    );
    const weighted = await createCopy(app, owner, {
      projectId,
      platform: 'twitter',
      content: 'Hi 😀 https://example.com/a/very/long/path/that/goes/on',
    });
    assert.equal(weighted.characterCount, 3 + 2 + 1 + 23);
    // Elsewhere a character is a code point.
    const plain = await createCopy(app, owner, { projectId, platform: 'linkedin', content: 'Hi 😀' });
    assert.equal(plain.characterCount, 4);

    // Update: the content against its platform, and the platform against its content.
    expectError(
      await call(app, owner, 'PATCH', `/copy/${fits.id}`, { content: 'b'.repeat(281) }),
      400,
      'X (Twitter) allows 280 characters; this copy has 281. Shorten it by 1.',
    );
    const long = await createCopy(app, owner, { projectId, platform: 'linkedin', content: 'c'.repeat(500) });
    expectError(
      await call(app, owner, 'PATCH', `/copy/${long.id}`, { platform: 'twitter' }),
      400,
      'X (Twitter) allows 280 characters; this copy has 500. Shorten it by 220.',
    );
    expectError(
      await call(app, owner, 'PATCH', `/copy/${long.id}`, { platform: 'tiktok' }),
      400,
      /TikTok allows 150 characters; this copy has 500/,
    );
    // Nothing changed by the refusals.
    assert.equal(expectData<Copy>(await call(app, owner, 'GET', `/copy/${long.id}`), 200).platform, 'linkedin');
    assert.equal(expectData<Copy>(await call(app, owner, 'GET', `/copy/${fits.id}`), 200).content, 'a'.repeat(280));

    // Both at once: it fits the new platform, and the count follows.
    const moved = expectData<Copy>(
      await call(app, owner, 'PATCH', `/copy/${long.id}`, { platform: 'twitter', content: 'Short now 😀' }),
      200,
    );
    assert.equal(moved.platform, 'twitter');
    assert.equal(moved.characterCount, 'Short now '.length + 2);
  });

  test("PATCH /copy/:id: a title that says what the copy says (an email's subject) follows an edit; a title written by hand stays", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const project = await createProject(app, owner, 'Northwind Coffee');
    const old = 'Subject: Fresh beans this week\n\nPreview: Roasted to order.\n\nHi,\n\nOrder yours today.';
    const copy = await createCopy(app, owner, {
      projectId: project._id,
      platform: 'email',
      format: 'post',
      title: copyTitle('email', 'post', old),
      content: old,
    });
    assert.equal(copy.title, 'Fresh beans this week');

    const next = old.replace('Fresh beans this week', 'Single-origin beans, posted in a day');
    const edited = expectData<Copy>(
      await call(app, owner, 'PATCH', `/copy/${copy.id}`, { title: copy.title, content: next }),
      200,
    );
    assert.equal(edited.title, 'Single-origin beans, posted in a day');

    const named = expectData<Copy>(
      await call(app, owner, 'PATCH', `/copy/${copy.id}`, { title: 'October newsletter' }),
      200,
    );
    assert.equal(named.title, 'October newsletter');
    const rewritten = expectData<Copy>(await call(app, owner, 'PATCH', `/copy/${copy.id}`, { content: old }), 200);
    assert.equal(rewritten.title, 'October newsletter');
    assert.equal(rewritten.content, old);
  });

  test('PATCH /copy/:id changes what it is sent; performance numbers stamp lastUpdated', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId, title: 'Old', hashtags: ['#one'] });

    const edited = expectData<Copy>(
      await call(app, owner, 'PATCH', `/copy/${copy.id}`, {
        title: 'New title',
        format: 'caption',
        hashtags: ['two', '#Two', 'three'],
        content: 'A new line of copy',
      }),
      200,
    );
    assert.equal(edited.title, 'New title');
    assert.equal(edited.format, 'caption');
    assert.deepEqual(edited.hashtags, ['#two', '#three']);
    assert.equal(edited.content, 'A new line of copy');
    assert.equal(edited.characterCount, 18);
    assert.equal(edited.performance.lastUpdated, null);
    assert.ok(edited.updatedAt > copy.updatedAt);

    const measured = expectData<Copy>(
      await call(app, owner, 'PATCH', `/copy/${copy.id}`, { performance: { views: 1200, likes: 80, clicks: 14 } }),
      200,
    );
    assert.deepEqual({ ...measured.performance, lastUpdated: null }, { ...ZERO, views: 1200, likes: 80, clicks: 14 });
    assert.match(measured.performance.lastUpdated!, ISO);
    assert.equal(measured.title, 'New title');

    for (const [payload, message] of [
      [{ performance: { views: -1 } }, /views can't be negative/],
      [{ performance: { likes: 1.5 } }, /likes must be a whole number/],
      [{ content: '   ' }, /Write the copy first/],
      [{ platform: 'myspace' }, /platform must be one of/],
      [{ hashtags: ['not a tag'] }, /A hashtag is # followed by letters/],
      [{ title: 'x'.repeat(121) }, /Title must be at most 120/],
    ] as const) {
      expectError(await call(app, owner, 'PATCH', `/copy/${copy.id}`, payload), 400, message);
    }
  });

  test('DELETE /copy/:id: 204, then 404', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId });
    assert.equal((await call(app, owner, 'DELETE', `/copy/${copy.id}`)).statusCode, 204);
    expectError(await call(app, owner, 'GET', `/copy/${copy.id}`), 404, 'Copy not found.');
    expectError(await call(app, owner, 'DELETE', `/copy/${copy.id}`), 404, 'Copy not found.');
  });

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
