import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HTTPMethods } from 'fastify';
import { projectsRepository } from '../../../src/repositories/projects';
import { bearer, forEachDatabase, json, signUp, type Account } from '../../helpers';
import { UNKNOWN_ID, teamFixtures } from './fixtures';

forEachDatabase(({ build, db }) => {
  const { setPlan, createProject, invite, team } = teamFixtures(db);

  test('each role against each project route: owner everything, editor edits, viewer reads, stranger 404', async (t) => {
    const app = await build(t);
    const { owner, editor, viewer, stranger, project } = await team(app);
    const url = `/api/project/${project._id}`;
    const unknown = json(await app.inject({ url: `/api/project/${UNKNOWN_ID}`, headers: bearer(stranger.token) }));
    const as = (account: Account, method: HTTPMethods, path: string, payload?: object) =>
      app.inject({ method, url: `${url}${path}`, headers: bearer(account.token), ...(payload ? { payload } : {}) });
    const expectStatus = async (
      account: Account,
      method: HTTPMethods,
      path: string,
      status: number,
      message?: string,
      payload?: object,
    ) => {
      const response = await as(account, method, path, payload);
      assert.equal(response.statusCode, status, `${method} ${path}: ${response.body}`);
      if (message) assert.equal(json(response).message, message);
      if (account === stranger) assert.deepEqual(json(response), unknown, `${method} ${path} as a stranger`);
      return response;
    };

    // Read: every member, with their role and the stats.
    for (const [account, role] of [
      [owner, 'owner'],
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const { data } = json(await expectStatus(account, 'GET', '', 200));
      assert.equal(data.role, role);
      assert.deepEqual(data.stats, { messages: 0, copies: 0, recordings: 0 });
      assert.equal(data.ownerId, owner.user.id);
      assert.equal((await expectStatus(account, 'GET', '/export', 200)).statusCode, 200);
      assert.equal(json(await expectStatus(account, 'GET', '/collaborators', 200)).data.length, 2);
    }
    await expectStatus(stranger, 'GET', '', 404);
    await expectStatus(stranger, 'GET', '/export', 404);
    await expectStatus(stranger, 'GET', '/collaborators', 404);

    // Change: owner and editor; the public switch is the owner's alone.
    const edited = json(
      await expectStatus(editor, 'PATCH', '', 200, undefined, {
        details: { location: 'Seattle' },
        status: 'draft',
        type: 'content_strategy',
        dueDate: '2031-01-01',
      }),
    ).data;
    assert.equal(edited.details.location, 'Seattle');
    assert.equal(edited.role, 'editor');
    await expectStatus(editor, 'PATCH', '', 403, 'Only the owner can share this project publicly.', { public: true });
    await expectStatus(editor, 'PATCH', '', 403, 'Only the owner can share this project publicly.', {
      public: false,
      details: { location: 'Rome' },
    });
    await expectStatus(viewer, 'PATCH', '', 403, "Viewers can't change this project.", {
      details: { location: 'Rome' },
    });
    await expectStatus(viewer, 'PATCH', '', 403, "Viewers can't change this project.", { public: true });
    await expectStatus(stranger, 'PATCH', '', 404, undefined, { details: { location: 'Rome' } });
    const shared = json(await expectStatus(owner, 'PATCH', '', 200, undefined, { public: true })).data;
    assert.equal(shared.public, true);
    assert.equal(shared.role, 'owner');
    assert.equal(shared.details.location, 'Seattle');

    // Collaborators: the owner's to manage.
    await expectStatus(editor, 'POST', '/collaborators', 403, 'Only the owner can invite or remove collaborators.', {
      email: stranger.email,
      role: 'viewer',
    });
    await expectStatus(viewer, 'POST', '/collaborators', 403, 'Only the owner can invite or remove collaborators.', {
      email: stranger.email,
      role: 'viewer',
    });
    await expectStatus(stranger, 'POST', '/collaborators', 404, undefined, { email: stranger.email, role: 'viewer' });
    await expectStatus(
      editor,
      'DELETE',
      `/collaborators/${viewer.user.id}`,
      403,
      'Only the owner can invite or remove collaborators.',
    );
    await expectStatus(viewer, 'DELETE', `/collaborators/${editor.user.id}`, 403);
    await expectStatus(stranger, 'DELETE', `/collaborators/${viewer.user.id}`, 404);

    // Duplicate: any member, as their own new project.
    for (const account of [owner, editor, viewer]) {
      const copy = json(await expectStatus(account, 'POST', '/duplicate', 201)).data;
      assert.equal(copy.ownerId, account.user.id);
      assert.equal(copy.role, 'owner');
    }
    await expectStatus(stranger, 'POST', '/duplicate', 404);

    // Delete: the owner only.
    await expectStatus(editor, 'DELETE', '', 403, 'Only the owner can delete this project.');
    await expectStatus(viewer, 'DELETE', '', 403, 'Only the owner can delete this project.');
    await expectStatus(stranger, 'DELETE', '', 404);
    assert.equal(json(await as(owner, 'GET', '')).data.details.businessName, 'Northwind Coffee');

    // A collaborator may leave; then the project is gone for them.
    await expectStatus(viewer, 'DELETE', `/collaborators/${viewer.user.id}`, 204);
    assert.equal((await as(viewer, 'GET', '')).statusCode, 404);
    assert.deepEqual(json(await as(viewer, 'GET', '')), unknown);

    await expectStatus(owner, 'DELETE', '', 204);
    for (const account of [owner, editor]) assert.equal((await as(account, 'GET', '')).statusCode, 404);
    const left = await db().query('SELECT 1 FROM project_collaborators WHERE project_id = $1', [project._id]);
    assert.equal(left.length, 0);
  });

  test('a collaborator removed between the check and the write changes nothing (the write repeats the rule)', async (t) => {
    const app = await build(t);
    const { owner, editor, project } = await team(app);
    const repository = projectsRepository(db());
    await repository.authorize(editor.user.id, project._id, 'edit');
    await db().query('DELETE FROM project_collaborators WHERE user_id = $1', [editor.user.id]);
    assert.equal(await repository.update(editor.user.id, project._id, { details: { location: 'Nowhere' } }), undefined);
    assert.equal((await repository.update(owner.user.id, project._id, { public: true }))?.public, true);
    assert.equal(await repository.delete(editor.user.id, project._id), false);
    assert.equal(
      json(await app.inject({ url: `/api/project/${project._id}`, headers: bearer(owner.token) })).data.details
        .location,
      '',
    );
  });

  test('GET /project lists owned and shared projects with the role; filters, search, sort and pages cover both', async (t) => {
    const app = await build(t);
    const me = await signUp(app);
    const sharer = await signUp(app);
    const outsider = await signUp(app);
    await setPlan(sharer.user.id, 'starter');
    const mine = [
      await createProject(app, me, { details: { businessName: 'Alpha Bakery' } }),
      await createProject(app, me, { details: { businessName: 'Delta Dairy' }, type: 'marketing_campaign' }),
      await createProject(app, me, { details: { businessName: 'Echo Eggs' } }),
    ];
    const theirs = [
      await createProject(app, sharer, {
        details: { businessName: 'Bravo Brewery', whatYouSell: 'Stout' },
        type: 'marketing_campaign',
      }),
      await createProject(app, sharer, { details: { businessName: 'Charlie Cheese' } }),
      await createProject(app, sharer, { details: { businessName: 'Foxtrot Fudge' } }), // not shared
    ];
    await createProject(app, outsider, { details: { businessName: 'Golf Grapes' } });
    assert.equal((await invite(app, sharer, theirs[0]._id, me.email, 'editor')).statusCode, 201);
    assert.equal((await invite(app, sharer, theirs[1]._id, me.email, 'viewer')).statusCode, 201);
    await app.inject({
      method: 'PATCH',
      url: `/api/project/${theirs[1]._id}`,
      headers: bearer(sharer.token),
      payload: { status: 'archived' },
    });

    const list = async (query: string) => {
      const response = await app.inject({ url: `/api/project${query}`, headers: bearer(me.token) });
      assert.equal(response.statusCode, 200, response.body);
      return json(response);
    };
    const names = (body: { data: { details: { businessName: string } }[] }) =>
      body.data.map((p) => p.details.businessName);

    const all = await list('?sort=name');
    assert.deepEqual(names(all), ['Alpha Bakery', 'Bravo Brewery', 'Charlie Cheese', 'Delta Dairy', 'Echo Eggs']);
    assert.deepEqual(all.pagination, { page: 1, size: 20, total: 5, totalPages: 1 });
    assert.deepEqual(
      all.data.map((p: { role: string }) => p.role),
      ['owner', 'editor', 'viewer', 'owner', 'owner'],
    );
    assert.ok(
      all.data.every((p: { stats: object }) => JSON.stringify(p.stats) === '{"messages":0,"copies":0,"recordings":0}'),
    );
    // A listed shared project is exactly what GET /project/:id answers the same caller.
    const one = json(await app.inject({ url: `/api/project/${theirs[1]._id}`, headers: bearer(me.token) })).data;
    assert.deepEqual(all.data[2], one);

    assert.deepEqual(names(await list('?sort=-name')), [
      'Echo Eggs',
      'Delta Dairy',
      'Charlie Cheese',
      'Bravo Brewery',
      'Alpha Bakery',
    ]);
    assert.deepEqual(names(await list('?sort=createdAt')), [
      'Alpha Bakery',
      'Delta Dairy',
      'Echo Eggs',
      'Bravo Brewery',
      'Charlie Cheese',
    ]);
    assert.deepEqual(names(await list('?type=marketing_campaign&sort=name')), ['Bravo Brewery', 'Delta Dairy']);
    assert.deepEqual(names(await list('?status=archived')), ['Charlie Cheese']);
    assert.deepEqual(names(await list('?search=stout')), ['Bravo Brewery']);
    assert.equal((await list('?search=foxtrot')).pagination.total, 0);
    assert.equal((await list('?search=golf')).pagination.total, 0);

    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await list(`?sort=name&size=2&page=${page}`);
      assert.deepEqual(body.pagination, { page, size: 2, total: 5, totalPages: 3 });
      seen.push(...names(body));
    }
    assert.deepEqual(seen, names(all));
    const beyond = await list('?sort=name&size=2&page=4');
    assert.deepEqual(beyond.data, []);
    assert.equal(beyond.pagination.total, 5);

    // Shared projects do not count against my plan's project limit (free: 3, all owned already).
    const fourth = await app.inject({ method: 'POST', url: '/api/project', headers: bearer(me.token), payload: {} });
    assert.equal(fourth.statusCode, 403);
    void mine;
  });
});
