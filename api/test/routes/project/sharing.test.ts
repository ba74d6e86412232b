import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { teamLimitMessage, type PlanId } from '@brandcast/shared';
import { projectsRepository } from '../../../src/repositories/projects';
import { bearer, forEachDatabase, json, signUp, type Account } from '../../helpers';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

forEachDatabase(({ build, db }) => {
  const setPlan = (userId: string, plan: PlanId) => db().query('UPDATE users SET plan = $1 WHERE id = $2', [plan, userId]);

  const createProject = async (app: FastifyInstance, account: Account, payload: object = {}) => {
    const response = await app.inject({ method: 'POST', url: '/api/project', headers: bearer(account.token), payload });
    assert.equal(response.statusCode, 201, response.body);
    return json(response).data;
  };

  const invite = (app: FastifyInstance, owner: Account, projectId: string, email: string, role: 'editor' | 'viewer') =>
    app.inject({ method: 'POST', url: `/api/project/${projectId}/collaborators`, headers: bearer(owner.token), payload: { email, role } });

  /** An owner on the starter plan (2 collaborators) with one project shared with an editor and a viewer, and a stranger. */
  async function team(app: FastifyInstance) {
    const owner = await signUp(app, { firstName: 'Olivia', lastName: 'Owner' });
    const editor = await signUp(app, { firstName: 'Eddie', lastName: 'Editor' });
    const viewer = await signUp(app, { firstName: 'Vera', lastName: 'Viewer' });
    const stranger = await signUp(app);
    await setPlan(owner.user.id, 'starter');
    const project = await createProject(app, owner, { details: { businessName: 'Northwind Coffee', whoYouSellTo: 'Home baristas' } });
    assert.equal((await invite(app, owner, project._id, editor.email, 'editor')).statusCode, 201);
    assert.equal((await invite(app, owner, project._id, viewer.email, 'viewer')).statusCode, 201);
    return { owner, editor, viewer, stranger, project };
  }

  test('each role against each project route: owner everything, editor edits, viewer reads, stranger 404', async (t) => {
    const app = await build(t);
    const { owner, editor, viewer, stranger, project } = await team(app);
    const url = `/api/project/${project._id}`;
    const unknown = json(await app.inject({ url: `/api/project/${UNKNOWN_ID}`, headers: bearer(stranger.token) }));
    const as = (account: Account, method: HTTPMethods, path: string, payload?: object) =>
      app.inject({ method, url: `${url}${path}`, headers: bearer(account.token), ...(payload ? { payload } : {}) });
    const expectStatus = async (account: Account, method: HTTPMethods, path: string, status: number, message?: string, payload?: object) => {
      const response = await as(account, method, path, payload);
      assert.equal(response.statusCode, status, `${method} ${path}: ${response.body}`);
      if (message) assert.equal(json(response).message, message);
      if (account === stranger) assert.deepEqual(json(response), unknown, `${method} ${path} as a stranger`);
      return response;
    };

    // Read: every member, with their role and the stats.
    for (const [account, role] of [[owner, 'owner'], [editor, 'editor'], [viewer, 'viewer']] as const) {
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
    const edited = json(await expectStatus(editor, 'PATCH', '', 200, undefined, { details: { location: 'Seattle' }, status: 'draft', type: 'content_strategy', dueDate: '2031-01-01' })).data;
    assert.equal(edited.details.location, 'Seattle');
    assert.equal(edited.role, 'editor');
    await expectStatus(editor, 'PATCH', '', 403, 'Only the owner can share this project publicly.', { public: true });
    await expectStatus(editor, 'PATCH', '', 403, 'Only the owner can share this project publicly.', { public: false, details: { location: 'Rome' } });
    await expectStatus(viewer, 'PATCH', '', 403, "Viewers can't change this project.", { details: { location: 'Rome' } });
    await expectStatus(viewer, 'PATCH', '', 403, "Viewers can't change this project.", { public: true });
    await expectStatus(stranger, 'PATCH', '', 404, undefined, { details: { location: 'Rome' } });
    const shared = json(await expectStatus(owner, 'PATCH', '', 200, undefined, { public: true })).data;
    assert.equal(shared.public, true);
    assert.equal(shared.role, 'owner');
    assert.equal(shared.details.location, 'Seattle');

    // Collaborators: the owner's to manage.
    await expectStatus(editor, 'POST', '/collaborators', 403, 'Only the owner can invite or remove collaborators.', { email: stranger.email, role: 'viewer' });
    await expectStatus(viewer, 'POST', '/collaborators', 403, 'Only the owner can invite or remove collaborators.', { email: stranger.email, role: 'viewer' });
    await expectStatus(stranger, 'POST', '/collaborators', 404, undefined, { email: stranger.email, role: 'viewer' });
    await expectStatus(editor, 'DELETE', `/collaborators/${viewer.user.id}`, 403, 'Only the owner can invite or remove collaborators.');
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
    assert.equal(json(await app.inject({ url: `/api/project/${project._id}`, headers: bearer(owner.token) })).data.details.location, '');
  });

  test('GET /project/:id/collaborators: the collaborators in the order added, never the owner', async (t) => {
    const app = await build(t);
    const { owner, editor, viewer, project } = await team(app);
    const response = await app.inject({ url: `/api/project/${project._id}/collaborators`, headers: bearer(viewer.token) });
    assert.equal(response.statusCode, 200);
    const { data } = json(response);
    assert.deepEqual(
      data.map((c: { userId: string; email: string; firstName: string; lastName: string; role: string }) => [c.userId, c.email, c.firstName, c.lastName, c.role]),
      [
        [editor.user.id, editor.email, 'Eddie', 'Editor', 'editor'],
        [viewer.user.id, viewer.email, 'Vera', 'Viewer', 'viewer'],
      ],
    );
    for (const collaborator of data) {
      assert.deepEqual(Object.keys(collaborator).sort(), ['addedAt', 'email', 'firstName', 'lastName', 'role', 'userId']);
      assert.match(collaborator.addedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    assert.ok(!response.body.includes(owner.email));
  });

  test('POST /project/:id/collaborators: 201 with the collaborator; unknown email 404, own email 400, twice 409, bad input 400', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const friend = await signUp(app, { firstName: 'Grace', lastName: 'Hopper' });
    await setPlan(owner.user.id, 'professional');
    const project = await createProject(app, owner);

    const added = await invite(app, owner, project._id, `  ${friend.email.toUpperCase()} `, 'editor');
    assert.equal(added.statusCode, 201, added.body);
    const { data } = json(added);
    assert.equal(data.userId, friend.user.id);
    assert.equal(data.email, friend.email);
    assert.equal(data.firstName, 'Grace');
    assert.equal(data.lastName, 'Hopper');
    assert.equal(data.role, 'editor');
    assert.ok(!Number.isNaN(Date.parse(data.addedAt)));

    const unknown = await invite(app, owner, project._id, 'nobody-here@example.com', 'viewer');
    assert.equal(unknown.statusCode, 404);
    assert.equal(json(unknown).message, 'No Brandcast account uses that email. Ask them to sign up first.');

    const own = await invite(app, owner, project._id, owner.email, 'viewer');
    assert.equal(own.statusCode, 400);
    assert.match(json(own).message, /your own email/);

    const twice = await invite(app, owner, project._id, friend.email, 'viewer');
    assert.equal(twice.statusCode, 409);
    assert.match(json(twice).message, /already a collaborator on this project \(editor\)\. Remove them first/);

    for (const [payload, message] of [
      [{ email: friend.email, role: 'owner' }, /^role: Role must be one of: editor, viewer$/],
      [{ email: 'not-an-email', role: 'viewer' }, /^email: Enter a valid email address$/],
      [{ role: 'viewer' }, /^email: /],
    ] as const) {
      const bad = await app.inject({ method: 'POST', url: `/api/project/${project._id}/collaborators`, headers: bearer(owner.token), payload });
      assert.equal(bad.statusCode, 400);
      assert.match(json(bad).message, message);
    }
    const missing = await invite(app, owner, UNKNOWN_ID, friend.email, 'viewer');
    assert.equal(missing.statusCode, 404);
    assert.equal(json(missing).message, 'Project not found.');

    // The invited user sees the project with their role.
    const seen = json(await app.inject({ url: `/api/project/${project._id}`, headers: bearer(friend.token) })).data;
    assert.equal(seen.role, 'editor');
  });

  test('team size per plan (the owner counts): free invites nobody, starter 2, professional 9, enterprise unlimited', async (t) => {
    const app = await build(t);
    const owner = await signUp(app);
    const others = await Promise.all(Array.from({ length: 11 }, () => signUp(app)));
    const project = await createProject(app, owner);

    const alone = await invite(app, owner, project._id, others[0]!.email, 'viewer');
    assert.equal(alone.statusCode, 403);
    assert.equal(json(alone).message, teamLimitMessage('free'));
    assert.equal(json(alone).message, 'The Free plan is for one person. Upgrade your plan to invite collaborators.');

    await setPlan(owner.user.id, 'starter');
    // Invitations arriving together cannot pass the limit.
    const burst = await Promise.all(others.slice(0, 4).map((other) => invite(app, owner, project._id, other.email, 'viewer')));
    assert.deepEqual(burst.map((r) => r.statusCode).sort(), [201, 201, 403, 403]);
    const over = burst.find((r) => r.statusCode === 403)!;
    assert.equal(json(over).message, teamLimitMessage('starter'));
    assert.match(json(over).message, /Starter plan allows 3 team members, you included/);

    // Removing one frees a seat.
    const [first] = json(await app.inject({ url: `/api/project/${project._id}/collaborators`, headers: bearer(owner.token) })).data;
    const removed = await app.inject({ method: 'DELETE', url: `/api/project/${project._id}/collaborators/${first.userId}`, headers: bearer(owner.token) });
    assert.equal(removed.statusCode, 204);
    const again = await invite(app, owner, project._id, others[5]!.email, 'editor');
    assert.equal(again.statusCode, 201);

    await setPlan(owner.user.id, 'professional');
    const current = json(await app.inject({ url: `/api/project/${project._id}/collaborators`, headers: bearer(owner.token) })).data.map((c: { userId: string }) => c.userId);
    assert.equal(current.length, 2);
    const free = others.filter((other) => !current.includes(other.user.id) && other.user.id !== first.userId);
    const statuses: number[] = [];
    for (const other of free.slice(0, 7)) statuses.push((await invite(app, owner, project._id, other.email, 'viewer')).statusCode);
    assert.deepEqual(statuses, [201, 201, 201, 201, 201, 201, 201]); // 9 collaborators + the owner = 10
    const eleventh = await invite(app, owner, project._id, first.email, 'viewer');
    assert.equal(eleventh.statusCode, 403);
    assert.equal(json(eleventh).message, teamLimitMessage('professional'));

    await setPlan(owner.user.id, 'enterprise');
    assert.equal((await invite(app, owner, project._id, first.email, 'viewer')).statusCode, 201);
  });

  test('DELETE /project/:id/collaborators/:userId: 204; unknown or malformed user 404', async (t) => {
    const app = await build(t);
    const { owner, editor, viewer, project } = await team(app);
    const remove = (account: Account, userId: string) =>
      app.inject({ method: 'DELETE', url: `/api/project/${project._id}/collaborators/${encodeURIComponent(userId)}`, headers: bearer(account.token) });
    assert.equal((await remove(owner, editor.user.id)).statusCode, 204);
    assert.equal((await app.inject({ url: `/api/project/${project._id}`, headers: bearer(editor.token) })).statusCode, 404);
    for (const userId of [editor.user.id, owner.user.id, UNKNOWN_ID, 'nope']) {
      const response = await remove(owner, userId);
      assert.equal(response.statusCode, 404, userId);
      assert.equal(json(response).message, 'That user is not a collaborator on this project.');
    }
    assert.equal((await remove(viewer, viewer.user.id)).statusCode, 204);
    // Deleting an account removes it from the projects it was invited to.
    const other = await signUp(app);
    assert.equal((await invite(app, owner, project._id, other.email, 'viewer')).statusCode, 201);
    await db().query('DELETE FROM users WHERE id = $1', [other.user.id]);
    assert.deepEqual(json(await app.inject({ url: `/api/project/${project._id}/collaborators`, headers: bearer(owner.token) })).data, []);
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
      await createProject(app, sharer, { details: { businessName: 'Bravo Brewery', whatYouSell: 'Stout' }, type: 'marketing_campaign' }),
      await createProject(app, sharer, { details: { businessName: 'Charlie Cheese' } }),
      await createProject(app, sharer, { details: { businessName: 'Foxtrot Fudge' } }), // not shared
    ];
    await createProject(app, outsider, { details: { businessName: 'Golf Grapes' } });
    assert.equal((await invite(app, sharer, theirs[0]._id, me.email, 'editor')).statusCode, 201);
    assert.equal((await invite(app, sharer, theirs[1]._id, me.email, 'viewer')).statusCode, 201);
    await app.inject({ method: 'PATCH', url: `/api/project/${theirs[1]._id}`, headers: bearer(sharer.token), payload: { status: 'archived' } });

    const list = async (query: string) => {
      const response = await app.inject({ url: `/api/project${query}`, headers: bearer(me.token) });
      assert.equal(response.statusCode, 200, response.body);
      return json(response);
    };
    const names = (body: { data: { details: { businessName: string } }[] }) => body.data.map((p) => p.details.businessName);

    const all = await list('?sort=name');
    assert.deepEqual(names(all), ['Alpha Bakery', 'Bravo Brewery', 'Charlie Cheese', 'Delta Dairy', 'Echo Eggs']);
    assert.deepEqual(all.pagination, { page: 1, size: 20, total: 5, totalPages: 1 });
    assert.deepEqual(all.data.map((p: { role: string }) => p.role), ['owner', 'editor', 'viewer', 'owner', 'owner']);
    assert.ok(all.data.every((p: { stats: object }) => JSON.stringify(p.stats) === '{"messages":0,"copies":0,"recordings":0}'));
    // A listed shared project is exactly what GET /project/:id answers the same caller.
    const one = json(await app.inject({ url: `/api/project/${theirs[1]._id}`, headers: bearer(me.token) })).data;
    assert.deepEqual(all.data[2], one);

    assert.deepEqual(names(await list('?sort=-name')), ['Echo Eggs', 'Delta Dairy', 'Charlie Cheese', 'Bravo Brewery', 'Alpha Bakery']);
    assert.deepEqual(names(await list('?sort=createdAt')), ['Alpha Bakery', 'Delta Dairy', 'Echo Eggs', 'Bravo Brewery', 'Charlie Cheese']);
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
