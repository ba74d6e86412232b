import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_TEXTS, TWO_FACTOR, type AccountDeletionPreview } from '@brandcast/shared';
import { forEachDatabase, signUp } from '../../helpers';

import { deletionKit } from './deletion-world';

forEachDatabase(({ build, db }) => {
  const { remaining, serve, world } = deletionKit({ build, db });

  test('the preview says what will happen: projects deleted (shared, with whom), projects left, recordings, tokens, the subscription', async (t) => {
    const { app, request, record } = await serve(t);
    const w = await world(request, app, record);
    await db().query(
      "INSERT INTO api_tokens (user_id, name, scope, token_hash, prefix) VALUES ($1, 'CI', 'read', 'h1', 'bc_1'), ($1, 'Zap', 'write', 'h2', 'bc_2')",
      [w.ada.user.id],
    );
    const preview = (await request<{ data: AccountDeletionPreview }>(w.ada, 'GET', '/account/deletion')).body.data;
    assert.deepEqual(
      preview.ownedProjects.map((p) => [p.name, p.collaborators]),
      [
        ['Aurora Candles', 2],
        ['Solo Soap', 0],
      ],
    );
    assert.equal(preview.sharedOwnedProjects, 1);
    assert.equal(preview.peopleToTell, 2);
    assert.deepEqual(
      preview.projectsSharedWithYou.map((p) => [p.name, p.ownerName, p.role]),
      [['Dora Bakery', 'Dora Owner', 'editor']],
    );
    assert.equal(preview.recordings.count, 2, 'her take in her project and the one in Dora’s');
    assert.ok(preview.recordings.bytes > 0);
    assert.equal(preview.apiTokens, 2);
    assert.deepEqual(preview.subscription, { plan: 'starter', interval: 'monthly', stripe: false });
    assert.equal(preview.twoFactor, false);
    assert.equal((await request(null, 'GET', '/account/deletion')).status, 401);
  });

  test('a wrong or missing password deletes nothing (403, 400); the checks are rate-limited per account', async (t) => {
    const { app, request } = await serve(t, { authRateLimitMax: 3 });
    const ada = await signUp(app);
    const wrong = await request(ada, 'POST', '/account/delete', { password: 'not my password' });
    assert.deepEqual([wrong.status, wrong.body.message], [403, ACCOUNT_TEXTS.wrongPassword]);
    const missing = await request(ada, 'POST', '/account/delete', {});
    assert.equal(missing.status, 400);
    assert.equal((await request(ada, 'GET', '/en/user/profile')).status, 200, 'still signed in, still there');
    assert.equal((await remaining(ada.user.id))['users WHERE id = $1'], 1);
    // Three checks a minute (a body refused by validation is no check); the fourth is refused before the password is looked at.
    for (const guess of ['still wrong', 'wrong again'])
      assert.equal((await request(ada, 'POST', '/account/delete', { password: guess })).status, 403);
    const limited = await request(ada, 'POST', '/account/delete', { password: ada.password });
    assert.equal(limited.status, 429);
    assert.equal((await remaining(ada.user.id))['users WHERE id = $1'], 1);
  });

  test('with two-factor sign-in on, the preview says so and a code is needed too: 400 without, 403 wrong, then deleted', async (t) => {
    const { app, request } = await serve(t);
    const ada = await signUp(app);
    const setup = await request(ada, 'POST', '/en/user/two-factor/setup', { currentPassword: ada.password });
    assert.equal(setup.status, 200, JSON.stringify(setup.body));
    const secret = Secret.fromBase32(setup.body.data.secret);
    const code = (offsetSteps = 0) => TOTP.generate({ secret, timestamp: Date.now() + offsetSteps * 30_000 });
    assert.equal((await request(ada, 'POST', '/en/user/two-factor/enable', { code: code() })).status, 200);
    // The enabling code's step is spent: the next step's code is the one a person would type next.
    await db().query('UPDATE users SET totp_last_step = totp_last_step - 2 WHERE id = $1', [ada.user.id]);
    assert.equal(
      (await request<{ data: AccountDeletionPreview }>(ada, 'GET', '/account/deletion')).body.data.twoFactor,
      true,
    );

    const without = await request(ada, 'POST', '/account/delete', { password: ada.password });
    assert.deepEqual([without.status, without.body.message], [400, ACCOUNT_TEXTS.codeRequired]);
    const wrong = await request(ada, 'POST', '/account/delete', {
      password: ada.password,
      code: code() === '000000' ? '111111' : '000000',
    });
    assert.deepEqual([wrong.status, wrong.body.message], [403, TWO_FACTOR.wrongCodeOrRecovery]);
    const wrongPassword = await request(ada, 'POST', '/account/delete', { password: 'not it', code: code() });
    assert.deepEqual([wrongPassword.status, wrongPassword.body.message], [403, ACCOUNT_TEXTS.wrongPassword]);
    assert.equal((await remaining(ada.user.id))['users WHERE id = $1'], 1);
    const deleted = await request(ada, 'POST', '/account/delete', { password: ada.password, code: code() });
    assert.equal(deleted.status, 204, JSON.stringify(deleted.body));
    assert.ok(Object.values(await remaining(ada.user.id)).every((n) => n === 0));
    assert.equal((await db().query('SELECT 1 FROM recovery_codes WHERE user_id = $1', [ada.user.id])).length, 0);
  });
});
