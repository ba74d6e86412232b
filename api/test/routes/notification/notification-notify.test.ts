import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NOTIFICATION_MESSAGE_MAX_LENGTH, NOTIFICATIONS_MAX, TOAST_TYPES } from '@brandcast/shared';
import { notificationsRepository } from '../../../src/repositories/notifications';
import { forEachDatabase, signUp } from '../../helpers';
import { UNKNOWN_ID, listNotifications } from './fixtures';

/* Notifications arriving: the welcome one, GET /notification newest first, and notify (cap of 50, text trimmed, unknown users). */

forEachDatabase(({ build, db }) => {
  const repository = () => notificationsRepository(db().orm);
  const list = listNotifications;

  test('sign-up leaves one unread welcome notification pointing to the first project', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const body = await list(app, account.token);
    assert.equal(body.data.length, 1);
    const [welcome] = body.data;
    assert.deepEqual(Object.keys(welcome!).sort(), ['createdAt', 'id', 'message', 'read', 'title', 'type']);
    assert.equal(welcome!.title, 'Welcome to Brandcast');
    assert.match(welcome!.message, /first project/);
    assert.equal(welcome!.read, false);
    assert.ok(TOAST_TYPES.includes(welcome!.type as never));
    assert.ok(!Number.isNaN(Date.parse(welcome!.createdAt)));
    assert.deepEqual(body.meta, { unread: 1 });
  });

  test('GET /notification: newest first, with the unread count', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    for (const [i, type] of TOAST_TYPES.entries()) {
      await repository().notify(account.user.id, { type, title: `Title ${i}`, message: `Message ${i}` });
    }
    const body = await list(app, account.token);
    assert.deepEqual(
      body.data.map((n) => n.title),
      ['Title 3', 'Title 2', 'Title 1', 'Title 0', 'Welcome to Brandcast'],
    );
    assert.deepEqual(
      body.data.slice(0, 4).map((n) => n.type),
      [...TOAST_TYPES].reverse(),
    );
    assert.equal(body.meta.unread, 5);
  });

  test('notify keeps at most 50 per user, dropping the oldest', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const other = await signUp(app);
    for (let i = 1; i <= NOTIFICATIONS_MAX + 5; i++) {
      await repository().notify(account.user.id, { type: 'info', title: `N${i}`, message: 'm' });
    }
    const body = await list(app, account.token);
    assert.equal(body.data.length, NOTIFICATIONS_MAX);
    assert.equal(body.data[0]!.title, `N${NOTIFICATIONS_MAX + 5}`);
    assert.equal(body.data.at(-1)!.title, 'N6');
    assert.ok(!body.data.some((n) => n.title === 'Welcome to Brandcast'));
    // Another user's notifications are neither counted nor pruned.
    assert.equal((await list(app, other.token)).data.length, 1);
  });

  test('notify holds the cap when many arrive at once', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    await Promise.all(
      Array.from({ length: NOTIFICATIONS_MAX + 10 }, (_, i) =>
        repository().notify(account.user.id, { type: 'info', title: `C${i}`, message: 'm' }),
      ),
    );
    const [counted] = await db().query<{ total: number }>(
      'SELECT count(*)::int AS total FROM notifications WHERE user_id = $1',
      [account.user.id],
    );
    assert.equal(counted!.total, NOTIFICATIONS_MAX);
    assert.equal((await list(app, account.token)).data.length, NOTIFICATIONS_MAX);
  });

  test('notify trims and clips its text, and does nothing for an unknown user', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const row = await repository().notify(account.user.id, {
      type: 'warning',
      title: '  Credits low  ',
      message: 'x'.repeat(5000),
    });
    assert.equal(row!.title, 'Credits low');
    assert.equal(row!.message.length, NOTIFICATION_MESSAGE_MAX_LENGTH);
    assert.ok(row!.message.endsWith('…'));
    assert.equal(await repository().notify(UNKNOWN_ID, { type: 'info', title: 'x', message: 'y' }), undefined);
    const [counted] = await db().query<{ total: number }>(
      'SELECT count(*)::int AS total FROM notifications WHERE user_id = $1',
      [UNKNOWN_ID],
    );
    assert.equal(counted!.total, 0);
  });
});
