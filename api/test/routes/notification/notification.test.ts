import assert from 'node:assert/strict';
import { test } from 'node:test';
import { NOTIFICATION_MESSAGE_MAX_LENGTH, NOTIFICATIONS_MAX, TOAST_TYPES } from '@brandcast/shared';
import { notificationsRepository } from '../../../src/repositories/notifications';
import { NOTIFICATION_NOT_FOUND } from '../../../src/schemas/notification';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

forEachDatabase(({ build, db }) => {
  const repository = () => notificationsRepository(db().orm);
  const list = async (app: Awaited<ReturnType<typeof build>>, token: string) => {
    const response = await app.inject({ url: '/api/notification', headers: bearer(token) });
    assert.equal(response.statusCode, 200, response.body);
    return json<{
      data: { id: string; type: string; title: string; message: string; read: boolean; createdAt: string }[];
      meta: { unread: number };
    }>(response);
  };

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

  test('PATCH /notification/:id: marks read and unread', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const [welcome] = (await list(app, account.token)).data;
    const url = `/api/notification/${welcome!.id}`;
    const read = await app.inject({ method: 'PATCH', url, headers: bearer(account.token), payload: { read: true } });
    assert.equal(read.statusCode, 200, read.body);
    assert.deepEqual(json(read).data, { ...welcome, read: true });
    assert.equal((await list(app, account.token)).meta.unread, 0);
    const unread = await app.inject({ method: 'PATCH', url, headers: bearer(account.token), payload: { read: false } });
    assert.equal(json(unread).data.read, false);
    assert.equal((await list(app, account.token)).meta.unread, 1);
  });

  const badPatches: [string, unknown, RegExp][] = [
    ['read as text', { read: 'yes' }, /^read: read must be true or false$/],
    ['no read flag', {}, /^read: read must be true or false$/],
    ['another field', { read: true, title: 'Changed' }, /title/],
    ['an array', [], /^body: /],
  ];
  for (const [name, payload, message] of badPatches) {
    test(`PATCH /notification/:id: ${name} answers 400 naming the problem`, async (t) => {
      const app = await build(t);
      const account = await signUp(app);
      const [welcome] = (await list(app, account.token)).data;
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/notification/${welcome!.id}`,
        headers: bearer(account.token),
        payload: payload as object,
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(json(response).message, message);
      assert.equal((await list(app, account.token)).data[0]!.read, false);
    });
  }

  test('unknown and malformed ids answer 404, never 400 or 500', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '1', "'; DROP TABLE notifications; --", 'x'.repeat(100)]) {
      const url = `/api/notification/${encodeURIComponent(id)}`;
      const patched = await app.inject({
        method: 'PATCH',
        url,
        headers: bearer(account.token),
        payload: { read: true },
      });
      const removed = await app.inject({ method: 'DELETE', url, headers: bearer(account.token) });
      for (const response of [patched, removed]) {
        assert.equal(response.statusCode, 404, `${id}: ${response.body}`);
        assert.equal(json(response).message, NOTIFICATION_NOT_FOUND);
      }
    }
  });

  test("POST /notification/read-all: 204, every one of the caller's read, nobody else's", async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const other = await signUp(app);
    await repository().notify(account.user.id, { type: 'warning', title: 'Second', message: 'm' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/notification/read-all',
      headers: bearer(account.token),
    });
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
    const body = await list(app, account.token);
    assert.equal(body.meta.unread, 0);
    assert.ok(body.data.every((n) => n.read));
    assert.equal((await list(app, other.token)).meta.unread, 1);
  });

  test('DELETE /notification/:id: 204, then 404 the second time', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    await repository().notify(account.user.id, { type: 'success', title: 'Kept', message: 'm' });
    const welcome = (await list(app, account.token)).data.find((n) => n.title === 'Welcome to Brandcast')!;
    const url = `/api/notification/${welcome.id}`;
    const first = await app.inject({ method: 'DELETE', url, headers: bearer(account.token) });
    assert.equal(first.statusCode, 204);
    assert.deepEqual(
      (await list(app, account.token)).data.map((n) => n.title),
      ['Kept'],
    );
    const second = await app.inject({ method: 'DELETE', url, headers: bearer(account.token) });
    assert.equal(second.statusCode, 404);
  });

  test("DELETE /notification: 204, clears the caller's only", async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const other = await signUp(app);
    await repository().notify(account.user.id, { type: 'error', title: 'Failed', message: 'm' });
    const response = await app.inject({ method: 'DELETE', url: '/api/notification', headers: bearer(account.token) });
    assert.equal(response.statusCode, 204);
    assert.deepEqual(await list(app, account.token), { data: [], meta: { unread: 0 } });
    assert.equal((await list(app, other.token)).data.length, 1);
    // Clearing nothing is fine too.
    assert.equal(
      (await app.inject({ method: 'DELETE', url: '/api/notification', headers: bearer(account.token) })).statusCode,
      204,
    );
  });

  test("another user's notification: every route answers 404 like an unknown one and changes nothing", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const before = await list(app, owner.token);
    const url = `/api/notification/${before.data[0]!.id}`;
    const attempts = [
      await app.inject({ method: 'PATCH', url, headers: bearer(stranger.token), payload: { read: true } }),
      await app.inject({ method: 'DELETE', url, headers: bearer(stranger.token) }),
    ];
    const unknown = await app.inject({
      method: 'DELETE',
      url: `/api/notification/${UNKNOWN_ID}`,
      headers: bearer(stranger.token),
    });
    for (const attempt of attempts) {
      assert.equal(attempt.statusCode, 404);
      assert.deepEqual(json(attempt), json(unknown));
    }
    // The stranger's read-all and clear touch only the stranger's own.
    assert.equal(
      (await app.inject({ method: 'POST', url: '/api/notification/read-all', headers: bearer(stranger.token) }))
        .statusCode,
      204,
    );
    assert.equal(
      (await app.inject({ method: 'DELETE', url: '/api/notification', headers: bearer(stranger.token) })).statusCode,
      204,
    );
    const strangerList = await list(app, stranger.token);
    assert.ok(!strangerList.data.some((n) => n.id === before.data[0]!.id));
    assert.deepEqual(await list(app, owner.token), before);
  });

  test('every notification route needs a token: 401 without one', async (t) => {
    const app = await build(t);
    for (const [method, url] of [
      ['GET', '/api/notification'],
      ['PATCH', `/api/notification/${UNKNOWN_ID}`],
      ['POST', '/api/notification/read-all'],
      ['DELETE', `/api/notification/${UNKNOWN_ID}`],
      ['DELETE', '/api/notification'],
    ] as const) {
      const response = await app.inject({ method, url, ...(method === 'PATCH' ? { payload: { read: true } } : {}) });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(json(response).message, 'Not authenticated');
    }
  });

  test('a password change adds an info notification; a refused one does not', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/en/auth/change-password',
      headers: bearer(account.token),
      payload: { currentPassword: 'not the password', newPassword: 'a brand new password' },
    });
    assert.equal(refused.statusCode, 401);
    assert.equal((await list(app, account.token)).data.length, 1);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/en/auth/change-password',
      headers: bearer(account.token),
      payload: { currentPassword: account.password, newPassword: 'a brand new password' },
    });
    assert.equal(changed.statusCode, 204);
    const [latest] = (await list(app, account.token)).data;
    assert.equal(latest!.type, 'info');
    assert.equal(latest!.title, 'Password changed');
    assert.equal(latest!.read, false);
  });

  test('a password reset adds an info notification', async (t) => {
    const app = await build(t, { exposeOutbox: true });
    const account = await signUp(app);
    await app.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    // The outbox table never holds the token: this app's GET /dev/outbox answers the link it sent.
    let link: string | undefined;
    for (let i = 0; !link && i < 50; i++) {
      // The reset email's link (the sign-up's confirmation email is in the outbox too).
      const emails: { link: string | null }[] = json(
        await app.inject({ url: `/api/dev/outbox?email=${encodeURIComponent(account.email)}` }),
      ).data;
      link = emails.find((mail) => mail.link?.includes('/reset-password?'))?.link ?? undefined;
      if (!link) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const token = new URL(link!).searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/en/auth/reset-password',
      payload: { token, password: 'the new password' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: 'the new password' },
    });
    const [latest] = (await list(app, json(signIn).data.token)).data;
    assert.equal(latest!.title, 'Password changed');
    assert.match(latest!.message, /reset/);
  });
});
