import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';

forEachDatabase(({ build, db }) => {
  test('GET /public/project/:id: a public project without sign-in, nothing private in it', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const viewer = await signUp(app);
    await db().query("UPDATE users SET plan = 'starter' WHERE id = $1", [owner.user.id]);
    const project = json(
      await app.inject({
        method: 'POST',
        url: '/api/project',
        headers: bearer(owner.token),
        payload: {
          details: { businessName: 'Northwind Coffee', whoYouSellTo: 'Home baristas' },
          type: 'marketing_campaign',
          dueDate: '2031-01-01',
        },
      }),
    ).data;
    await app.inject({
      method: 'POST',
      url: `/api/project/${project._id}/collaborators`,
      headers: bearer(owner.token),
      payload: { email: viewer.email, role: 'viewer' },
    });
    const url = `/api/public/project/${project._id}`;

    const privately = await app.inject({ url });
    assert.equal(privately.statusCode, 404);
    assert.equal(json(privately).message, 'Project not found.');
    // Even its members see the public page only once it is public.
    assert.equal((await app.inject({ url, headers: bearer(owner.token) })).statusCode, 404);

    const shared = json(
      await app.inject({
        method: 'PATCH',
        url: `/api/project/${project._id}`,
        headers: bearer(owner.token),
        payload: { public: true },
      }),
    ).data;
    const response = await app.inject({ url });
    assert.equal(response.statusCode, 200);
    const { data } = json(response);
    assert.deepEqual(Object.keys(json(response)), ['data']);
    assert.deepEqual(Object.keys(data).sort(), ['_id', 'brand', 'createdAt', 'details', 'type', 'updatedAt']);
    assert.deepEqual(data, {
      _id: project._id,
      details: shared.details,
      type: 'marketing_campaign',
      createdAt: shared.createdAt,
      updatedAt: shared.updatedAt,
      brand: null,
    });
    for (const secret of [
      owner.user.id,
      owner.email,
      viewer.email,
      viewer.user.id,
      'ownerId',
      'role',
      'dueDate',
      'status',
      'collaborator',
    ]) {
      assert.ok(!response.body.includes(secret), secret);
    }
    assert.equal(response.headers['x-ratelimit-limit'], '120');

    await app.inject({
      method: 'PATCH',
      url: `/api/project/${project._id}`,
      headers: bearer(owner.token),
      payload: { public: false },
    });
    assert.equal((await app.inject({ url })).statusCode, 404);
  });

  test('GET /public/project/:id: unknown and malformed ids answer 404 like a private one', async (t) => {
    const app = await build(t);
    const expected = { statusCode: 404, error: 'Not Found', message: 'Project not found.' };
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' OR '1'='1", '%00', 'x'.repeat(100)]) {
      const response = await app.inject({ url: `/api/public/project/${encodeURIComponent(id)}` });
      assert.equal(response.statusCode, 404, id);
      assert.deepEqual(json(response), expected);
    }
  });

  test('GET /public/project/:id is rate-limited per IP: 429 after 120 a minute', async (t) => {
    const app = await build(t);
    const url = '/api/public/project/00000000-0000-4000-8000-000000000000';
    const statuses = [];
    for (let i = 0; i < 121; i++) statuses.push((await app.inject({ url, remoteAddress: '203.0.113.9' })).statusCode);
    assert.deepEqual(new Set(statuses.slice(0, 120)), new Set([404]));
    assert.equal(statuses[120], 429);
    assert.equal((await app.inject({ url, remoteAddress: '203.0.113.10' })).statusCode, 404);
  });
});
