import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt } from 'jose';
import { loadConfig } from '../../../../src/config';
import { bearer, forEachDatabase, json, signUp } from '../../../helpers';

const SECRET = 'test-secret-test-secret-test-secret';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A token signed with the test secret, for a session whose end we choose. */
async function tokenFor(userId: string, claims: { sid: string; sxp: number; exp: number }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: 0, sid: claims.sid, sxp: claims.sxp })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setJti(randomUUID())
    .setIssuer('brandcast')
    .setIssuedAt(now)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(SECRET));
}

const refresh = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/en/auth/refresh', headers: bearer(token) });

test('TOKEN_TTL_S and SESSION_MAX_DAYS configure the token and the session (defaults 3600 s, 30 days)', () => {
  const dataDir = '/tmp/brandcast-config-test';
  assert.equal(loadConfig({}, { dataDir, jwtSecret: SECRET }).tokenTtlSeconds, 3600);
  assert.equal(loadConfig({}, { dataDir, jwtSecret: SECRET }).sessionMaxDays, 30);
  assert.equal(loadConfig({ TOKEN_TTL_S: '20' }, { dataDir, jwtSecret: SECRET }).tokenTtlSeconds, 20);
  assert.equal(loadConfig({ SESSION_MAX_DAYS: '7' }, { dataDir, jwtSecret: SECRET }).sessionMaxDays, 7);
  assert.throws(() => loadConfig({ TOKEN_TTL_S: 'soon' }, { dataDir, jwtSecret: SECRET }), /TOKEN_TTL_S/);
});

forEachDatabase(({ build }) => {
  test('a token lives TOKEN_TTL_S and carries its session and the session end', async (t) => {
    const app = await build(t, { tokenTtlSeconds: 20, sessionMaxDays: 30 });
    const account = await signUp(app);
    const claims = decodeJwt(account.token);
    assert.equal(claims.exp! - claims.iat!, 20);
    assert.equal(claims.sid, claims.jti, 'a session is named by its sign-in token');
    assert.equal(claims.sxp, claims.iat! + 30 * 86_400);
  });

  test('refresh continues the session: a new token, the same session id and end, a fresh lifetime', async (t) => {
    const app = await build(t, { tokenTtlSeconds: 20 });
    const account = await signUp(app);
    const first = decodeJwt(account.token);
    await sleep(1100);
    const response = await refresh(app, account.token);
    assert.equal(response.statusCode, 200);
    const next = decodeJwt(json(response).data.token);
    assert.notEqual(next.jti, first.jti);
    assert.equal(next.sid, first.sid);
    assert.equal(next.sxp, first.sxp);
    assert.ok(next.exp! > first.exp!, 'the refreshed token lives longer');
  });

  test('a session kept alive by refreshes outlives many token lifetimes', async (t) => {
    // Expiry is in whole seconds: a 3 s token lives at least 2 s.
    const app = await build(t, { tokenTtlSeconds: 3 });
    const account = await signUp(app);
    let token = account.token;
    for (let round = 0; round < 3; round += 1) {
      await sleep(1100);
      const response = await refresh(app, token);
      assert.equal(response.statusCode, 200, `round ${round}`);
      token = json(response).data.token;
    }
    // Over 3.3 s have passed: the first token has expired, the session has not.
    assert.equal((await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) })).statusCode, 401);
    assert.equal((await app.inject({ url: '/api/en/user/profile', headers: bearer(token) })).statusCode, 200);
  });

  test('signing out with a refreshed token ends every token of that session, and only that session', async (t) => {
    const app = await build(t, { authCacheMs: 60_000 });
    const account = await signUp(app);
    const refreshed = json(await refresh(app, account.token)).data.token;
    const otherSession = json(
      await app.inject({
        method: 'POST',
        url: '/api/en/auth/signin',
        payload: { email: account.email, password: account.password },
      }),
    ).data.token;
    // Cached on this instance first, as in production.
    assert.equal((await app.inject({ url: '/api/en/user/profile', headers: bearer(account.token) })).statusCode, 200);
    const logout = await app.inject({ method: 'POST', url: '/api/en/auth/logout', headers: bearer(refreshed) });
    assert.equal(logout.statusCode, 204);
    for (const token of [account.token, refreshed]) {
      const profile = await app.inject({ url: '/api/en/user/profile', headers: bearer(token) });
      assert.equal(profile.statusCode, 401);
      assert.equal(json(profile).message, 'Your session has ended. Please sign in again.');
      assert.equal((await refresh(app, token)).statusCode, 401);
    }
    assert.equal((await app.inject({ url: '/api/en/user/profile', headers: bearer(otherSession) })).statusCode, 200);
  });

  test('refresh never reaches past the session end; at the end the session is over', async (t) => {
    const app = await build(t, { tokenTtlSeconds: 3600 });
    const account = await signUp(app);
    const now = Math.floor(Date.now() / 1000);
    const sid = randomUUID();
    const nearEnd = await tokenFor(account.user.id, { sid, sxp: now + 2, exp: now + 2 });
    const response = await refresh(app, nearEnd);
    assert.equal(response.statusCode, 200);
    const next = decodeJwt(json(response).data.token);
    assert.equal(next.exp, now + 2, 'capped at the session end, not an hour');
    assert.equal(next.sxp, now + 2);
    await sleep(2100);
    const late = await refresh(app, json(response).data.token);
    assert.equal(late.statusCode, 401);
  });

  test('a token whose session has ended cannot be refreshed, whatever its own expiry says', async (t) => {
    const app = await build(t, { sessionMaxDays: 30 });
    const account = await signUp(app);
    const now = Math.floor(Date.now() / 1000);
    const token = await tokenFor(account.user.id, { sid: randomUUID(), sxp: now - 1, exp: now + 60 });
    const response = await refresh(app, token);
    assert.equal(response.statusCode, 401);
    assert.equal(json(response).message, 'Your session has reached its 30-day limit. Please sign in again.');
  });

  test('a token from before sessions had ids still works and refreshes into a session of its own', async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const now = Math.floor(Date.now() / 1000);
    const jti = randomUUID();
    const legacy = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(account.user.id)
      .setJti(jti)
      .setIssuer('brandcast')
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode(SECRET));
    assert.equal((await app.inject({ url: '/api/en/user/profile', headers: bearer(legacy) })).statusCode, 200);
    const next = decodeJwt(json(await refresh(app, legacy)).data.token);
    assert.equal(next.sid, jti);
  });
});
