import assert from 'node:assert/strict';
import { createHash, createSecretKey } from 'node:crypto';
import { test } from 'node:test';
import { SignJWT } from 'jose';
import { RECOVERY_CODE_COUNT, TWO_FACTOR, TWO_FACTOR_MAX_ATTEMPTS } from '@brandcast/shared';
import { sealingKey } from '../../../../src/lib/sealed';
import { forEachDatabase, testConfig } from '../../../helpers';
import { serve } from '../auth/http-fixtures';
import { codeFor, secondStep, signIn, twoFactorFixtures } from './two-factor-fixtures';

/* Signing in with two-factor on: the challenge and a code, recovery codes, refused challenges, the attempt
   limit, and a password reset that keeps it on. Setting it up and turning it off: two-factor.test.ts. */
forEachDatabase(({ build, db }) => {
  const { withTwoFactor } = twoFactorFixtures(db);

  test('sign-in with two-factor on: no token for the password alone; the challenge and a code answer it; a code works once', async (t) => {
    const { app, http } = await serve(t, build);
    const { account, secret } = await withTwoFactor(http, app);

    const first = await signIn(http, account);
    assert.equal(first.status, 200);
    assert.equal(first.body.data.token, undefined);
    assert.equal(first.body.data.twoFactorRequired, true);
    const { challenge, expiresAt } = first.body.data;
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    assert.ok(minutes > 4 && minutes <= 5, `expires in ${minutes} minutes`);
    // The challenge is no session token.
    assert.equal((await http.request('GET', '/en/user/profile', { token: challenge })).status, 401);

    const wrong = await secondStep(http, challenge, codeFor(secret, 5));
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.message, TWO_FACTOR.wrongCodeOrRecovery);

    const code = codeFor(secret);
    const done = await secondStep(http, challenge, code.replace(/^(\d{3})/, '$1 '));
    assert.equal(done.status, 200);
    assert.equal(done.body.data.user.twoFactorEnabled, true);
    assert.equal((await http.request('GET', '/en/user/profile', { token: done.body.data.token })).status, 200);

    // The same code again, even with a fresh challenge: refused (replay).
    const replay = await secondStep(http, (await signIn(http, account)).body.data.challenge, code);
    assert.equal(replay.status, 401);
    assert.equal(replay.body.message, TWO_FACTOR.wrongCodeOrRecovery);
  });

  test('a recovery code signs in once; new recovery codes replace the old', async (t) => {
    const { app, http } = await serve(t, build);
    const { account, secret, recoveryCodes } = await withTwoFactor(http, app);
    const [firstCode, secondCode] = recoveryCodes as [string, string];

    const used = await secondStep(http, (await signIn(http, account)).body.data.challenge, firstCode.toUpperCase());
    assert.equal(used.status, 200);
    assert.ok(used.body.data.token);
    const usedAgain = await secondStep(http, (await signIn(http, account)).body.data.challenge, firstCode);
    assert.equal(usedAgain.status, 401);
    assert.equal(usedAgain.body.message, TWO_FACTOR.wrongCodeOrRecovery);

    const renewed = await http.request('POST', '/en/user/two-factor/recovery-codes', {
      token: account.token,
      body: { code: codeFor(secret) },
    });
    assert.equal(renewed.status, 200);
    assert.equal(renewed.body.data.recoveryCodes.length, RECOVERY_CODE_COUNT);
    const old = await secondStep(http, (await signIn(http, account)).body.data.challenge, secondCode);
    assert.equal(old.status, 401, 'an unused code of the old set no longer works');
    const fresh = await secondStep(
      http,
      (await signIn(http, account)).body.data.challenge,
      renewed.body.data.recoveryCodes[0],
    );
    assert.equal(fresh.status, 200);

    const wrongRenew = await http.request('POST', '/en/user/two-factor/recovery-codes', {
      token: account.token,
      body: { code: codeFor(secret, 5) },
    });
    assert.equal(wrongRenew.status, 403);
  });

  test('an expired, altered or outdated challenge is refused', async (t) => {
    const { app, http } = await serve(t, build);
    const { account, secret } = await withTwoFactor(http, app);
    const key = createSecretKey(sealingKey(testConfig().jwtSecret, 'two-factor-challenge'));
    const expired = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setIssuer('brandcast-two-factor')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 400)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const late = await secondStep(http, expired, codeFor(secret));
    assert.equal(late.status, 401);
    assert.equal(late.body.message, TWO_FACTOR.challengeInvalid);

    const { challenge } = (await signIn(http, account)).body.data;
    const altered = await secondStep(http, `${challenge.slice(0, -2)}xx`, codeFor(secret));
    assert.equal(altered.status, 401);
    assert.equal(altered.body.message, TWO_FACTOR.challengeInvalid);

    // A password change since the challenge ends it.
    const changed = await http.request('POST', '/en/auth/change-password', {
      token: account.token,
      body: { currentPassword: account.password, newPassword: 'a new password 2' },
    });
    assert.equal(changed.status, 204);
    const outdated = await secondStep(http, challenge, codeFor(secret));
    assert.equal(outdated.status, 401);
    assert.equal(outdated.body.message, TWO_FACTOR.challengeInvalid);
  });

  test(`wrong codes are limited per account: past ${TWO_FACTOR_MAX_ATTEMPTS}, even a right one gets 429 with Retry-After`, async (t) => {
    const { app, http } = await serve(t, build);
    const { account, secret } = await withTwoFactor(http, app);
    // Setting up (the password) and enabling (the first code) counted two attempts.
    for (let i = 2; i < TWO_FACTOR_MAX_ATTEMPTS; i++) {
      const { challenge } = (await signIn(http, account)).body.data;
      assert.equal((await secondStep(http, challenge, '000000')).status, 401);
    }
    const { challenge } = (await signIn(http, account)).body.data;
    const limited = await secondStep(http, challenge, codeFor(secret));
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.match(limited.body.message, /Too many attempts/);
  });

  test('a password reset keeps two-factor on: the new password still needs a code', async (t) => {
    const { app, http } = await serve(t, build);
    const { account, secret } = await withTwoFactor(http, app);
    const resetToken = 'reset-token-for-two-factor-test-0123456789ab';
    await db().query(
      "INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
      [account.user.id, createHash('sha256').update(resetToken).digest('hex')],
    );
    const reset = await http.request('POST', '/en/auth/reset-password', {
      body: { token: resetToken, password: 'the new password' },
    });
    assert.equal(reset.status, 200);

    const first = await signIn(http, { ...account, password: 'the new password' });
    assert.equal(first.body.data.twoFactorRequired, true);
    assert.equal(first.body.data.token, undefined);
    assert.equal((await secondStep(http, first.body.data.challenge, codeFor(secret))).status, 200);
  });
});
