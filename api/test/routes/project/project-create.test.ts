import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PROJECT_DETAIL_FIELDS, planLimitMessage } from '@brandcast/shared';
import { bearer, forEachDatabase, json, signUp } from '../../helpers';

/* POST /project: the shape written, what is refused, and the plan's project limit (at once too, and after a downgrade). */
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
});
