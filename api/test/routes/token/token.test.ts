import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  API_TOKEN_INVALID,
  API_TOKEN_RATE_LIMIT_PER_MINUTE,
  API_TOKEN_READ_ONLY,
  API_TOKEN_REFUSED_HERE,
  featureLockedMessage,
  type PlanId,
} from '@brandcast/shared';
import { bearer, forEachDatabase, json, signUp, type Account } from '../../helpers';

/* routes/token: personal API tokens, and what a token may do as a bearer. */
forEachDatabase(({ build, db }) => {
  const setPlan = (userId: string, plan: PlanId, role = plan === 'enterprise' ? 'enterprise' : 'free') =>
    db().query('UPDATE users SET plan = $1, role = $2 WHERE id = $3', [plan, role, userId]);
  const create = (app: Awaited<ReturnType<typeof build>>, account: Account, payload: object) =>
    app.inject({ method: 'POST', url: '/api/token', headers: bearer(account.token), payload });

  test('API access is gated: free, starter and professional get the 403 naming Enterprise; enterprise and admin create tokens', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    for (const plan of ['free', 'starter', 'professional'] as const) {
      await setPlan(owner.user.id, plan);
      const refused = await create(app, owner, { name: 'CI', scope: 'read' });
      assert.equal(refused.statusCode, 403, plan);
      assert.equal(json(refused).message, featureLockedMessage('apiAccess'));
    }
    await setPlan(owner.user.id, 'enterprise');
    assert.equal((await create(app, owner, { name: 'CI', scope: 'read' })).statusCode, 201);
    await setPlan(owner.user.id, 'free', 'admin');
    assert.equal((await create(app, owner, { name: 'Admin script', scope: 'write' })).statusCode, 201);
  });

  test('created once with its secret, listed without it, hashed at rest; a bearer on the REST API with read or write scope', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await setPlan(owner.user.id, 'enterprise');
    const bad = await create(app, owner, { name: ' ', scope: 'admin' });
    assert.equal(bad.statusCode, 400);
    assert.equal(
      (await create(app, owner, { name: 'Old', scope: 'read', expiresAt: '2001-01-01T00:00:00Z' })).statusCode,
      400,
    );

    const read = json(await create(app, owner, { name: 'Dashboard', scope: 'read' })).data;
    const write = json(
      await create(app, owner, { name: 'Importer', scope: 'write', expiresAt: '2099-01-01T00:00:00Z' }),
    ).data;
    assert.match(read.token, /^bc_[A-Za-z0-9_-]{43}$/);
    assert.equal(write.expiresAt, '2099-01-01T00:00:00.000Z');
    const listed = await app.inject({ url: '/api/token', headers: bearer(owner.token) });
    assert.deepEqual(
      json(listed).data.map((token: { name: string }) => token.name),
      ['Importer', 'Dashboard'],
    );
    assert.ok(!listed.body.includes(read.token) && !listed.body.includes(write.token), 'never the secret again');
    const stored = await db().query<{ token_hash: string }>('SELECT token_hash FROM api_tokens WHERE id = $1', [
      read.id,
    ]);
    assert.notEqual(stored[0]!.token_hash, read.token);
    assert.match(stored[0]!.token_hash, /^[0-9a-f]{64}$/);

    // Read: lists projects; may not create one.
    assert.equal((await app.inject({ url: '/api/project', headers: bearer(read.token) })).statusCode, 200);
    const readOnly = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(read.token),
      payload: {},
    });
    assert.equal(readOnly.statusCode, 403);
    assert.equal(json(readOnly).message, API_TOKEN_READ_ONLY);
    // Write: creates one, as the owner.
    const made = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(write.token),
      payload: { details: { businessName: 'Via API' } },
    });
    assert.equal(made.statusCode, 201);
    assert.equal(json(made).data.ownerId, owner.user.id);
    // Its last use is noted.
    const after = json(await app.inject({ url: '/api/token', headers: bearer(owner.token) })).data;
    assert.ok(after.every((token: { lastUsedAt: string | null }) => token.lastUsedAt !== null));

    // Refused on account routes: password, profile, tokens, session.
    for (const [method, url] of [
      ['GET', '/api/en/user/profile'],
      ['POST', '/api/token'],
      ['GET', '/api/token'],
      ['POST', '/api/en/auth/logout'],
      ['POST', '/api/en/auth/refresh'],
      ['POST', '/api/en/auth/change-password'],
    ] as const) {
      const refused = await app.inject({ method, url, headers: bearer(write.token), payload: {} });
      assert.equal(refused.statusCode, 403, `${method} ${url}: ${refused.body}`);
      assert.equal(json(refused).message, API_TOKEN_REFUSED_HERE);
    }
  });

  test("revoked or expired: 401 that says so; a downgraded account's tokens stop with the gate's 403", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const stranger = await signUp(app);
    await setPlan(owner.user.id, 'enterprise');
    const token = json(await create(app, owner, { name: 'CI', scope: 'read' })).data;
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/api/token/${token.id}`, headers: bearer(stranger.token) }))
        .statusCode,
      404,
    );
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/api/token/${token.id}`, headers: bearer(owner.token) })).statusCode,
      204,
    );
    const revoked = await app.inject({ url: '/api/project', headers: bearer(token.token) });
    assert.equal(revoked.statusCode, 401);
    assert.equal(json(revoked).message, API_TOKEN_INVALID);

    const expiring = json(
      await create(app, owner, { name: 'Soon', scope: 'read', expiresAt: new Date(Date.now() + 60_000).toISOString() }),
    ).data;
    assert.equal((await app.inject({ url: '/api/project', headers: bearer(expiring.token) })).statusCode, 200);
    await db().query("UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [expiring.id]);
    assert.equal((await app.inject({ url: '/api/project', headers: bearer(expiring.token) })).statusCode, 401);

    const kept = json(await create(app, owner, { name: 'Kept', scope: 'read' })).data;
    await setPlan(owner.user.id, 'professional');
    const locked = await app.inject({ url: '/api/project', headers: bearer(kept.token) });
    assert.equal(locked.statusCode, 403);
    assert.equal(json(locked).message, featureLockedMessage('apiAccess'));
    // Still listed and revocable after the downgrade.
    const names = json(await app.inject({ url: '/api/token', headers: bearer(owner.token) })).data.map(
      (listed: { name: string }) => listed.name,
    );
    assert.deepEqual(names, ['Kept', 'Soon'], 'the expired one is listed too, so it can be seen and removed');
  });

  test("rate limited per token: past the minute's budget 429 with Retry-After, another token unaffected", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    await setPlan(owner.user.id, 'enterprise');
    const first = json(await create(app, owner, { name: 'Busy', scope: 'read' })).data;
    const second = json(await create(app, owner, { name: 'Quiet', scope: 'read' })).data;
    for (let i = 0; i < API_TOKEN_RATE_LIMIT_PER_MINUTE; i++) {
      const ok = await app.inject({ url: '/api/credits', headers: bearer(first.token) });
      assert.equal(ok.statusCode, 200);
    }
    const limited = await app.inject({ url: '/api/credits', headers: bearer(first.token) });
    assert.equal(limited.statusCode, 429);
    assert.ok(limited.headers['retry-after']);
    assert.equal((await app.inject({ url: '/api/credits', headers: bearer(second.token) })).statusCode, 200);
  });
});
