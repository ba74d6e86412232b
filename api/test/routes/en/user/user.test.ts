import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp, uniqueEmail } from '../../../helpers';

forEachDatabase(({ build }) => {
  test('GET /en/user/profile: the signed-in user; 401 without a token', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const response = await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response).data.user, { ...account.user, pendingEmail: null });
    assert.equal((await app.inject({ url: '/api/en/user/profile' })).statusCode, 401);
  });

  test('PATCH /en/user/profile: changes names; a new email (lower-cased) only waits for its link', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const email = uniqueEmail('Renamed').toUpperCase();
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/en/user/profile',
      headers: bearer(account.token),
      payload: { firstName: ' Augusta ', lastName: 'King', email, currentPassword: account.password },
    });
    assert.equal(response.statusCode, 200);
    const { user } = json(response).data;
    assert.equal(user.firstName, 'Augusta');
    assert.equal(user.lastName, 'King');
    // Confirmed by the link sent there (email-change.test.ts).
    assert.equal(user.email, account.email);
    assert.equal(user.pendingEmail, email.toLowerCase());
    assert.equal(user.id, account.user.id);
    const profile = await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) });
    assert.equal(json(profile).data.user.pendingEmail, email.toLowerCase());

    const partial = await app.inject({
      method: 'PATCH',
      url: '/api/en/user/profile',
      headers: bearer(account.token),
      payload: { lastName: 'Byron' },
    });
    assert.equal(json(partial).data.user.firstName, 'Augusta');
    assert.equal(json(partial).data.user.lastName, 'Byron');
  });

  test('PATCH /en/user/profile: a taken email 409; invalid fields 400 naming the field; 401 without token', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const other = await signUp(app);
    const url = '/api/en/user/profile';
    const taken = await app.inject({
      method: 'PATCH',
      url,
      headers: bearer(account.token),
      payload: { email: other.email.toUpperCase(), currentPassword: account.password },
    });
    assert.equal(taken.statusCode, 409);
    assert.match(json(taken).message, /already exists/);
    for (const [payload, message] of [
      [{ firstName: '' }, /^firstName: First name is required$/],
      [{ lastName: 'x'.repeat(101) }, /^lastName: Last name must be at most 100 characters$/],
      [{ email: 'nope' }, /^email: Enter a valid email address$/],
      [{ role: 'admin' }, /^body: Unknown field: role\. Known: firstName, lastName, email, currentPassword$/],
      [
        { password: 'sneaky-change' },
        /^body: Unknown field: password\. Known: firstName, lastName, email, currentPassword$/,
      ],
    ] as const) {
      const response = await app.inject({ method: 'PATCH', url, headers: bearer(account.token), payload });
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(json(response).message, message);
    }
    assert.equal((await app.inject({ method: 'PATCH', url, payload: { firstName: 'X' } })).statusCode, 401);
    const unchanged = json(await app.inject({ url, headers: bearer(account.token) })).data.user;
    assert.equal(unchanged.role, 'free');
  });
});
