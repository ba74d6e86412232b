import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CREDIT_COSTS, PLANS } from '@brandcast/shared';
import { forEachDatabase, json, type Account } from '../../helpers';
import { UNKNOWN_ID, as, balanceOf, buildWithEngine, createMessage, createProject, invite, signUp } from './fixtures';

const VIEWER_CANT = "Viewers can't change this project's messages.";

forEachDatabase(({ db }) => {
  /** An owner on the starter plan (room for collaborators) with a project shared with an editor and a viewer, and a stranger. */
  async function team(app: FastifyInstance) {
    const owner = await signUp(app, { firstName: 'Olivia' });
    const editor = await signUp(app, { firstName: 'Eddie' });
    const viewer = await signUp(app, { firstName: 'Vera' });
    const stranger = await signUp(app, { firstName: 'Sam' });
    await db().query("UPDATE users SET plan = 'starter' WHERE id = $1", [owner.user.id]);
    const project = await createProject(app, owner);
    await invite(app, owner, project._id, editor.email, 'editor');
    await invite(app, owner, project._id, viewer.email, 'viewer');
    return { owner, editor, viewer, stranger, project };
  }

  test("members read a project's messages with their role; a stranger gets 404 exactly as for a missing one", async (t) => {
    const app = await buildWithEngine(t, db());
    const { owner, editor, viewer, stranger, project } = await team(app);
    const message = await createMessage(app, owner, project._id);
    for (const [account, role] of [
      [owner, 'owner'],
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const one = await as(app, account)('GET', `/message/${message.id}`);
      assert.equal(one.statusCode, 200);
      assert.equal(json(one).data.role, role);
      assert.equal(json(one).data.userId, owner.user.id);
      const list = json(await as(app, account)('GET', '/message')).data;
      assert.deepEqual(
        list.map((m: { id: string }) => m.id),
        [message.id],
      );
      assert.equal(list[0].role, role);
    }
    const unknown = json(await as(app, stranger)('GET', `/message/${UNKNOWN_ID}`));
    const hidden = await as(app, stranger)('GET', `/message/${message.id}`);
    assert.equal(hidden.statusCode, 404);
    assert.deepEqual(json(hidden), unknown);
    assert.equal(unknown.message, 'Message not found.');
    assert.deepEqual(json(await as(app, stranger)('GET', '/message')).data, []);
    assert.deepEqual(json(await as(app, stranger)('GET', `/message?projectId=${project._id}`)).data, []);
  });

  test('every write: the owner and editors may, a viewer gets 403, a stranger 404; nothing changes on a refusal', async (t) => {
    const app = await buildWithEngine(t, db());
    const { owner, editor, viewer, stranger, project } = await team(app);
    const message = await createMessage(app, owner, project._id);
    const writes: [method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object][] = [
      ['PATCH', `/message/${message.id}`, { title: 'Changed' }],
      ['POST', `/message/${message.id}/variants`, { count: 1 }],
      ['POST', `/message/${message.id}/test`, { makeProjectPublic: true }],
      ['POST', `/message/${message.id}/publish`],
      ['POST', `/message/${message.id}/archive`],
      ['POST', `/message/${message.id}/duplicate`],
      ['DELETE', `/message/${message.id}`],
    ];
    for (const [method, url, body] of writes) {
      const byViewer = await as(app, viewer)(method, url, body);
      assert.equal(byViewer.statusCode, 403, `viewer ${method} ${url}: ${byViewer.body}`);
      assert.equal(json(byViewer).message, VIEWER_CANT);
      const byStranger = await as(app, stranger)(method, url, body);
      assert.equal(byStranger.statusCode, 404, `stranger ${method} ${url}`);
      assert.equal(json(byStranger).message, 'Message not found.');
    }
    for (const [account, expected] of [
      [viewer, 403],
      [stranger, 404],
    ] as const) {
      const created = await as(app, account)('POST', '/message', {
        projectId: project._id,
        type: 'tagline',
        content: 'Mine now.',
      });
      assert.equal(created.statusCode, expected);
      const generated = await as(app, account)('POST', '/message/generate', {
        projectId: project._id,
        type: 'tagline',
      });
      assert.equal(generated.statusCode, expected);
      assert.equal(json(generated).message, expected === 403 ? VIEWER_CANT : 'Project not found.');
    }
    const unchanged = json(await as(app, owner)('GET', `/message/${message.id}`)).data;
    assert.deepEqual(unchanged, message);
    const rows = await db().query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE project_id = $1', [
      project._id,
    ]);
    assert.equal(rows[0]!.n, 1);
    for (const account of [viewer, stranger]) assert.equal(await balanceOf(app, account), PLANS.free.monthlyCredits);

    // The editor does all of it, paying with their own credits.
    const byEditor = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) => {
      const response = await as(app, editor)(method, url, body);
      assert.ok(response.statusCode < 300, `editor ${method} ${url}: ${response.body}`);
      return response.statusCode === 204 ? null : json(response).data;
    };
    const own = await byEditor('POST', '/message', {
      projectId: project._id,
      type: 'tagline',
      content: 'Written by the editor.',
    });
    assert.equal(own.userId, editor.user.id);
    assert.equal(own.role, 'editor');
    const generated = await byEditor('POST', '/message/generate', {
      projectId: project._id,
      type: 'tagline',
      count: 2,
    });
    assert.equal(generated.length, 2);
    assert.equal(generated[0].userId, editor.user.id);
    for (const [method, url, body] of writes) await byEditor(method, url, body);
    assert.equal(
      await balanceOf(app, editor),
      PLANS.free.monthlyCredits - 2 * CREDIT_COSTS.brandMessage - CREDIT_COSTS.splitTest,
    );
    assert.equal(await balanceOf(app, owner), PLANS.starter.monthlyCredits);
    assert.equal((await as(app, owner)('GET', `/message/${message.id}`)).statusCode, 404, 'the editor deleted it');
  });

  test('a collaborator removed loses the messages at once', async (t) => {
    const app = await buildWithEngine(t, db());
    const { owner, editor, project } = await team(app);
    const message = await createMessage(app, owner, project._id);
    await db().query('DELETE FROM project_collaborators WHERE user_id = $1', [editor.user.id]);
    const response = await as(app, editor)('PATCH', `/message/${message.id}`, { title: 'Too late' });
    assert.equal(response.statusCode, 404);
    assert.deepEqual(json(await as(app, editor)('GET', '/message')).data, []);
  });

  test('deleting the project deletes its messages', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner: Account = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    assert.equal((await as(app, owner)('DELETE', `/project/${project._id}`)).statusCode, 204);
    assert.equal((await as(app, owner)('GET', `/message/${message.id}`)).statusCode, 404);
  });
});
