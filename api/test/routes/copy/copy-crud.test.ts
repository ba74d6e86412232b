import assert from 'node:assert/strict';
import { test } from 'node:test';
import { copyTitle, type Copy } from '@brandcast/shared';
import { forEachDatabase, signUp } from '../../helpers';
import { ISO, ZERO, call, createCopy, createProject, expectData, expectError } from './fixtures';

/* A copy's own routes: create, read, the platform cap, titles, updates and deletion. */
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
});
