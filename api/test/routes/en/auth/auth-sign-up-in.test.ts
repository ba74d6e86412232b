import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp, uniqueEmail } from '../../../helpers';

const signupBody = (fields: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: uniqueEmail('grace'),
  password: 'a long enough password',
  ...fields,
});

/* Signing up and signing in: answers, refusals and the rate limits per IP and email. */
forEachDatabase(({ build }) => {
  test('POST /en/auth/signup: 201 with a token and the user, email lower-cased, no hash', async (t) => {
    const app = await build(t);
    const email = uniqueEmail('Mixed.Case').toUpperCase();
    const response = await app.inject({ method: 'POST', url: '/api/en/auth/signup', payload: signupBody({ email }) });
    assert.equal(response.statusCode, 201);
    const { data } = json(response);
    assert.equal(typeof data.token, 'string');
    assert.deepEqual(Object.keys(data.user).sort(), [
      'avatar',
      'email',
      'emailVerified',
      'firstName',
      'id',
      'isAdmin',
      'lastName',
      'role',
      'subscription',
      'twoFactorEnabled',
    ]);
    assert.equal(data.user.email, email.toLowerCase());
    assert.equal(data.user.emailVerified, false, 'the address waits for its link');
    assert.equal(data.joinedProjectId, null);
    assert.equal(data.user.role, 'free');
    assert.deepEqual(data.user.subscription, { plan: 'free', status: 'active' });
    assert.equal(data.user.avatar, null);
    assert.doesNotMatch(response.body, /scrypt|password/i);
  });

  test('POST /en/auth/signup: the same email twice (any case) answers 409 with a message', async (t) => {
    const app = await build(t);
    const email = uniqueEmail('twice');
    await signUp(app, { email });
    const response = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signup',
      payload: signupBody({ email: email.toUpperCase() }),
    });
    assert.equal(response.statusCode, 409);
    assert.match(json(response).message, /already exists/);
  });

  const invalidSignups: [string, Record<string, unknown>, RegExp][] = [
    ['short password', { password: 'short' }, /^password: Password must be at least 8 characters$/],
    ['missing password', { password: undefined }, /^password: Password is required$/],
    ['long password', { password: 'x'.repeat(129) }, /^password: Password must be at most 128 characters$/],
    ['missing email', { email: undefined }, /^email: Email is required$/],
    ['invalid email', { email: 'not-an-email' }, /^email: Enter a valid email address$/],
    ['missing first name', { firstName: undefined }, /^firstName: First name is required$/],
    ['blank last name', { lastName: '   ' }, /^lastName: Last name is required$/],
    ['long first name', { firstName: 'x'.repeat(101) }, /^firstName: First name must be at most 100 characters$/],
    ['number as email', { email: 42 }, /^email: /],
  ];
  for (const [name, fields, message] of invalidSignups) {
    test(`POST /en/auth/signup: ${name} answers 400 naming the field`, async (t) => {
      const app = await build(t);
      const response = await app.inject({ method: 'POST', url: '/api/en/auth/signup', payload: signupBody(fields) });
      assert.equal(response.statusCode, 400);
      const body = json(response);
      assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'statusCode']);
      assert.match(body.message, message);
    });
  }

  test('POST /en/auth/signin: 200 with a token and the user; email in any case', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email.toUpperCase(), password: account.password },
    });
    assert.equal(response.statusCode, 200);
    const { data } = json(response);
    assert.equal(data.user.id, account.user.id);
    const profile = await app.inject({ url: '/api/en/user/profile', headers: bearer(data.token) });
    assert.equal(profile.statusCode, 200);
  });

  test('POST /en/auth/signin: wrong password and unknown email answer the same 401', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: 'wrong password' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: uniqueEmail('nobody'), password: 'wrong password' },
    });
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(json(wrong), json(unknown));
    assert.equal(json(wrong).message, 'Email or password is incorrect.');
  });

  test('POST /en/auth/signin: missing fields answer 400', async (t) => {
    const app = await build(t);
    const response = await app.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: uniqueEmail() },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(json(response).message, 'password: Password is required');
    const noBody = await app.inject({ method: 'POST', url: '/api/en/auth/signin' });
    assert.equal(noBody.statusCode, 400);
    assert.match(json(noBody).message, /JSON object/);
  });

  test('sign-in, sign-up and forgot-password are rate-limited per IP and email: 429 with Retry-After', async (t) => {
    const app = await build(t, { authRateLimitMax: 3 });
    // An address of its own: the counters live in the database, shared with this file's other tests.
    const remoteAddress = '203.0.113.60';
    const email = uniqueEmail('limited');
    const attempt = (address: string) =>
      app.inject({
        method: 'POST',
        url: '/api/en/auth/signin',
        payload: { email: address, password: 'wrong password' },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) assert.equal((await attempt(email)).statusCode, 401);
    const limited = await attempt(email);
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.match(json(limited).message, /Too many attempts/);
    // Another email from the same IP has its own allowance.
    assert.equal((await attempt(uniqueEmail('other'))).statusCode, 401);

    // Each with a body it takes: one with unknown fields is a 400 before the limit is counted.
    for (const [url, body] of [
      ['/api/en/auth/signup', (email: string) => signupBody({ email })],
      ['/api/en/auth/forgot-password', (email: string) => ({ email })],
    ] as const) {
      const target = uniqueEmail('limited');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const response = await app.inject({ method: 'POST', url, payload: body(target), remoteAddress });
        statuses.push(response.statusCode);
      }
      assert.equal(statuses[3], 429, `${url}: ${statuses.join(',')}`);
    }
  });
});
