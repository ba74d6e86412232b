import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { RECOVERY_CODE_COUNT, TWO_FACTOR } from '@brandcast/shared';
import { forEachDatabase, signUp } from '../../../helpers';
import { serve } from '../auth/http-fixtures';
import { codeFor, signIn, twoFactorFixtures } from './two-factor-fixtures';

/* Two-factor on an account: setting it up, API tokens needing a code, turning it off, bad input. Signing in
   with it on: two-factor-signin.test.ts. */
forEachDatabase(({ build, db }) => {
  const { withTwoFactor } = twoFactorFixtures(db);

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
