import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { bearer, forEachDatabase, json, signUp, type Account } from '../../helpers';

/** Twelve projects with known names, types, statuses, due dates and fill levels. */
const PROJECTS = Array.from({ length: 12 }, (_, i) => ({
  details: {
    businessName: i === 11 ? '' : `Shop ${String.fromCharCode(76 - i)}`, // Shop L, Shop K, ... Shop B, then untitled
    whatYouSell: i % 3 === 0 ? 'Organic TEA leaves' : 'Coffee',
    whoYouSellTo: i === 4 ? 'Runners who hate 100% polyester' : '',
    location: i < i % 5 ? 'x' : i % 2 === 0 ? 'Lisbon' : '',
  },
  type: (['brand_identity', 'marketing_campaign', 'content_strategy'] as const)[i % 3],
  dueDate: i % 4 === 0 ? null : `2030-0${(i % 9) + 1}-15`,
  status: (['active', 'draft', 'archived'] as const)[i % 3 === 2 ? 2 : i % 2],
}));

forEachDatabase(({ build, db }) => {
  let owner: Account;
  let ids: string[] = [];

  before(async () => {
    const setup = await build({ after: (fn: () => unknown) => void setupClosers.push(fn) });
    owner = await signUp(setup);
    await db().query('UPDATE users SET plan = $1 WHERE id = $2', ['professional', owner.user.id]);
    ids = [];
    for (const project of PROJECTS) {
      const { status, ...body } = project;
      const created = json(
        await setup.inject({ method: 'POST', url: '/api/project', headers: bearer(owner.token), payload: body }),
      ).data;
      await setup.inject({
        method: 'PATCH',
        url: `/api/project/${created._id}`,
        headers: bearer(owner.token),
        payload: { status },
      });
      ids.push(created._id);
    }
    // Someone else's projects never show up.
    const stranger = await signUp(setup);
    await setup.inject({
      method: 'POST',
      url: '/api/project',
      headers: bearer(stranger.token),
      payload: { details: { businessName: 'Shop Z Coffee' } },
    });
    for (const close of setupClosers.splice(0)) await close();
  });
  const setupClosers: (() => unknown)[] = [];

  const list = async (t: Parameters<typeof build>[0], query: string) => {
    const app = await build(t);
    return app.inject({ url: `/api/project${query}`, headers: bearer(owner.token) });
  };

  test('a listed project is exactly what GET /project/:id answers (same fields, same date formats)', async (t) => {
    const app = await build(t);
    const listed = json(await app.inject({ url: '/api/project?size=100', headers: bearer(owner.token) })).data;
    assert.equal(listed.length, PROJECTS.length);
    for (const project of listed) {
      const one = json(await app.inject({ url: `/api/project/${project._id}`, headers: bearer(owner.token) })).data;
      assert.deepEqual(project, one);
      assert.match(project.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    assert.ok(listed.some((project: { dueDate: string | null }) => project.dueDate === '2030-02-15'));
  });

  test("GET /project sends the database's JSON text as it is (not encoded again): the bare bench route's bytes", async (t) => {
    const app = await build(t, { benchRoutes: true });
    const response = await app.inject({ url: '/api/project', headers: bearer(owner.token) });
    assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
    assert.ok(response.body.startsWith('{"data"'), response.body.slice(0, 20));
    assert.equal(json(response).data.length, PROJECTS.length);
    // The bench route sends the same SQL's text bare: no authentication, no validation, no serialiser.
    const bare = await app.inject({ url: '/api/bench/projects', headers: { 'x-bench-user': owner.user.id } });
    assert.equal(bare.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(bare.body, response.body);
  });

  test('GET /project: default page 1, size 20, newest update first, with pagination', async (t) => {
    const response = await list(t, '');
    assert.equal(response.statusCode, 200);
    const body = json(response);
    assert.deepEqual(body.pagination, { page: 1, size: 20, total: 12, totalPages: 1 });
    assert.equal(body.data.length, 12);
    const updated = body.data.map((p: { updatedAt: string }) => Date.parse(p.updatedAt));
    assert.deepEqual(
      updated,
      [...updated].sort((a, b) => b - a),
    );
    assert.ok(body.data.every((p: { ownerId: string }) => p.ownerId === owner.user.id));
  });

  test('GET /project: pages do not overlap and cover everything', async (t) => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = json(await list(t, `?page=${page}&size=5&sort=name`));
      assert.deepEqual(body.pagination, { page, size: 5, total: 12, totalPages: 3 });
      seen.push(...body.data.map((p: { _id: string }) => p._id));
    }
    assert.equal(new Set(seen).size, 12);
    assert.deepEqual([...seen].sort(), [...ids].sort());
    const beyond = json(await list(t, '?page=9&size=5'));
    assert.deepEqual(beyond.data, []);
    assert.equal(beyond.pagination.total, 12);
  });

  test('GET /project: filters by status and type', async (t) => {
    const archived = json(await list(t, '?status=archived'));
    const expected = PROJECTS.filter((p) => p.status === 'archived').length;
    assert.equal(archived.pagination.total, expected);
    assert.ok(archived.data.every((p: { status: string }) => p.status === 'archived'));
    const campaigns = json(await list(t, '?type=marketing_campaign&status=draft'));
    const expectedCampaigns = PROJECTS.filter((p) => p.type === 'marketing_campaign' && p.status === 'draft').length;
    assert.equal(campaigns.pagination.total, expectedCampaigns);
  });

  test('GET /project: search is case-insensitive over the name and the other details; % is literal', async (t) => {
    const tea = json(await list(t, '?search=organic%20tea'));
    assert.equal(tea.pagination.total, PROJECTS.filter((p) => p.details.whatYouSell.startsWith('Organic')).length);
    const byName = json(await list(t, '?search=SHOP%20k'));
    assert.deepEqual(
      byName.data.map((p: { details: { businessName: string } }) => p.details.businessName),
      ['Shop K'],
    );
    const percent = json(await list(t, `?search=${encodeURIComponent('100%')}`));
    assert.equal(percent.pagination.total, 1);
    const wildcard = json(await list(t, `?search=${encodeURIComponent('%')}`));
    assert.equal(wildcard.pagination.total, 1);
    const underscore = json(await list(t, '?search=_'));
    assert.equal(underscore.pagination.total, 0);
    const none = json(await list(t, '?search=zebra'));
    assert.equal(none.pagination.total, 0);
    const notOthers = json(await list(t, '?search=Shop%20Z'));
    assert.equal(notOthers.pagination.total, 0);
  });

  test('GET /project: sorts by name, createdAt, updatedAt, dueDate and progress, both ways', async (t) => {
    const names = (body: { data: { details: { businessName: string } }[] }) =>
      body.data.map((p) => p.details.businessName || 'Untitled Project');
    const byName = names(json(await list(t, '?sort=name')));
    assert.deepEqual(
      byName,
      [...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    assert.deepEqual(names(json(await list(t, '?sort=-name'))), [...byName].reverse());

    const created = json(await list(t, '?sort=createdAt')).data.map((p: { _id: string }) => p._id);
    assert.deepEqual(created, ids);
    assert.deepEqual(
      json(await list(t, '?sort=-createdAt')).data.map((p: { _id: string }) => p._id),
      [...ids].reverse(),
    );

    const updatedAsc = json(await list(t, '?sort=updatedAt')).data.map((p: { updatedAt: string }) =>
      Date.parse(p.updatedAt),
    );
    assert.deepEqual(
      updatedAsc,
      [...updatedAsc].sort((a, b) => a - b),
    );

    for (const sort of ['dueDate', '-dueDate']) {
      const dates = json(await list(t, `?sort=${sort}`)).data.map((p: { dueDate: string | null }) => p.dueDate);
      const present = dates.filter((d: string | null) => d !== null);
      const sorted = [...present].sort();
      assert.deepEqual(present, sort === 'dueDate' ? sorted : sorted.reverse(), sort);
      // Projects without a due date come last either way.
      assert.deepEqual(dates.slice(present.length), Array(dates.length - present.length).fill(null));
    }

    for (const sort of ['progress', '-progress']) {
      const progress = json(await list(t, `?sort=${sort}`)).data.map((p: { progress: number }) => p.progress);
      const sorted = [...progress].sort((a, b) => a - b);
      assert.deepEqual(progress, sort === 'progress' ? sorted : sorted.reverse(), sort);
    }
  });

  const badQueries: [string, RegExp][] = [
    ['?size=101', /^size: size must be a whole number from 1 to 100$/],
    ['?size=0', /^size: /],
    ['?page=0', /^page: page must be a whole number from 1$/],
    ['?page=-3', /^page: /],
    ['?page=abc', /^page: /],
    ['?page=1.5', /^page: /],
    ['?page=99999999999', /^page: page is too large$/],
    ['?status=deleted', /^status: status must be one of: draft, active, archived$/],
    ['?type=podcast', /^type: /],
    ['?sort=password', /^sort: sort must be one of: /],
    [`?search=${'x'.repeat(201)}`, /^search: search must be at most 200 characters$/],
  ];
  for (const [query, message] of badQueries) {
    test(`GET /project${query.slice(0, 30)}: 400 naming the parameter`, async (t) => {
      const response = await list(t, query);
      assert.equal(response.statusCode, 400);
      assert.match(json(response).message, message);
    });
  }
});
