import assert from 'node:assert/strict';
import { createHash, createSecretKey } from 'node:crypto';
import { test } from 'node:test';
import { SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT, TWO_FACTOR, TWO_FACTOR_MAX_ATTEMPTS } from '@brandcast/shared';
import { sealingKey } from '../../../../src/lib/sealed';
import { forEachDatabase, signUp, testConfig, type Account } from '../../../helpers';
import { serve, type Http } from '../auth/http-fixtures';

/** What an authenticator app shows for this secret, `offsetSteps` periods from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetSteps * 30_000 });

const signIn = (http: Http, account: Account) =>
  http.request('POST', '/en/auth/signin', { body: { email: account.email, password: account.password } });
const secondStep = (http: Http, challenge: string, code: string) =>
  http.request('POST', '/en/auth/signin/two-factor', { body: { challenge, code } });

forEachDatabase(({ build, db }) => {
  /** Lets a time step pass for the account: the next code is a new one (the server accepts each step once). */
  const stepPasses = (userId: string) =>
    db().query('UPDATE users SET totp_last_step = totp_last_step - 2 WHERE id = $1', [userId]);

  /** An account with two-factor on: its secret and recovery codes. */
  async function withTwoFactor(http: Http, app: Parameters<typeof signUp>[0]) {
    const account = await signUp(app);
    const setup = await http.request('POST', '/en/user/two-factor/setup', {
      token: account.token,
      body: { currentPassword: account.password },
    });
    assert.equal(setup.status, 200);
    const { secret } = setup.body.data;
    const enabled = await http.request('POST', '/en/user/two-factor/enable', {
      token: account.token,
      body: { code: codeFor(secret) },
    });
    assert.equal(enabled.status, 200);
    await stepPasses(account.user.id);
    return { account, secret: secret as string, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
  }

  test('setting up: the password is needed; the secret stays pending until a right code; then the recovery codes, once', async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app);
    assert.equal((account.user as { twoFactorEnabled?: boolean }).twoFactorEnabled, false);

    const wrongPassword = await http.request('POST', '/en/user/two-factor/setup', {
      token: account.token,
      body: { currentPassword: 'not it' },
    });
    assert.equal(wrongPassword.status, 403);
    assert.equal(wrongPassword.body.message, TWO_FACTOR.wrongPassword);
    const notSetUp = await http.request('POST', '/en/user/two-factor/enable', {
      token: account.token,
      body: { code: '123456' },
    });
    assert.equal(notSetUp.status, 400);
    assert.equal(notSetUp.body.message, TWO_FACTOR.notSetUp);

    const setup = await http.request('POST', '/en/user/two-factor/setup', {
      token: account.token,
      body: { currentPassword: account.password },
    });
    assert.equal(setup.status, 200);
    const { secret, uri, qrSvg } = setup.body.data;
    assert.match(secret, /^[A-Z2-7]{32}$/);
    assert.equal(new URL(uri).protocol, 'otpauth:');
    assert.match(uri, new RegExp(`secret=${secret}`));
    assert.match(uri, /issuer=Brandcast/);
    assert.match(qrSvg, /^<svg[\s\S]*<\/svg>\s*$/);

    // Pending: sign-in still answers a token, and a wrong code leaves it off.
    assert.ok((await signIn(http, account)).body.data.token);
    const wrong = await http.request('POST', '/en/user/two-factor/enable', {
      token: account.token,
      body: { code: codeFor(secret, 5) },
    });
    assert.equal(wrong.status, 403);
    assert.equal(wrong.body.message, TWO_FACTOR.wrongCode);
    assert.equal(
      (await http.request('GET', '/en/user/profile', { token: account.token })).body.data.user.twoFactorEnabled,
      false,
    );

    const enabled = await http.request('POST', '/en/user/two-factor/enable', {
      token: account.token,
      body: { code: codeFor(secret) },
    });
    assert.equal(enabled.status, 200);
    const codes: string[] = enabled.body.data.recoveryCodes;
    assert.equal(codes.length, RECOVERY_CODE_COUNT);
    assert.equal(new Set(codes).size, RECOVERY_CODE_COUNT);
    for (const code of codes) assert.match(code, /^[a-z2-9]{5}-[a-z2-9]{5}$/);
    assert.equal(enabled.body.data.user.twoFactorEnabled, true);
    assert.equal(
      (await http.request('GET', '/en/user/profile', { token: account.token })).body.data.user.twoFactorEnabled,
      true,
    );

    // Stored: the secret sealed (not its base32), the codes as hashes only.
    const [row] = await db().query<{ totp_secret: string }>('SELECT totp_secret FROM users WHERE id = $1', [
      account.user.id,
    ]);
    assert.ok(row!.totp_secret && !row!.totp_secret.includes(secret));
    const stored = await db().query<{ code_hash: string }>('SELECT code_hash FROM recovery_codes WHERE user_id = $1', [
      account.user.id,
    ]);
    assert.equal(stored.length, RECOVERY_CODE_COUNT);
    const hashes = new Set(stored.map((r) => r.code_hash));
    for (const code of codes) assert.ok(hashes.has(createHash('sha256').update(code.replace('-', '')).digest('hex')));

    const again = await http.request('POST', '/en/user/two-factor/setup', {
      token: account.token,
      body: { currentPassword: account.password },
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, TWO_FACTOR.alreadyEnabled);
  });

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

  test('creating an API token with two-factor on needs a current code (403 without or wrong)', async (t) => {
    const { app, http } = await serve(t, build);
    const { account, secret } = await withTwoFactor(http, app);
    await db().query("UPDATE users SET plan = 'enterprise', role = 'enterprise' WHERE id = $1", [account.user.id]);
    const body = { name: 'CI', scope: 'read' };

    const missing = await http.request('POST', '/token', { token: account.token, body });
    assert.equal(missing.status, 403);
    assert.equal(missing.body.message, TWO_FACTOR.tokenNeedsCode);
    const wrong = await http.request('POST', '/token', {
      token: account.token,
      body: { ...body, twoFactorCode: codeFor(secret, 5) },
    });
    assert.equal(wrong.status, 403);
    assert.equal((await http.request('GET', '/token', { token: account.token })).body.data.length, 0);

    const created = await http.request('POST', '/token', {
      token: account.token,
      body: { ...body, twoFactorCode: codeFor(secret) },
    });
    assert.equal(created.status, 201);
    assert.match(created.body.data.token, /^bc_/);
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

  test('turning off needs the password and a code (or a recovery code); then sign-in answers a token again', async (t) => {
    const { app, http } = await serve(t, build);
    const { account, secret, recoveryCodes } = await withTwoFactor(http, app);

    const wrongPassword = await http.request('POST', '/en/user/two-factor/disable', {
      token: account.token,
      body: { currentPassword: 'nope', code: codeFor(secret) },
    });
    assert.equal(wrongPassword.status, 403);
    assert.equal(wrongPassword.body.message, TWO_FACTOR.wrongPassword);
    const wrongCode = await http.request('POST', '/en/user/two-factor/disable', {
      token: account.token,
      body: { currentPassword: account.password, code: '000000' },
    });
    assert.equal(wrongCode.status, 403);
    assert.equal(wrongCode.body.message, TWO_FACTOR.wrongCodeOrRecovery);

    const off = await http.request('POST', '/en/user/two-factor/disable', {
      token: account.token,
      body: { currentPassword: account.password, code: recoveryCodes[3] },
    });
    assert.equal(off.status, 200);
    assert.equal(off.body.data.user.twoFactorEnabled, false);
    assert.ok((await signIn(http, account)).body.data.token);
    assert.equal((await db().query('SELECT 1 FROM recovery_codes WHERE user_id = $1', [account.user.id])).length, 0);
    const [row] = await db().query<{ totp_secret: string | null }>('SELECT totp_secret FROM users WHERE id = $1', [
      account.user.id,
    ]);
    assert.equal(row!.totp_secret, null);

    const again = await http.request('POST', '/en/user/two-factor/disable', {
      token: account.token,
      body: { currentPassword: account.password, code: codeFor(secret) },
    });
    assert.equal(again.status, 400);
    assert.equal(again.body.message, TWO_FACTOR.notEnabled);
  });

  test('bad input is a 400 naming the problem', async (t) => {
    const { app, http } = await serve(t, build);
    const account = await signUp(app);
    const letters = await http.request('POST', '/en/user/two-factor/enable', {
      token: account.token,
      body: { code: 'abcdef' },
    });
    assert.equal(letters.status, 400);
    assert.match(letters.body.message, new RegExp(TWO_FACTOR.codeFormat));
    const noChallenge = await http.request('POST', '/en/auth/signin/two-factor', { body: { code: '123456' } });
    assert.equal(noChallenge.status, 400);
  });
});
