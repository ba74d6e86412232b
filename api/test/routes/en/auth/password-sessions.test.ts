import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, forEachDatabase, json, signUp, type Account } from '../../../helpers';

const profile = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/en/user/profile', headers: bearer(token) });
const refresh = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/en/auth/refresh', headers: bearer(token) });

/** A second session of the same account: another sign-in. */
async function signIn(app: FastifyInstance, account: Account): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/en/auth/signin',
    payload: { email: account.email, password: account.password },
  });
  assert.equal(response.statusCode, 200, response.body);
  return json(response).data.token;
}

forEachDatabase(({ build }) => {
  test('a password change ends every other session at once; the session that changed it stays signed in', async (t) => {
    // A long session cache: the change must apply at once on this instance all the same.
    const app = await build(t, { authCacheMs: 60_000 });
    const account = await signUp(app);
    const a = account.token;
    const b = await signIn(app, account);
    assert.equal((await profile(app, a)).statusCode, 200);
    assert.equal((await profile(app, b)).statusCode, 200);
    const bRefreshed = json(await refresh(app, b)).data.token;

    const changed = await app.inject({
      method: 'POST',
      url: '/api/en/auth/change-password',
      headers: bearer(a),
      payload: { currentPassword: account.password, newPassword: 'a brand new password' },
    });
    assert.equal(changed.statusCode, 204, changed.body);

    // B: its token, its refreshed token and its refresh are all refused.
    assert.equal((await profile(app, b)).statusCode, 401);
    assert.equal((await profile(app, bRefreshed)).statusCode, 401);
    assert.equal((await refresh(app, b)).statusCode, 401);
    assert.equal((await refresh(app, bRefreshed)).statusCode, 401);

    // A: its token works, and so does the token its refresh gives.
    assert.equal((await profile(app, a)).statusCode, 200);
    const aRefresh = await refresh(app, a);
    assert.equal(aRefresh.statusCode, 200);
    assert.equal((await profile(app, json(aRefresh).data.token)).statusCode, 200);

    // A new sign-in with the new password is a session like any other.
    const c = await signIn(app, { ...account, password: 'a brand new password' });
    assert.equal((await profile(app, c)).statusCode, 200);
    // A changing the password again ends C, and A is still signed in.
    const again = await app.inject({
      method: 'POST',
      url: '/api/en/auth/change-password',
      headers: bearer(a),
      payload: { currentPassword: 'a brand new password', newPassword: 'a third password' },
    });
    assert.equal(again.statusCode, 204, again.body);
    assert.equal((await profile(app, c)).statusCode, 401);
    assert.equal((await profile(app, a)).statusCode, 200);
  });

  test('a session ended by a password change stays ended after the next one', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const a = account.token;
    const b = await signIn(app, account);
    const change = (token: string, currentPassword: string, newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/en/auth/change-password',
        headers: bearer(token),
        payload: { currentPassword, newPassword },
      });
    assert.equal((await change(b, account.password, 'password of b')).statusCode, 204);
    assert.equal((await profile(app, a)).statusCode, 401);
    assert.equal((await change(a, 'password of b', 'password of a')).statusCode, 401);
    const c = await signIn(app, { ...account, password: 'password of b' });
    assert.equal((await change(c, 'password of b', 'password of c')).statusCode, 204);
    assert.equal((await profile(app, a)).statusCode, 401);
    assert.equal((await profile(app, b)).statusCode, 401);
    assert.equal((await profile(app, c)).statusCode, 200);
  });
});
