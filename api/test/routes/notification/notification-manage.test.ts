import assert from 'node:assert/strict';
import { test } from 'node:test';
import { notificationsRepository } from '../../../src/repositories/notifications';
import { NOTIFICATION_NOT_FOUND } from '../../../src/schemas/notification';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';
import { UNKNOWN_ID, listNotifications } from './fixtures';

/* Managing notifications: PATCH read/unread and its 400s, 404 ids, POST read-all, DELETE one and DELETE all. */

forEachDatabase(({ build, db }) => {
  const repository = () => notificationsRepository(db().orm);
  const list = listNotifications;

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
});
