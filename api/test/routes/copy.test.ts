import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Copy } from '@brandcast/shared';
import { browserAgent, forEachDatabase, json, signUp } from '../helpers';
import { UNKNOWN_ID, call, createCopy, createProject, expectData, expectError } from './copy-fixtures';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const ZERO = { views: 0, likes: 0, shares: 0, comments: 0, retweets: 0, clicks: 0, lastUpdated: null };

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
      'characterCount', 'content', 'createdAt', 'format', 'hashtags', 'id', 'link', 'messageId', 'performance', 'platform',
      'projectId', 'projectName', 'provider', 'providerNote', 'publishedAt', 'role', 'scheduledDate', 'status', 'title', 'updatedAt', 'userId',
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
    const [progress] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM copies WHERE project_id = $1', [project._id]);
    assert.equal(progress!.n, 1);
  });

  test('the platform cap refuses hand-written copy on create and update, counted as the platform counts', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);

    const tooLong = await call(app, owner, 'POST', '/copy', { projectId, platform: 'twitter', content: 'a'.repeat(281) });
    expectError(tooLong, 400, 'content: X (Twitter) allows 280 characters; this copy has 281. Shorten it by 1.');
    const fits = await createCopy(app, owner, { projectId, platform: 'twitter', content: 'a'.repeat(280) });
    assert.equal(fits.characterCount, 280);

    // X weighs an emoji 2 and any URL 23: 141 emoji are 282 however few characters they are.
    expectError(await call(app, owner, 'POST', '/copy', { projectId, platform: 'twitter', content: '😀'.repeat(141) }), 400, /X \(Twitter\) allows 280 characters; this copy has 282/);
    const weighted = await createCopy(app, owner, { projectId, platform: 'twitter', content: 'Hi 😀 https://example.com/a/very/long/path/that/goes/on' });
    assert.equal(weighted.characterCount, 3 + 2 + 1 + 23);
    // Elsewhere a character is a code point.
    const plain = await createCopy(app, owner, { projectId, platform: 'linkedin', content: 'Hi 😀' });
    assert.equal(plain.characterCount, 4);

    // Update: the content against its platform, and the platform against its content.
    expectError(await call(app, owner, 'PATCH', `/copy/${fits.id}`, { content: 'b'.repeat(281) }), 400, 'X (Twitter) allows 280 characters; this copy has 281. Shorten it by 1.');
    const long = await createCopy(app, owner, { projectId, platform: 'linkedin', content: 'c'.repeat(500) });
    expectError(await call(app, owner, 'PATCH', `/copy/${long.id}`, { platform: 'twitter' }), 400, 'X (Twitter) allows 280 characters; this copy has 500. Shorten it by 220.');
    expectError(await call(app, owner, 'PATCH', `/copy/${long.id}`, { platform: 'tiktok' }), 400, /TikTok allows 150 characters; this copy has 500/);
    // Nothing changed by the refusals.
    assert.equal(expectData<Copy>(await call(app, owner, 'GET', `/copy/${long.id}`), 200).platform, 'linkedin');
    assert.equal(expectData<Copy>(await call(app, owner, 'GET', `/copy/${fits.id}`), 200).content, 'a'.repeat(280));

    // Both at once: it fits the new platform, and the count follows.
    const moved = expectData<Copy>(await call(app, owner, 'PATCH', `/copy/${long.id}`, { platform: 'twitter', content: 'Short now 😀' }), 200);
    assert.equal(moved.platform, 'twitter');
    assert.equal(moved.characterCount, 'Short now '.length + 2);
  });

  test('PATCH /copy/:id changes what it is sent; performance numbers stamp lastUpdated', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId, title: 'Old', hashtags: ['#one'] });

    const edited = expectData<Copy>(
      await call(app, owner, 'PATCH', `/copy/${copy.id}`, { title: 'New title', format: 'caption', hashtags: ['two', '#Two', 'three'], content: 'A new line of copy' }),
      200,
    );
    assert.equal(edited.title, 'New title');
    assert.equal(edited.format, 'caption');
    assert.deepEqual(edited.hashtags, ['#two', '#three']);
    assert.equal(edited.content, 'A new line of copy');
    assert.equal(edited.characterCount, 18);
    assert.equal(edited.performance.lastUpdated, null);
    assert.ok(edited.updatedAt > copy.updatedAt);

    const measured = expectData<Copy>(await call(app, owner, 'PATCH', `/copy/${copy.id}`, { performance: { views: 1200, likes: 80, clicks: 14 } }), 200);
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

    const a = await createCopy(app, owner, { projectId: first._id, platform: 'twitter', content: 'Espresso at dawn', title: 'Dawn' });
    const b = await createCopy(app, owner, { projectId: first._id, platform: 'linkedin', content: 'We roast 100% Arabica' });
    const c = await createCopy(app, owner, { projectId: second._id, platform: 'twitter', content: 'Sourdough, warm from the oven' });
    expectData(await call(app, owner, 'POST', `/copy/${b.id}/publish`), 200);

    const list = async (query = '') => {
      const response = await call(app, owner, 'GET', `/copy${query}`);
      assert.equal(response.statusCode, 200, response.body);
      return json<{ data: Copy[]; pagination: { page: number; size: number; total: number; totalPages: number } }>(response);
    };
    const ids = async (query = '') => (await list(query)).data.map((copy) => copy.id);

    const all = await list();
    assert.deepEqual(all.data.map((copy) => copy.id), [c.id, b.id, a.id]);
    assert.deepEqual(all.pagination, { page: 1, size: all.pagination.size, total: 3, totalPages: 1 });
    assert.deepEqual(all.data.map((copy) => copy.projectName), ['Second Bakery', 'First Roasters', 'First Roasters']);

    assert.deepEqual(await ids(`?projectId=${first._id}`), [b.id, a.id]);
    assert.deepEqual(await ids('?platform=twitter'), [c.id, a.id]);
    assert.deepEqual(await ids('?status=published'), [b.id]);
    assert.deepEqual(await ids('?status=draft&platform=twitter'), [c.id, a.id]);
    assert.deepEqual(await ids('?search=DAWN'), [a.id]);
    assert.deepEqual(await ids('?search=100%25'), [b.id]);
    assert.deepEqual(await ids('?search=_'), []);
    assert.deepEqual(await ids(`?projectId=${theirs._id}`), []);

    const page2 = await list('?size=2&page=2');
    assert.deepEqual(page2.data.map((copy) => copy.id), [a.id]);
    assert.deepEqual(page2.pagination, { page: 2, size: 2, total: 3, totalPages: 2 });
    assert.deepEqual((await list('?size=2&page=9')).pagination, { page: 9, size: 2, total: 3, totalPages: 2 });

    expectError(await call(app, owner, 'GET', '/copy?status=deleted'), 400, /status must be one of: draft, published, scheduled/);
    expectError(await call(app, owner, 'GET', '/copy?projectId=nope'), 400, /projectId must be an id/);
  });

  test('transitions: publish, schedule (future only), unschedule, duplicate; 409 where the status does not allow it', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId, title: 'Launch', hashtags: ['#launch'] });
    const url = `/copy/${copy.id}`;

    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = expectData<Copy>(await call(app, owner, 'POST', `${url}/schedule`, { scheduledDate: inAnHour }), 200);
    assert.equal(scheduled.status, 'scheduled');
    assert.equal(scheduled.scheduledDate, inAnHour);
    assert.equal(scheduled.publishedAt, null);

    const later = new Date(Date.now() + 7_200_000).toISOString();
    assert.equal(expectData<Copy>(await call(app, owner, 'POST', `${url}/schedule`, { scheduledDate: later }), 200).scheduledDate, later);

    const draft = expectData<Copy>(await call(app, owner, 'POST', `${url}/unschedule`), 200);
    assert.equal(draft.status, 'draft');
    assert.equal(draft.scheduledDate, null);
    expectError(await call(app, owner, 'POST', `${url}/unschedule`), 409, 'This copy is not scheduled.');

    expectError(await call(app, owner, 'POST', `${url}/schedule`, { scheduledDate: new Date(Date.now() - 60_000).toISOString() }), 400, 'Pick a time in the future.');
    expectError(await call(app, owner, 'POST', `${url}/schedule`, { scheduledDate: 'tomorrow' }), 400, /scheduledDate must be a date and time/);
    expectError(await call(app, owner, 'POST', `${url}/schedule`, {}), 400, /scheduledDate/);

    const before = Date.now();
    const published = expectData<Copy>(await call(app, owner, 'POST', `${url}/publish`), 200);
    assert.equal(published.status, 'published');
    assert.ok(Date.parse(published.publishedAt!) >= before - 1000);
    assert.equal(published.scheduledDate, null);
    expectError(await call(app, owner, 'POST', `${url}/publish`), 409, 'This copy is already published.');
    expectError(await call(app, owner, 'POST', `${url}/schedule`, { scheduledDate: inAnHour }), 409, /already published; duplicate it/);
    expectError(await call(app, owner, 'POST', `${url}/unschedule`), 409, 'This copy is already published.');

    // Publishing a scheduled copy publishes it now.
    const other = await createCopy(app, owner, { projectId });
    expectData(await call(app, owner, 'POST', `/copy/${other.id}/schedule`, { scheduledDate: inAnHour }), 200);
    const early = expectData<Copy>(await call(app, owner, 'POST', `/copy/${other.id}/publish`), 200);
    assert.equal(early.status, 'published');
    assert.equal(early.scheduledDate, null);

    // Duplicate: a new draft of the same text, without dates, numbers or link.
    expectData(await call(app, owner, 'PATCH', url, { performance: { views: 10, clicks: 3 } }), 200);
    expectData(await call(app, owner, 'POST', `${url}/link`, { targetUrl: 'https://northwind.example/beans' }), 200);
    const twin = expectData<Copy>(await call(app, owner, 'POST', `${url}/duplicate`), 201);
    assert.notEqual(twin.id, copy.id);
    assert.equal(twin.status, 'draft');
    assert.equal(twin.publishedAt, null);
    assert.equal(twin.scheduledDate, null);
    assert.deepEqual(twin.performance, ZERO);
    assert.equal(twin.link, null);
    assert.deepEqual([twin.title, twin.content, twin.hashtags, twin.platform, twin.format, twin.characterCount], [copy.title, copy.content, copy.hashtags, copy.platform, copy.format, copy.characterCount]);
    // The original is untouched.
    assert.equal(expectData<Copy>(await call(app, owner, 'GET', url), 200).status, 'published');
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
    expectError(await call(app, owner, 'POST', '/copy', { projectId: elsewhere._id, messageId: message!.id, platform: 'twitter', content: 'x' }), 400, /not one of this project's messages/);
    expectError(await call(app, owner, 'POST', '/copy', { projectId: mine._id, messageId: UNKNOWN_ID, platform: 'twitter', content: 'x' }), 400, /not one of this project's messages/);
  });

  test('a tracked link on a copy: created, retargeted, and each click on /r/:code adds one to its clicks', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId });

    const linked = expectData<Copy>(await call(app, owner, 'POST', `/copy/${copy.id}/link`, { targetUrl: 'https://northwind.example/beans' }), 200);
    assert.ok(linked.link);
    assert.match(linked.link.code, /^[A-Za-z0-9_-]{8}$/);
    assert.equal(linked.link.url, `http://localhost:3000/r/${linked.link.code}`);
    assert.equal(linked.link.targetUrl, 'https://northwind.example/beans');
    assert.equal(linked.link.clicks, 0);

    const click = await app.inject({ url: `/r/${linked.link.code}`, headers: { 'user-agent': browserAgent() } });
    assert.equal(click.statusCode, 302, click.body);
    assert.equal(click.headers.location, 'https://northwind.example/beans');
    const after = expectData<Copy>(await call(app, owner, 'GET', `/copy/${copy.id}`), 200);
    assert.equal(after.performance.clicks, 1);
    assert.equal(after.link!.clicks, 1);

    // A new target keeps the link (posts carrying it keep working) and its clicks; it leads to the new page.
    const relinked = expectData<Copy>(await call(app, owner, 'POST', `/copy/${copy.id}/link`, { targetUrl: 'https://northwind.example/new' }), 200);
    assert.equal(relinked.link!.code, linked.link.code);
    assert.equal(relinked.link!.targetUrl, 'https://northwind.example/new');
    assert.equal(relinked.link!.clicks, 1);
    assert.equal(relinked.performance.clicks, 1);
    const again = await app.inject({ url: `/r/${linked.link.code}` });
    assert.equal(again.statusCode, 302, again.body);
    assert.equal(again.headers.location, 'https://northwind.example/new');
    const [links] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM tracked_links WHERE copy_id = $1', [copy.id]);
    assert.equal(links!.n, 1);

    expectError(await call(app, owner, 'POST', `/copy/${copy.id}/link`, { targetUrl: 'javascript:alert(1)' }), 400, /web address starting with http/);
  });

  test('POST /copy/performance/import applies the rows the caller may edit and reports the rest', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const other = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const first = await createCopy(app, owner, { projectId });
    const second = await createCopy(app, owner, { projectId });
    const theirs = await createCopy(app, other, { projectId: (await createProject(app, other))._id });

    const result = expectData(
      await call(app, owner, 'POST', '/copy/performance/import', {
        rows: [
          { id: first.id, views: 500, likes: 20, shares: 3, comments: 4, retweets: 5, clicks: 6 },
          { id: second.id, views: 42 },
          { id: theirs.id, views: 999 },
          { id: UNKNOWN_ID, views: 1 },
          { id: second.id },
        ],
      }),
      200,
    );
    assert.deepEqual(result, {
      updated: 2,
      skipped: [
        { id: theirs.id, reason: 'Copy not found.' },
        { id: UNKNOWN_ID, reason: 'Copy not found.' },
        { id: second.id, reason: 'No performance numbers (views, likes, shares, comments, retweets, clicks) in this row.' },
      ],
    });
    const one = expectData<Copy>(await call(app, owner, 'GET', `/copy/${first.id}`), 200);
    assert.deepEqual({ ...one.performance, lastUpdated: null }, { views: 500, likes: 20, shares: 3, comments: 4, retweets: 5, clicks: 6, lastUpdated: null });
    assert.match(one.performance.lastUpdated!, ISO);
    const two = expectData<Copy>(await call(app, owner, 'GET', `/copy/${second.id}`), 200);
    assert.equal(two.performance.views, 42);
    assert.equal(two.performance.likes, 0);
    // The other user's copy is untouched.
    assert.equal(expectData<Copy>(await call(app, other, 'GET', `/copy/${theirs.id}`), 200).performance.views, 0);

    expectError(await call(app, owner, 'POST', '/copy/performance/import', { rows: [] }), 400, /no rows to import/);
    expectError(await call(app, owner, 'POST', '/copy/performance/import', { rows: [{ id: first.id, views: -5 }] }), 400, /views can't be negative/);
    expectError(await call(app, owner, 'POST', '/copy/performance/import', { rows: [{ id: 'nope', views: 5 }] }), 400, /id must be an id/);
  });

  test("a copy's tracked link owns its clicks: PATCH may not set another count, and the import leaves them", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId });
    const plain = await createCopy(app, owner, { projectId });
    const { link } = expectData<Copy>(await call(app, owner, 'POST', `/copy/${copy.id}/link`, { targetUrl: 'https://northwind.example/beans' }), 200);
    for (const visitor of [1, 2]) {
      assert.equal((await app.inject({ url: `/r/${link!.code}`, headers: { 'user-agent': browserAgent(visitor) } })).statusCode, 302);
    }
    const clicksOf = async (id: string) => expectData<Copy>(await call(app, owner, 'GET', `/copy/${id}`), 200).performance;

    // Another count is refused, and nothing else in the request is written.
    expectError(
      await call(app, owner, 'PATCH', `/copy/${copy.id}`, { title: 'Changed', performance: { views: 10, clicks: 0 } }),
      400,
      "This copy's clicks are counted by its tracked link; they can't be set by hand.",
    );
    assert.deepEqual({ ...(await clicksOf(copy.id)), lastUpdated: null }, { ...ZERO, clicks: 2 });
    // The count it has (a form sending back what it showed) is accepted; the other numbers are written.
    const resent = expectData<Copy>(await call(app, owner, 'PATCH', `/copy/${copy.id}`, { performance: { views: 10, clicks: 2 } }), 200);
    assert.deepEqual({ ...resent.performance, lastUpdated: null }, { ...ZERO, views: 10, clicks: 2 });
    // A copy without a link takes clicks by hand as before.
    assert.equal(expectData<Copy>(await call(app, owner, 'PATCH', `/copy/${plain.id}`, { performance: { clicks: 7 } }), 200).performance.clicks, 7);

    const result = expectData(
      await call(app, owner, 'POST', '/copy/performance/import', {
        rows: [
          { id: copy.id, views: 50, clicks: 99 },
          { id: copy.id, clicks: 5 },
          { id: copy.id, likes: 3, clicks: 2 },
          { id: copy.id, clicks: 2 },
          { id: plain.id, clicks: 8 },
        ],
      }),
      200,
    );
    assert.deepEqual(result, {
      updated: 4,
      skipped: [
        { id: copy.id, reason: "Clicks not imported: this copy's clicks are counted by its tracked link (2 so far). The row's other numbers were imported." },
        { id: copy.id, reason: "Clicks not imported: this copy's clicks are counted by its tracked link (2 so far)." },
      ],
    });
    assert.deepEqual({ ...(await clicksOf(copy.id)), lastUpdated: null }, { ...ZERO, views: 50, likes: 3, clicks: 2 });
    assert.equal((await clicksOf(plain.id)).clicks, 8);
    // Clicks keep counting after all that.
    await app.inject({ url: `/r/${link!.code}`, headers: { 'user-agent': browserAgent(3) } });
    assert.equal((await clicksOf(copy.id)).clicks, 3);
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
    expectError(await call(app, stranger, 'POST', '/copy', { projectId, platform: 'twitter', content: 'x' }), 404, 'Project not found.');
    expectError(await call(app, stranger, 'POST', '/copy', { projectId: UNKNOWN_ID, platform: 'twitter', content: 'x' }), 404, 'Project not found.');
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
      assert.equal((operation.parameters ?? []).some((p: { name: string; in: string }) => p.name === 'id' && p.in === 'path'), Boolean(id), `${method} ${path} id`);
    }
    assert.match(JSON.stringify(paths['/api/copy/{id}'].get.responses[200]), /#\/components\/schemas\/Copy/);
    const copySchema = JSON.stringify(components.schemas.Copy);
    for (const field of ['projectName', 'characterCount', 'performance', 'link', 'provider', 'role']) assert.match(copySchema, new RegExp(field));
    const listParameters = paths['/api/copy/'].get.parameters.map((p: { name: string }) => p.name);
    for (const name of ['page', 'size', 'projectId', 'messageId', 'status', 'platform', 'search']) assert.ok(listParameters.includes(name), name);
  });
});
