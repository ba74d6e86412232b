import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';
import { UNKNOWN_ID, listNotifications } from './fixtures';

/* Who may touch a notification: another user's answers 404 like an unknown one; no token is a 401. */

forEachDatabase(({ build }) => {
  const list = listNotifications;

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
});
