import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { forEachDatabase, signUp, type Account } from '../../../helpers';

/*
 * Every signed-in route that checks the current password limits wrong guesses per account (AUTH_RATE_LIMIT_MAX a
 * minute, here 3) as signing in does: a stolen session cannot try passwords one after another. A name edit, which
 * checks no password, is never limited.
 */
forEachDatabase(({ build, db }) => {
  const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

  test('change password, a new email and turning two-factor off: the fourth wrong password in a minute is a 429, the right one too', async (t) => {
    const app = await build(t, { authRateLimitMax: 3 });
    const account = await signUp(app);
    const tries = {
      'change password': (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/en/auth/change-password',
          headers: bearer(account),
          payload: { currentPassword: password, newPassword: 'a brand new password' },
        }),
      'new email': (password: string) =>
        app.inject({
          method: 'PATCH',
          url: '/api/en/user/profile',
          headers: bearer(account),
          payload: { email: `moved.${account.email}`, currentPassword: password },
        }),
    };
    for (const [what, attempt] of Object.entries(tries)) {
      const wrong = [];
      for (let i = 0; i < 3; i += 1) wrong.push((await attempt('not my password')).statusCode);
      assert.ok(
        wrong.every((status) => status === 401 || status === 403),
        `${what}: ${wrong.join()}`,
      );
      const limited = await attempt('not my password');
      assert.equal(limited.statusCode, 429, `${what}: ${limited.body}`);
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal((await attempt(account.password)).statusCode, 429, `${what}: the right password waits too`);
    }
    // A name edit checks no password: never limited.
    for (let i = 0; i < 5; i += 1) {
      const renamed = await app.inject({
        method: 'PATCH',
        url: '/api/en/user/profile',
        headers: bearer(account),
        payload: { firstName: `Ada${i}` },
      });
      assert.equal(renamed.statusCode, 200, renamed.body);
    }

    const other = await signUp(app);
    const setup = await app.inject({
      method: 'POST',
      url: '/api/en/user/two-factor/setup',
      headers: bearer(other),
      payload: { currentPassword: other.password },
    });
    const secret = Secret.fromBase32(setup.json().data.secret);
    const enabled = await app.inject({
      method: 'POST',
      url: '/api/en/user/two-factor/enable',
      headers: bearer(other),
      payload: { code: TOTP.generate({ secret }) },
    });
    assert.equal(enabled.statusCode, 200, enabled.body);
    await db().query('UPDATE users SET totp_last_step = totp_last_step - 2 WHERE id = $1', [other.user.id]);
    const disable = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/en/user/two-factor/disable',
        headers: bearer(other),
        payload: { currentPassword: password, code: TOTP.generate({ secret }) },
      });
    for (let i = 0; i < 3; i += 1) assert.equal((await disable('not my password')).statusCode, 403);
    assert.equal((await disable('not my password')).statusCode, 429);
  });
});
