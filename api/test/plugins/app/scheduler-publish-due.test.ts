import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { PREFERENCE_DEFAULTS, type Copy } from '@brandcast/shared';
import { PUBLISH_BATCH, createScheduler, emailAuthorVia } from '../../../src/plugins/app/scheduler';
import type { Mail } from '../../../src/plugins/app/mailer';
import { preferencesRepository } from '../../../src/repositories/preferences';
import { usersRepository } from '../../../src/repositories/users';
import { scheduledCopies, type PublishedCopy } from '../../../src/plugins/app/scheduled-copies';
import { notificationsRepository } from '../../../src/repositories/notifications';
import { forEachDatabase, signUp, type Account } from '../../helpers';
import { buildWith, call, createCopy, createProject, expectData } from '../../routes/copy/fixtures';

const silent = Fastify({ logger: false }).log;

/* Publishing due copies on the database: as of their time, the author told (and emailed), once across four instances. */
forEachDatabase(({ build, db, kind }) => {
  const scheduler = () =>
    createScheduler({
      copies: scheduledCopies(db().orm),
      notifications: notificationsRepository(db().orm),
      log: silent,
    });
  const notificationsOf = (userId: string) =>
    db().query<{ title: string; message: string; type: string }>(
      "SELECT type, title, message FROM notifications WHERE user_id = $1 AND title = 'Time to post a copy' ORDER BY created_at",
      [userId],
    );
  const makeDue = (ids: string[]) =>
    db().query(
      "UPDATE copies SET status = 'scheduled', scheduled_date = now() - interval '1 minute' WHERE id = ANY($1::uuid[])",
      [ids],
    );

  test('publishDue publishes the copies whose time has come, as of their scheduled time, and tells each author', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

    const due = await createCopy(app, owner, {
      projectId,
      platform: 'twitter',
      title: 'Launch day',
      content: 'We open Monday.',
    });
    const untitled = await createCopy(app, owner, {
      projectId,
      platform: 'linkedin',
      content: 'Our new roastery opens its doors to the neighbourhood this Monday morning.',
    });
    const later = await createCopy(app, owner, { projectId, platform: 'twitter', content: 'Next week' });
    const draft = await createCopy(app, owner, { projectId, platform: 'twitter', content: 'Just a draft' });
    for (const [copy, at] of [
      [due, inMinutes(10)],
      [untitled, inMinutes(20)],
      [later, inMinutes(60 * 24 * 3)],
    ] as const) {
      expectData(await call(app, owner, 'POST', `/copy/${copy.id}/schedule`, { scheduledDate: at }), 200);
    }

    // Nothing is due yet.
    const now = await scheduler().publishDue();
    assert.ok(!now.some((copy) => [due.id, untitled.id, later.id].includes(copy.id)));

    // An hour from now: the two within the hour go out, oldest first; the later one and the draft stay.
    const published = await scheduler().publishDue(new Date(Date.now() + 3_600_000));
    assert.deepEqual(
      published.filter((copy) => copy.userId === owner.user.id).map((copy) => copy.id),
      [due.id, untitled.id],
    );
    const get = async (id: string) => expectData<Copy>(await call(app, owner, 'GET', `/copy/${id}`), 200);
    for (const copy of [due, untitled]) {
      const after = await get(copy.id);
      assert.equal(after.status, 'published');
      assert.equal(after.publishedAt, after.scheduledDate, 'published as of its scheduled time');
    }
    assert.equal((await get(later.id)).status, 'scheduled');
    assert.equal((await get(draft.id)).status, 'draft');

    assert.deepEqual(await notificationsOf(owner.user.id), [
      // Nothing went anywhere: the author is told the copy is due and where to post it.
      {
        type: 'info',
        title: 'Time to post a copy',
        message:
          'X (Twitter) copy "Launch day" is due and marked as published. Post it on X (Twitter) now: Brandcast posts nothing itself yet.',
      },
      {
        type: 'info',
        title: 'Time to post a copy',
        message:
          'LinkedIn copy "Our new roastery opens its doors to the…" is due and marked as published. Post it on LinkedIn now: Brandcast posts nothing itself yet.',
      },
    ]);
    // Run again: nothing more to do, nobody told twice.
    const again = await scheduler().publishDue(new Date(Date.now() + 3_600_000));
    assert.ok(!again.some((copy) => copy.userId === owner.user.id));
    assert.equal((await notificationsOf(owner.user.id)).length, 2);
  });

  test('the author is emailed too, unless their "Email notifications" preference is off', async (t) => {
    const app = await build(t);
    const [keen, quiet] = [await signUp(app), await signUp(app)];
    expectData(
      await call(app, quiet, 'PUT', '/en/user/preferences', { ...PREFERENCE_DEFAULTS, emailNotifications: false }),
      200,
    );
    const copies = [];
    for (const author of [keen, quiet]) {
      const { _id: projectId } = await createProject(app, author);
      copies.push(
        await createCopy(app, author, {
          projectId,
          platform: 'twitter',
          title: 'Launch day',
          content: 'We open Monday.',
        }),
      );
    }
    await makeDue(copies.map((copy) => copy.id));
    const sent: Mail[] = [];
    const emailAuthor = emailAuthorVia({
      preferences: preferencesRepository(db().orm),
      users: usersRepository(db().orm),
      send: (mail) => sent.push(mail),
      appUrl: 'https://brandcast.example',
    });
    await createScheduler({
      copies: scheduledCopies(db().orm),
      notifications: notificationsRepository(db().orm),
      log: silent,
      emailAuthor,
    }).publishDue();
    const mine = sent.filter((mail) => [keen.email, quiet.email].includes(mail.to));
    assert.deepEqual(
      mine.map((mail) => [mail.to, mail.subject]),
      [[keen.email, 'Your copy is due: time to post it']],
    );
    assert.match(
      mine[0]!.text,
      /X \(Twitter\) copy "Launch day" is due and marked as published\. Post it on X \(Twitter\) now: Brandcast posts nothing itself yet\.\n\nSee your copies: https:\/\/brandcast\.example\/copies/,
    );
    assert.equal((await notificationsOf(quiet.user.id)).length, 1, 'still told in the app');
  });

  test('the author of the copy is told, whoever owns the project', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const editor = await signUp(app);
    await db().query("UPDATE users SET plan = 'starter' WHERE id = $1", [owner.user.id]);
    const { _id: projectId } = await createProject(app, owner);
    expectData(
      await call(app, owner, 'POST', `/project/${projectId}/collaborators`, { email: editor.email, role: 'editor' }),
      201,
    );
    const copy = await createCopy(app, editor, { projectId, platform: 'facebook', title: 'Open house' });
    await makeDue([copy.id]);
    const published = await scheduler().publishDue();
    assert.ok(published.some((row) => row.id === copy.id));
    assert.equal((await notificationsOf(editor.user.id)).length, 1);
    assert.equal((await notificationsOf(owner.user.id)).length, 0);
  });

  test('four schedulers at once (four API instances) publish each due copy exactly once, one notification each', async (t) => {
    const app = await build(t);
    const authors: Account[] = [];
    const ids: string[] = [];
    const perAuthor = 40;
    for (let a = 0; a < 6; a++) {
      const author = await signUp(app);
      authors.push(author);
      const { _id: projectId } = await createProject(app, author);
      const rows = await db().query<{ id: string }>(
        `INSERT INTO copies (project_id, user_id, platform, title, content, character_count, status, scheduled_date)
         SELECT $1, $2, 'twitter', 'Copy ' || n, 'Text ' || n, 6, 'scheduled', now() - n * interval '1 second'
         FROM generate_series(1, $3::int) AS n RETURNING id`,
        [projectId, author.user.id, perAuthor],
      );
      ids.push(...rows.map((row) => row.id));
    }
    assert.ok(ids.length > 2 * PUBLISH_BATCH, 'enough for several batches each');

    // Open connections first, so the instances' statements really run side by side.
    await Promise.all(Array.from({ length: 8 }, () => db().query('SELECT 1')));
    const runs = await Promise.all(Array.from({ length: 4 }, () => scheduler().publishDue()));
    const both = runs.flatMap((rows: PublishedCopy[]) => rows.map((row) => row.id).filter((id) => ids.includes(id)));
    assert.equal(both.length, ids.length, 'every copy published once in all');
    assert.equal(new Set(both).size, ids.length, 'no copy published twice');

    const [state] = await db().query<{ published: number }>(
      "SELECT count(*) FILTER (WHERE status = 'published' AND published_at = scheduled_date)::int AS published FROM copies WHERE id = ANY($1::uuid[])",
      [ids],
    );
    assert.equal(state!.published, ids.length);
    for (const author of authors) assert.equal((await notificationsOf(author.user.id)).length, perAuthor);
  });

  test(
    'a copy another instance is publishing is skipped, not waited for',
    { skip: kind !== 'postgres' && 'PGlite has one connection' },
    async (t) => {
      const app = await build(t);
      const owner = await signUp(app);
      const { _id: projectId } = await createProject(app, owner);
      const busy = await createCopy(app, owner, { projectId, title: 'Held by the other instance' });
      const free = await createCopy(app, owner, { projectId, title: 'Free to publish' });
      await makeDue([busy.id, free.id]);

      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const otherInstance = db().transaction(async (sql) => {
        await sql.query('SELECT id FROM copies WHERE id = $1 FOR UPDATE', [busy.id]);
        locked();
        await released;
      });
      try {
        await isLocked;
        const result = await Promise.race([
          scheduler().publishDue(),
          new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3000)),
        ]);
        assert.notEqual(result, 'blocked', 'publishDue waited for a locked copy');
        const ids = (result as PublishedCopy[]).map((row) => row.id);
        assert.ok(ids.includes(free.id));
        assert.ok(!ids.includes(busy.id));
      } finally {
        release();
        await otherInstance;
      }
      // Once the other instance lets go (without publishing it here), the next run takes it.
      assert.ok((await scheduler().publishDue()).some((row) => row.id === busy.id));
    },
  );

  test('with the timer on, a due copy is published by the app itself and its author sees the notification', async (t) => {
    const app = await buildWith(t, db(), { config: { schedulerIntervalMs: 50 } });
    const owner = await signUp(app);
    const { _id: projectId } = await createProject(app, owner);
    const copy = await createCopy(app, owner, { projectId, platform: 'email', title: 'Newsletter' });
    await makeDue([copy.id]);

    let status = 'scheduled';
    for (let i = 0; i < 100 && status !== 'published'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      status = expectData<Copy>(await call(app, owner, 'GET', `/copy/${copy.id}`), 200).status;
    }
    assert.equal(status, 'published');
    // The notification is written just after the publish commits: look until it is there.
    const published = (n: { title: string; message: string }) =>
      n.title === 'Time to post a copy' &&
      n.message ===
        'Email copy "Newsletter" is due and marked as published. Send it as an email now: Brandcast posts nothing itself yet.';
    let notified = false;
    for (let i = 0; i < 100 && !notified; i++) {
      notified = (await call(app, owner, 'GET', '/notification')).json().data.some(published);
      if (!notified) await new Promise((resolve) => setTimeout(resolve, 30));
    }
    assert.ok(notified, 'the author was notified');
  });
});
