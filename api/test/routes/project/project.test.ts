import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PROJECT_DETAIL_FIELDS, planLimitMessage } from '@brandcast/shared';
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

forEachDatabase(({ build, db }) => {
  test('POST /project: 201 with the server shape; missing detail fields are empty text', async (t) => {
    const app = await build(t);
    const { token, user } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(token),
      payload: {
        details: { businessName: '  Acme  ', location: 'Berlin' },
        type: 'marketing_campaign',
        dueDate: '2030-01-31',
      },
    });
    assert.equal(response.statusCode, 201);
    const { data } = json(response);
    assert.match(data._id, /^[0-9a-f-]{36}$/);
    assert.equal(data.ownerId, user.id);
    assert.equal(data.public, false);
    assert.equal(data.status, 'active');
    assert.equal(data.type, 'marketing_campaign');
    assert.equal(data.dueDate, '2030-01-31');
    assert.deepEqual(Object.keys(data.details).sort(), [...PROJECT_DETAIL_FIELDS].sort());
    assert.equal(data.details.businessName, 'Acme');
    assert.equal(data.details.location, 'Berlin');
    assert.equal(data.details.whatYouSell, '');
    assert.equal(data.progress, 18); // 2 of 11 parts
    assert.ok(!Number.isNaN(Date.parse(data.createdAt)));
    assert.ok(!Number.isNaN(Date.parse(data.updatedAt)));

    const empty = await app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} });
    assert.equal(empty.statusCode, 201);
    assert.equal(json(empty).data.type, 'brand_identity');
    assert.equal(json(empty).data.dueDate, null);
    assert.equal(json(empty).data.progress, 0);
    assert.ok(Object.values(json(empty).data.details).every((value) => value === ''));
  });

  const invalidCreates: [string, unknown, RegExp][] = [
    [
      'an unknown type',
      { type: 'podcast' },
      /^type: Type must be one of: brand_identity, marketing_campaign, content_strategy$/,
    ],
    ['a malformed due date', { dueDate: '31/01/2030' }, /^dueDate: Due date must be a date like 2026-12-31$/],
    ['an impossible due date', { dueDate: '2030-02-30' }, /^dueDate: /],
    [
      'a too long business name',
      { details: { businessName: 'x'.repeat(121) } },
      /^details.businessName: Business name must be at most 120 characters$/,
    ],
    [
      'a too long detail',
      { details: { whatYouSell: 'x'.repeat(1001) } },
      /^details.whatYouSell: What you sell must be at most 1000 characters$/,
    ],
    ['a number as a detail', { details: { location: 12 } }, /^details.location: Location must be text$/],
    ['details as a string', { details: 'everything' }, /^details: /],
    ['a body that is an array', [], /^body: /],
    // A misplaced field is refused and named, not dropped: the project would otherwise be created without it.
    [
      'a brand field outside details',
      { businessName: 'Northwind' },
      /^body: Unknown field: businessName\. Known: details, voice, type, dueDate$/,
    ],
    [
      'an unknown brand field',
      { details: { businessName: 'Northwind', slogan: 'x', colour: 'red' } },
      /^details: Unknown fields: slogan, colour\. Known: businessName, /,
    ],
  ];
  for (const [name, payload, message] of invalidCreates) {
    test(`POST /project: ${name} answers 400 naming the field`, async (t) => {
      const app = await build(t);
      const { token } = await signUp(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/project',
        headers: bearer(token),
        payload: payload as object,
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(json(response).message, message);
    });
  }

  test('POST /project: the free plan stops at 3 projects with 403 and the plan limit message', async (t) => {
    const app = await build(t);
    const { token } = await signUp(app);
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} });
      assert.equal(response.statusCode, 201);
    }
    const fourth = await app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} });
    assert.equal(fourth.statusCode, 403);
    assert.equal(json(fourth).message, planLimitMessage('free'));
    assert.match(
      json(fourth).message,
      /Free plan allows 3 projects\. Nothing is deleted: delete a project, or upgrade/,
    );
  });

  test('POST /project: the limit holds when requests arrive at once; starter allows 10', async (t) => {
    const app = await build(t);
    const { token, user } = await signUp(app);
    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} }),
      ),
    );
    assert.deepEqual(burst.map((r) => r.statusCode).sort(), [201, 201, 201, 403, 403, 403]);
    await db().query('UPDATE users SET plan = $1 WHERE id = $2', ['starter', user.id]);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (await app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} })).statusCode,
      );
    }
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 201, 201, 403]);
    const last = await app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} });
    assert.equal(json(last).message, planLimitMessage('starter'));
  });

  test('a downgraded account keeps every project; creating more is refused with why and what to do', async (t) => {
    const app = await build(t);
    const { token, user } = await signUp(app);
    await db().query('UPDATE users SET plan = $1 WHERE id = $2', ['starter', user.id]);
    for (let i = 0; i < 5; i++)
      assert.equal(
        (await app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} })).statusCode,
        201,
      );
    // Starter's payment failed 4 days ago: the grace period is over, free limits apply.
    await db().query(
      "UPDATE users SET subscription_status = 'past_due', past_due_since = now() - interval '4 days' WHERE id = $1",
      [user.id],
    );
    const list = await app.inject({ url: '/api/project', headers: bearer(token) });
    assert.equal(json(list).data.length, 5);
    const refused = await app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} });
    assert.equal(refused.statusCode, 403);
    assert.equal(json(refused).message, planLimitMessage('free'));
    // Within the grace period, Starter's limits still apply.
    await db().query("UPDATE users SET past_due_since = now() - interval '2 days' WHERE id = $1", [user.id]);
    assert.equal(
      (await app.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: {} })).statusCode,
      201,
    );
  });

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
