import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { forEachDatabase, json, signUp, uniqueEmail } from '../../../helpers';

/** Each auth route with a body it takes; a new email (or reset token) each call. */
const ROUTES = [
  ['/api/en/auth/signin', () => ({ email: uniqueEmail('rotating'), password: 'wrong password' })],
  [
    '/api/en/auth/signup',
    () => ({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: uniqueEmail('rotating'),
      password: 'correct horse battery',
    }),
  ],
  ['/api/en/auth/forgot-password', () => ({ email: uniqueEmail('rotating') })],
  [
    '/api/en/auth/reset-password',
    () => ({ token: randomBytes(32).toString('base64url'), password: 'a brand new password' }),
  ],
] as const;

let addresses = 0;
/** An address of its own per test: the counters are in the file's database, shared by its tests. */
const newAddress = () => `203.0.113.${100 + ++addresses}`;

forEachDatabase(({ build }) => {
  test('sign-in, sign-up, forgot and reset are limited per IP: rotating emails from one address gets 429', async (t) => {
    const app = await build(t, { authRateLimitMax: 2, authRateLimitIpMax: 4 });
    for (const [url, body] of ROUTES) {
      const address = newAddress();
      const send = (remoteAddress: string) => app.inject({ method: 'POST', url, payload: body(), remoteAddress });
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await send(address)).statusCode);
      assert.ok(!statuses.includes(429), `${url}: ${statuses.join(',')}`);
      const limited = await send(address);
      assert.equal(limited.statusCode, 429, url);
      assert.ok(Number(limited.headers['retry-after']) > 0, url);
      assert.match(json(limited).message, /^Too many attempts\. Try again in \d+ seconds?\.$/, url);
      // Another address has its own allowance.
      assert.notEqual((await send(newAddress())).statusCode, 429, url);
    }
  });

  test('the per IP and email limit stays: AUTH_RATE_LIMIT_MAX attempts on one email, under the per-IP one', async (t) => {
    const app = await build(t, { authRateLimitMax: 2, authRateLimitIpMax: 100 });
    const address = newAddress();
    const email = uniqueEmail('one');
    const attempt = (to: string) =>
      app.inject({
        method: 'POST',
        url: '/api/en/auth/signin',
        payload: { email: to, password: 'wrong password' },
        remoteAddress: address,
      });
    assert.equal((await attempt(email)).statusCode, 401);
    assert.equal((await attempt(email)).statusCode, 401);
    assert.equal((await attempt(email)).statusCode, 429);
    assert.equal((await attempt(uniqueEmail('two'))).statusCode, 401);
  });

  test('two instances over one database share each limit: N/2 to each, the N+1th on either is 429', async (t) => {
    const overrides = { authRateLimitMax: 1000, authRateLimitIpMax: 4 };
    const [first, second] = [await build(t, overrides), await build(t, overrides)];
    for (const [url, body] of ROUTES) {
      const address = newAddress();
      const send = (app: typeof first) => app.inject({ method: 'POST', url, payload: body(), remoteAddress: address });
      const statuses = [await send(first), await send(second), await send(first), await send(second)].map(
        (r) => r.statusCode,
      );
      assert.ok(!statuses.includes(429), `${url}: ${statuses.join(',')}`);
      assert.equal((await send(first)).statusCode, 429, url);
      assert.equal((await send(second)).statusCode, 429, url);
    }
    // A route's own limit (config.rateLimit) is shared too: 120 a minute per address for a public project.
    const url = '/api/public/project/00000000-0000-4000-8000-000000000000';
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      statuses.push(
        (await first.inject({ url, remoteAddress: address })).statusCode,
        (await second.inject({ url, remoteAddress: address })).statusCode,
      );
    }
    assert.deepEqual(new Set(statuses), new Set([404]));
    assert.equal((await first.inject({ url, remoteAddress: address })).statusCode, 429);
    assert.equal((await second.inject({ url, remoteAddress: address })).statusCode, 429);
  });

  test('the sign-in lockout (per IP and email) holds across two instances', async (t) => {
    const overrides = { authRateLimitMax: 4, authRateLimitIpMax: 1000 };
    const [first, second] = [await build(t, overrides), await build(t, overrides)];
    const account = await signUp(first);
    const address = newAddress();
    const signIn = (app: typeof first, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/en/auth/signin',
        payload: { email: account.email, password },
        remoteAddress: address,
      });
    for (const app of [first, second, first, second])
      assert.equal((await signIn(app, 'wrong password')).statusCode, 401);
    // Locked out on both, even with the right password.
    assert.equal((await signIn(first, account.password)).statusCode, 429);
    assert.equal((await signIn(second, account.password)).statusCode, 429);
  });
});
