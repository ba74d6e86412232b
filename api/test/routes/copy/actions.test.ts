import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Copy } from '@brandcast/shared';
import { browserAgent, forEachDatabase, signUp } from '../../helpers';
import { ISO, UNKNOWN_ID, ZERO, call, createCopy, createProject, expectData, expectError } from './fixtures';

/* routes/copy/actions.ts: the transitions, duplicate, the tracked link and the performance import. */
forEachDatabase(({ build, db }) => {
  test('transitions: publish, schedule (future only), unschedule, duplicate; 409 where the status does not allow it', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId, title: 'Launch', hashtags: ['#launch'] });
    const url = `/copy/${copy.id}`;

    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = expectData<Copy>(
      await call(app, owner, 'POST', `${url}/schedule`, { scheduledDate: inAnHour }),
      200,
    );
    assert.equal(scheduled.status, 'scheduled');
    assert.equal(scheduled.scheduledDate, inAnHour);
    assert.equal(scheduled.publishedAt, null);

    const later = new Date(Date.now() + 7_200_000).toISOString();
    assert.equal(
      expectData<Copy>(await call(app, owner, 'POST', `${url}/schedule`, { scheduledDate: later }), 200).scheduledDate,
      later,
    );

    const draft = expectData<Copy>(await call(app, owner, 'POST', `${url}/unschedule`), 200);
    assert.equal(draft.status, 'draft');
    assert.equal(draft.scheduledDate, null);
    expectError(await call(app, owner, 'POST', `${url}/unschedule`), 409, 'This copy is not scheduled.');

    expectError(
      await call(app, owner, 'POST', `${url}/schedule`, { scheduledDate: new Date(Date.now() - 60_000).toISOString() }),
      400,
      'Pick a time in the future.',
    );
    expectError(
      await call(app, owner, 'POST', `${url}/schedule`, { scheduledDate: 'tomorrow' }),
      400,
      /scheduledDate must be a date and time/,
    );
    expectError(await call(app, owner, 'POST', `${url}/schedule`, {}), 400, /scheduledDate/);

    const before = Date.now();
    const published = expectData<Copy>(await call(app, owner, 'POST', `${url}/publish`), 200);
    assert.equal(published.status, 'published');
    assert.ok(Date.parse(published.publishedAt!) >= before - 1000);
    assert.equal(published.scheduledDate, null);
    expectError(await call(app, owner, 'POST', `${url}/publish`), 409, 'This copy is already published.');
    expectError(
      await call(app, owner, 'POST', `${url}/schedule`, { scheduledDate: inAnHour }),
      409,
      /already published; duplicate it/,
    );
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
    assert.deepEqual(
      [twin.title, twin.content, twin.hashtags, twin.platform, twin.format, twin.characterCount],
      [copy.title, copy.content, copy.hashtags, copy.platform, copy.format, copy.characterCount],
    );
    // The original is untouched.
    assert.equal(expectData<Copy>(await call(app, owner, 'GET', url), 200).status, 'published');
  });

  test('a tracked link on a copy: created, retargeted, and each click on /r/:code adds one to its clicks', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId });

    const linked = expectData<Copy>(
      await call(app, owner, 'POST', `/copy/${copy.id}/link`, { targetUrl: 'https://northwind.example/beans' }),
      200,
    );
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
    const relinked = expectData<Copy>(
      await call(app, owner, 'POST', `/copy/${copy.id}/link`, { targetUrl: 'https://northwind.example/new' }),
      200,
    );
    assert.equal(relinked.link!.code, linked.link.code);
    assert.equal(relinked.link!.targetUrl, 'https://northwind.example/new');
    assert.equal(relinked.link!.clicks, 1);
    assert.equal(relinked.performance.clicks, 1);
    const again = await app.inject({ url: `/r/${linked.link.code}` });
    assert.equal(again.statusCode, 302, again.body);
    assert.equal(again.headers.location, 'https://northwind.example/new');
    const [links] = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM tracked_links WHERE copy_id = $1', [
      copy.id,
    ]);
    assert.equal(links!.n, 1);

    expectError(
      await call(app, owner, 'POST', `/copy/${copy.id}/link`, { targetUrl: 'javascript:alert(1)' }),
      400,
      /web address starting with http/,
    );
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
        {
          id: second.id,
          reason: 'No performance numbers (views, likes, shares, comments, retweets, clicks) in this row.',
        },
      ],
    });
    const one = expectData<Copy>(await call(app, owner, 'GET', `/copy/${first.id}`), 200);
    assert.deepEqual(
      { ...one.performance, lastUpdated: null },
      { views: 500, likes: 20, shares: 3, comments: 4, retweets: 5, clicks: 6, lastUpdated: null },
    );
    assert.match(one.performance.lastUpdated!, ISO);
    const two = expectData<Copy>(await call(app, owner, 'GET', `/copy/${second.id}`), 200);
    assert.equal(two.performance.views, 42);
    assert.equal(two.performance.likes, 0);
    // The other user's copy is untouched.
    assert.equal(expectData<Copy>(await call(app, other, 'GET', `/copy/${theirs.id}`), 200).performance.views, 0);

    expectError(await call(app, owner, 'POST', '/copy/performance/import', { rows: [] }), 400, /no rows to import/);
    expectError(
      await call(app, owner, 'POST', '/copy/performance/import', { rows: [{ id: first.id, views: -5 }] }),
      400,
      /views can't be negative/,
    );
    expectError(
      await call(app, owner, 'POST', '/copy/performance/import', { rows: [{ id: 'nope', views: 5 }] }),
      400,
      /id must be an id/,
    );
  });

  test("a copy's tracked link owns its clicks: PATCH may not set another count, and the import leaves them", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId });
    const plain = await createCopy(app, owner, { projectId });
    const { link } = expectData<Copy>(
      await call(app, owner, 'POST', `/copy/${copy.id}/link`, { targetUrl: 'https://northwind.example/beans' }),
      200,
    );
    for (const visitor of [1, 2]) {
      assert.equal(
        (
          await app.inject({
            url: `/r/${link!.code}`,
            headers: { 'user-agent': browserAgent(visitor) },
            remoteAddress: `198.51.100.${visitor}`,
          })
        ).statusCode,
        302,
      );
    }
    const clicksOf = async (id: string) =>
      expectData<Copy>(await call(app, owner, 'GET', `/copy/${id}`), 200).performance;

    // Another count is refused, and nothing else in the request is written.
    expectError(
      await call(app, owner, 'PATCH', `/copy/${copy.id}`, { title: 'Changed', performance: { views: 10, clicks: 0 } }),
      400,
      "This copy's clicks are counted by its tracked link; they can't be set by hand.",
    );
    assert.deepEqual({ ...(await clicksOf(copy.id)), lastUpdated: null }, { ...ZERO, clicks: 2 });
    // The count it has (a form sending back what it showed) is accepted; the other numbers are written.
    const resent = expectData<Copy>(
      await call(app, owner, 'PATCH', `/copy/${copy.id}`, { performance: { views: 10, clicks: 2 } }),
      200,
    );
    assert.deepEqual({ ...resent.performance, lastUpdated: null }, { ...ZERO, views: 10, clicks: 2 });
    // A copy without a link takes clicks by hand as before.
    assert.equal(
      expectData<Copy>(await call(app, owner, 'PATCH', `/copy/${plain.id}`, { performance: { clicks: 7 } }), 200)
        .performance.clicks,
      7,
    );

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
        {
          id: copy.id,
          reason:
            "Clicks not imported: this copy's clicks are counted by its tracked link (2 so far). The row's other numbers were imported.",
        },
        { id: copy.id, reason: "Clicks not imported: this copy's clicks are counted by its tracked link (2 so far)." },
      ],
    });
    assert.deepEqual({ ...(await clicksOf(copy.id)), lastUpdated: null }, { ...ZERO, views: 50, likes: 3, clicks: 2 });
    assert.equal((await clicksOf(plain.id)).clicks, 8);
    // Clicks keep counting after all that.
    await app.inject({
      url: `/r/${link!.code}`,
      headers: { 'user-agent': browserAgent(3) },
      remoteAddress: '198.51.100.3',
    });
    assert.equal((await clicksOf(copy.id)).clicks, 3);
  });
});
