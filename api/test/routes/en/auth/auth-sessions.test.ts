import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp } from '../../../helpers';
/* A session after sign-in: signing out, the session cache, refused tokens, refresh and changing the password. */
forEachDatabase(({ build }) => {
  test('POST /en/auth/logout: 204, then that token stops working (others keep working)', async (t) => {
    // With the session cache on, as in production: the token was just checked and cached.
    const app = await build(t, { authCacheMs: 60_000 });
    const account = await signUp(app);
    assert.equal((await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) })).statusCode, 200);
    const other = json(
      await app.inject({
        method: 'POST',
        url: '/api/en/auth/signin',
        payload: { email: account.email, password: account.password },
      }),
    ).data.token;
    const logout = await app.inject({ method: 'POST', url: '/api/en/auth/logout', headers: bearer(account.token) });
    assert.equal(logout.statusCode, 204);
    assert.equal(logout.body, '');
    for (const [method, url] of [
      ['GET', '/api/en/user/profile'],
      ['GET', '/api/project'],
      ['POST', '/api/en/auth/refresh'],
      ['POST', '/api/en/auth/logout'],
    ] as const) {
      const response = await app.inject({ method, url, headers: bearer(account.token) });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.match(json(response).message, /sign in again/);
    }
    const stillIn = await app.inject({ url: '/api/en/user/profile', headers: bearer(other) });
    assert.equal(stillIn.statusCode, 200);
  });

  test('the session cache: a burst on one token is answered; an expired token is refused even when cached', async (t) => {
    const app = await build(t, { authCacheMs: 60_000, tokenTtlSeconds: 3 });
    const account = await signUp(app);
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) })),
    );
    assert.ok(burst.every((response) => response.statusCode === 200));
    assert.ok(burst.every((response) => json(response).data.user.id === account.user.id));
    // Past the token's own expiry, the cached session no longer counts.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const expired = await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) });
    assert.equal(expired.statusCode, 401);
    assert.equal(json(expired).message, 'Your session has expired. Please sign in again.');
  });

  test('auth errors: no token, a malformed token, a forged token, an expired token answer 401', async (t) => {
    const app = await build(t);
    const none = await app.inject({ url: '/api/en/user/profile' });
    assert.equal(none.statusCode, 401);
    assert.equal(json(none).message, 'Not authenticated');
    const malformed = await app.inject({ url: '/api/en/user/profile', headers: bearer('not.a.jwt') });
    assert.equal(malformed.statusCode, 401);
    const basic = await app.inject({ url: '/api/en/user/profile', headers: { authorization: 'Basic abc' } });
    assert.equal(basic.statusCode, 401);
    const account = await signUp(app);
    const [header, payload] = account.token.split('.');
    const forged = await app.inject({ url: '/api/en/user/profile', headers: bearer(`${header}.${payload}.AAAA`) });
    assert.equal(forged.statusCode, 401);
    const otherKey = await build(t, { jwtSecret: 'another-secret-another-secret-12345' });
    const foreign = await otherKey.inject({ url: '/api/en/user/profile', headers: bearer(account.token) });
    assert.equal(foreign.statusCode, 401);

    const shortLived = await build(t, { tokenTtlSeconds: 1 });
    const { token } = json(
      await shortLived.inject({
        method: 'POST',
        url: '/api/en/auth/signin',
        payload: { email: account.email, password: account.password },
      }),
    ).data;
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await shortLived.inject({ url: '/api/en/user/profile', headers: bearer(token) });
    assert.equal(expired.statusCode, 401);
    assert.match(json(expired).message, /expired/);
  });

  test('POST /en/auth/refresh: a fresh token; the old one still works', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/en/auth/refresh', headers: bearer(account.token) });
    assert.equal(response.statusCode, 200);
    const { token } = json(response).data;
    assert.notEqual(token, account.token);
    for (const candidate of [token, account.token]) {
      const profile = await app.inject({ url: '/api/en/user/profile', headers: bearer(candidate) });
      assert.equal(profile.statusCode, 200);
    }
    const anonymous = await app.inject({ method: 'POST', url: '/api/en/auth/refresh' });
    assert.equal(anonymous.statusCode, 401);
  });

  test('POST /en/auth/change-password: 204; wrong current password 401; short new one 400', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const url = '/api/en/auth/change-password';
    const wrong = await app.inject({
      method: 'POST',
      url,
      headers: bearer(account.token),
      payload: { currentPassword: 'not my password', newPassword: 'a brand new password' },
    });
    assert.equal(wrong.statusCode, 401);
    assert.equal(json(wrong).message, 'Your current password is incorrect.');
    const short = await app.inject({
      method: 'POST',
      url,
      headers: bearer(account.token),
      payload: { currentPassword: account.password, newPassword: 'short' },
    });
    assert.equal(short.statusCode, 400);
    assert.equal(json(short).message, 'newPassword: Password must be at least 8 characters');
    const missing = await app.inject({
      method: 'POST',
      url,
      headers: bearer(account.token),
      payload: { newPassword: 'a brand new password' },
    });
    assert.equal(missing.statusCode, 400);
    assert.equal(json(missing).message, 'currentPassword: Current password is required');
    const anonymous = await app.inject({
      method: 'POST',
      url,
      payload: { currentPassword: account.password, newPassword: 'a brand new password' },
    });
    assert.equal(anonymous.statusCode, 401);

    const ok = await app.inject({
      method: 'POST',
      url,
      headers: bearer(account.token),
      payload: { currentPassword: account.password, newPassword: 'a brand new password' },
    });
    assert.equal(ok.statusCode, 204);
    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: account.password },
    });
    assert.equal(oldPassword.statusCode, 401);
    const newPassword = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: 'a brand new password' },
    });
    assert.equal(newPassword.statusCode, 200);
    // The session that changed it stays signed in.
    const profile = await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) });
    assert.equal(profile.statusCode, 200);
  });
});
