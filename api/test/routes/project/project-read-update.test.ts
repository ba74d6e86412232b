import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';

const fullDetails = {
  businessName: 'Northwind Coffee',
  whatYouSell: 'Single-origin beans',
  whoYouSellTo: 'Home baristas',
  problemYouSolve: 'Stale supermarket coffee',
  uniqueValue: 'Roasted the day it ships',
  priceRange: '$15-$30',
  businessGoal: '1,000 subscribers',
  location: 'Seattle',
  businessStage: 'Growing',
};

/* A project read, changed and deleted by its owner; refused to anyone else and without a token. */
forEachDatabase(({ build }) => {
  test('GET /project/:id: the project; unknown and malformed ids answer 404', async (t) => {
    const app = await build(t);
    const { token } = await signUp(app);
    const created = json(
      await app.inject({
        method: 'POST',
        url: '/api/project',
        headers: bearer(token),
        payload: { details: fullDetails },
      }),
    ).data;
    const response = await app.inject({ url: `/api/project/${created._id}`, headers: bearer(token) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(json(response).data, created);
    assert.equal(created.progress, 82); // 9 of 11 parts: no published message or copy yet
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', '1', "1' OR '1'='1", '%00']) {
      const missing = await app.inject({ url: `/api/project/${encodeURIComponent(id)}`, headers: bearer(token) });
      assert.equal(missing.statusCode, 404, id);
      assert.equal(json(missing).message, 'Project not found.');
    }
  });

  test('PATCH /project/:id: changes the given fields only and bumps updatedAt', async (t) => {
    const app = await build(t);
    const { token } = await signUp(app);
    const created = json(
      await app.inject({
        method: 'POST',
        url: '/api/project',
        headers: bearer(token),
        payload: { details: { businessName: 'Old', location: 'Rome' } },
      }),
    ).data;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/project/${created._id}`,
      headers: bearer(token),
      payload: {
        details: { businessName: 'New', whatYouSell: 'Shoes' },
        public: true,
        status: 'archived',
        type: 'content_strategy',
        dueDate: '2031-05-01',
      },
    });
    assert.equal(response.statusCode, 200);
    const { data } = json(response);
    assert.equal(data.details.businessName, 'New');
    assert.equal(data.details.whatYouSell, 'Shoes');
    assert.equal(data.details.location, 'Rome');
    assert.equal(data.public, true);
    assert.equal(data.status, 'archived');
    assert.equal(data.type, 'content_strategy');
    assert.equal(data.dueDate, '2031-05-01');
    assert.equal(data.progress, 27); // 3 of 11 parts
    assert.equal(data.createdAt, created.createdAt);
    assert.ok(Date.parse(data.updatedAt) > Date.parse(created.updatedAt));

    const cleared = await app.inject({
      method: 'PATCH',
      url: `/api/project/${created._id}`,
      headers: bearer(token),
      payload: { dueDate: null, status: 'draft' },
    });
    assert.equal(json(cleared).data.dueDate, null);
    assert.equal(json(cleared).data.status, 'draft');
    assert.equal(json(cleared).data.details.businessName, 'New');

    for (const [payload, message] of [
      [{ public: 'yes' }, /^public: public must be true or false$/],
      [{ status: 'deleted' }, /^status: Status must be one of: draft, active, archived$/],
      [{ details: { businessName: 'x'.repeat(121) } }, /^details.businessName: /],
    ] as const) {
      const bad = await app.inject({
        method: 'PATCH',
        url: `/api/project/${created._id}`,
        headers: bearer(token),
        payload,
      });
      assert.equal(bad.statusCode, 400);
      assert.match(json(bad).message, message);
    }
    const missing = await app.inject({
      method: 'PATCH',
      url: '/api/project/nope',
      headers: bearer(token),
      payload: { public: true },
    });
    assert.equal(missing.statusCode, 404);
  });

  test('DELETE /project/:id: 204, then 404 on read and on a second delete', async (t) => {
    const app = await build(t);
    const { token } = await signUp(app);
    const created = json(
      await app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} }),
    ).data;
    const response = await app.inject({ method: 'DELETE', url: `/api/project/${created._id}`, headers: bearer(token) });
    assert.equal(response.statusCode, 204);
    assert.equal((await app.inject({ url: `/api/project/${created._id}`, headers: bearer(token) })).statusCode, 404);
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/api/project/${created._id}`, headers: bearer(token) })).statusCode,
      404,
    );
    // The slot is free again under the plan limit.
    assert.equal(
      (await app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} })).statusCode,
      201,
    );
  });

  test("another user's project: every project route answers 404 and changes nothing", async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const created = json(
      await app.inject({
        method: 'POST',
        url: '/api/project',
        headers: bearer(owner.token),
        payload: { details: fullDetails },
      }),
    ).data;
    const url = `/api/project/${created._id}`;
    const attempts = [
      await app.inject({ url, headers: bearer(stranger.token) }),
      await app.inject({
        method: 'PATCH',
        url,
        headers: bearer(stranger.token),
        payload: { public: true, details: { businessName: 'Mine now' } },
      }),
      await app.inject({ method: 'DELETE', url, headers: bearer(stranger.token) }),
    ];
    const unknown = await app.inject({
      url: '/api/project/00000000-0000-4000-8000-000000000000',
      headers: bearer(stranger.token),
    });
    for (const attempt of attempts) {
      assert.equal(attempt.statusCode, 404);
      assert.deepEqual(json(attempt), json(unknown));
    }
    const list = json(await app.inject({ url: '/api/project', headers: bearer(stranger.token) }));
    assert.equal(list.pagination.total, 0);
    const unchanged = await app.inject({ url, headers: bearer(owner.token) });
    assert.deepEqual(json(unchanged).data, created);
  });

  test('every project route needs a token: 401 without one', async (t) => {
    const app = await build(t);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/project'],
      ['POST', '/api/project'],
      ['GET', `/api/project/${id}`],
      ['PATCH', `/api/project/${id}`],
      ['DELETE', `/api/project/${id}`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}),
      });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
      assert.equal(json(response).message, 'Not authenticated');
    }
  });
});
