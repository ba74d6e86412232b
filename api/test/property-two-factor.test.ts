import { test } from 'node:test';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { bearer, forEachDatabase, signUp } from './helpers';
import { anyBody, assertNo5xx, nearly, rawBody } from './property-bodies';

/*
 * Two-factor sign-in's routes sent random, raw and nearly-valid bodies, signed in or not, by an account
 * with two-factor pending and one with it on (so bodies reach past "not set up" / "not on"): never a 5xx.
 */
const KEYS = ['currentPassword', 'code', 'challenge', 'email', 'password', '__proto__', 'constructor'];
const field = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^\d{6}$/),
  fc.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '123 456',
    '12345-67890',
    'a'.repeat(5000),
    'eyJhbGciOiJIUzI1NiJ9.e30.x',
    'correct horse battery',
  ),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);

forEachDatabase(({ build }) => {
  test('random bodies to the two-factor routes never answer 5xx', { timeout: 240_000 }, async (t) => {
    // Attempts are limited per account; a high limit for the address lets every body through to the checks.
    const app = await build(t, { authRateLimitIpMax: 1_000_000 });
    const pending = await signUp(app);
    const on = await signUp(app);
    const setup = async (token: string, password: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/en/user/two-factor/setup',
          headers: bearer(token),
          payload: { currentPassword: password },
        })
      ).json().data.secret as string;
    await setup(pending.token, pending.password);
    const secret = await setup(on.token, on.password);
    await app.inject({
      method: 'POST',
      url: '/api/en/user/two-factor/enable',
      headers: bearer(on.token),
      payload: { code: TOTP.generate({ secret: Secret.fromBase32(secret) }) },
    });
    const challenge = (
      await app.inject({
        method: 'POST',
        url: '/api/en/auth/signin',
        payload: { email: on.email, password: on.password },
      })
    ).json().data.challenge;

    const routes: [HTTPMethods, string, object][] = [
      ['POST', '/api/en/user/two-factor/setup', { currentPassword: pending.password }],
      ['POST', '/api/en/user/two-factor/enable', { code: '123456' }],
      ['POST', '/api/en/user/two-factor/disable', { currentPassword: on.password, code: '123456' }],
      ['POST', '/api/en/user/two-factor/recovery-codes', { code: '123456' }],
      ['POST', '/api/en/auth/signin/two-factor', { challenge, code: '123456' }],
    ];
    for (const account of [pending, on]) {
      for (const [method, url, valid] of routes) {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(anyBody(KEYS, field), nearly(valid, field, KEYS)),
            fc.boolean(),
            async (payload, signedIn) => {
              const headers = { ...(signedIn ? bearer(account.token) : {}), 'content-type': 'application/json' };
              await assertNo5xx(app, { method, url, headers, payload: JSON.stringify(payload) ?? 'null' });
            },
          ),
          { numRuns: 25 },
        );
        await fc.assert(
          fc.asyncProperty(rawBody, async (payload) => {
            await assertNo5xx(app, {
              method,
              url,
              headers: { ...bearer(account.token), 'content-type': 'application/json' },
              payload,
            });
          }),
          { numRuns: 8 },
        );
      }
    }
  });
});
