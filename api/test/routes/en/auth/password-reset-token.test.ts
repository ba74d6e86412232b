import assert from 'node:assert/strict';
import { createHook } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { RESET_ENDS_ACCESS } from '../../../../src/routes/en/auth/index';
import { bearer, forEachDatabase, json, signUp, uniqueEmail } from '../../../helpers';
import { RESET_LINK, latestResetToken, reset } from './password-reset-fixtures';
/** How many scrypt computations (password hashes) `fn` started: node:crypto's scrypt jobs, seen by async_hooks. */
async function scryptCalls(fn: () => Promise<unknown>): Promise<number> {
  let calls = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'SCRYPTREQUEST') calls++;
    },
  });
  hook.enable();
  try {
    await fn();
  } finally {
    hook.disable();
  }
  return calls;
}

forEachDatabase(({ build, db }) => {
  test('POST /en/auth/forgot-password: 202 with the same body whether or not the email exists', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const known = await app.inject({
      method: 'POST',
      url: '/api/en/auth/forgot-password',
      payload: { email: account.email },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/en/auth/forgot-password',
      payload: { email: uniqueEmail('ghost') },
    });
    assert.equal(known.statusCode, 202);
    assert.equal(unknown.statusCode, 202);
    assert.equal(known.body, unknown.body);
    await app.close(); // waits for the background email
    // The reset emails only (the sign-up sent its confirmation email too).
    const rows = await db().query<{ transport: string; link: string }>(
      "SELECT transport, link FROM outbox WHERE recipient = $1 AND subject LIKE 'Reset%'",
      [account.email],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.transport, 'log');
    assert.match(rows[0]!.link, RESET_LINK);
    const bad = await (
      await build(t)
    ).inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: 'nope' } });
    assert.equal(bad.statusCode, 400);
    assert.equal(json(bad).message, 'email: Enter a valid email address');
  });

  test('the reset token is stored hashed, works once, and signs out every session', async (t) => {
    const app = await build(t, { authCacheMs: 60_000, exposeOutbox: true });
    const account = await signUp(app);
    assert.equal((await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) })).statusCode, 200);
    await app.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    const token = await latestResetToken(app, account.email);
    const stored = await db().query<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1',
      [account.email],
    );
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.token_hash, createHash('sha256').update(token).digest('hex'));
    assert.ok(!stored.some((row) => row.token_hash === token));

    const short = await app.inject({
      method: 'POST',
      url: '/api/en/auth/reset-password',
      payload: { token, password: 'short' },
    });
    assert.equal(short.statusCode, 400);
    assert.equal(json(short).message, 'password: Password must be at least 8 characters');

    const reset = await app.inject({
      method: 'POST',
      url: '/api/en/auth/reset-password',
      payload: { token, password: 'my new password' },
    });
    assert.equal(reset.statusCode, 200);
    assert.match(json(reset).data.message, /reset/);

    const again = await app.inject({
      method: 'POST',
      url: '/api/en/auth/reset-password',
      payload: { token, password: 'another password' },
    });
    assert.equal(again.statusCode, 400);
    assert.match(json(again).message, /invalid, used or expired/);

    const oldSession = await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) });
    assert.equal(oldSession.statusCode, 401);
    const oldPassword = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: account.password },
    });
    assert.equal(oldPassword.statusCode, 401);
    const signin = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: 'my new password' },
    });
    assert.equal(signin.statusCode, 200);
    const fresh = await app.inject({ url: '/api/en/user/profile', headers: bearer(json(signin).data.token) });
    assert.equal(fresh.statusCode, 200);
  });

  test('POST /en/auth/reset-password: unknown, expired or superseded tokens answer 400', async (t) => {
    const app = await build(t, { exposeOutbox: true });
    const account = await signUp(app);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/en/auth/reset-password',
      payload: { token: 'made-up-token', password: 'my new password' },
    });
    assert.equal(unknown.statusCode, 400);
    const missing = await app.inject({
      method: 'POST',
      url: '/api/en/auth/reset-password',
      payload: { password: 'my new password' },
    });
    assert.equal(missing.statusCode, 400);
    assert.equal(json(missing).message, 'token: Reset token is required');

    await app.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    const expiring = await latestResetToken(app, account.email);
    await db().query(
      "UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1",
      [createHash('sha256').update(expiring).digest('hex')],
    );
    const expired = await app.inject({
      method: 'POST',
      url: '/api/en/auth/reset-password',
      payload: { token: expiring, password: 'my new password' },
    });
    assert.equal(expired.statusCode, 400);

    // Two links: using one makes the other useless.
    await app.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    const first = await latestResetToken(app, account.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    let second = await latestResetToken(app, account.email);
    for (let i = 0; second === first && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      second = await latestResetToken(app, account.email);
    }
    assert.notEqual(first, second);
    assert.equal(
      (
        await app.inject({
          method: 'POST',
          url: '/api/en/auth/reset-password',
          payload: { token: second, password: 'my new password' },
        })
      ).statusCode,
      200,
    );
    assert.equal(
      (
        await app.inject({
          method: 'POST',
          url: '/api/en/auth/reset-password',
          payload: { token: first, password: 'other password' },
        })
      ).statusCode,
      400,
    );
  });

  test('a reset ends every session and revokes every API token of the account; the reset email says so', async (t) => {
    const app = await build(t, { authCacheMs: 60_000, exposeOutbox: true });
    const account = await signUp(app);
    const other = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: account.password },
    });
    const sessions = [account.token, json(other).data.token as string];
    await db().query("UPDATE users SET plan = 'enterprise', role = 'enterprise' WHERE id = $1", [account.user.id]);
    const created = await Promise.all(
      (['read', 'write'] as const).map(async (scope) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/token',
          headers: bearer(account.token),
          payload: { name: scope, scope },
        });
        assert.equal(response.statusCode, 201, response.body);
        return json(response).data.token as string;
      }),
    );
    for (const token of [...sessions, ...created])
      assert.equal((await app.inject({ url: '/api/project', headers: bearer(token) })).statusCode, 200);
    const stranger = await signUp(app);
    await db().query("UPDATE users SET plan = 'enterprise', role = 'enterprise' WHERE id = $1", [stranger.user.id]);
    const theirs = json(
      await app.inject({
        method: 'POST',
        url: '/api/token',
        headers: bearer(stranger.token),
        payload: { name: 'theirs', scope: 'read' },
      }),
    ).data.token;

    await app.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    const token = await latestResetToken(app, account.email);
    const [mail] = await db().query<{ body: string }>('SELECT body FROM outbox WHERE recipient = $1', [account.email]);
    assert.ok(mail!.body.includes(RESET_ENDS_ACCESS), mail!.body);
    assert.match(RESET_ENDS_ACCESS, /revokes all your API tokens/);

    assert.equal((await reset(app, token, 'my new password')).statusCode, 200);
    for (const old of sessions) {
      assert.equal((await app.inject({ url: '/api/project', headers: bearer(old) })).statusCode, 401);
      assert.equal(
        (await app.inject({ method: 'POST', url: '/api/en/auth/refresh', headers: bearer(old) })).statusCode,
        401,
      );
    }
    for (const old of created) {
      assert.equal((await app.inject({ url: '/api/project', headers: bearer(old) })).statusCode, 401);
      assert.equal(
        (await app.inject({ method: 'POST', url: '/api/project', headers: bearer(old), payload: {} })).statusCode,
        401,
      );
    }
    assert.deepEqual(await db().query('SELECT id FROM api_tokens WHERE user_id = $1', [account.user.id]), []);
    // Another account's token is not touched.
    assert.equal((await app.inject({ url: '/api/project', headers: bearer(theirs) })).statusCode, 200);
  });

  test('POST /en/auth/reset-password checks the token before hashing the new password', async (t) => {
    const app = await build(t, { exposeOutbox: true });
    const account = await signUp(app);
    let made: Awaited<ReturnType<typeof reset>> | undefined;
    assert.equal(await scryptCalls(async () => (made = await reset(app, 'made-up-token', 'my new password'))), 0);
    assert.equal(made!.statusCode, 400);
    assert.equal(json(made!).message, 'This reset link is invalid, used or expired. Ask for a new one.');

    // The measure sees a hash: a good token's reset computes one.
    await app.inject({ method: 'POST', url: '/api/en/auth/forgot-password', payload: { email: account.email } });
    const token = await latestResetToken(app, account.email);
    let good: Awaited<ReturnType<typeof reset>> | undefined;
    assert.equal(await scryptCalls(async () => (good = await reset(app, token, 'my new password'))), 1);
    assert.equal(good!.statusCode, 200);
    // Spent: refused before hashing too.
    assert.equal(await scryptCalls(async () => (made = await reset(app, token, 'another password'))), 0);
    assert.equal(made!.statusCode, 400);
  });
});
