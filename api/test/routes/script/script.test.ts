import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { forEachDatabase, json } from '../../helpers';
import { UNKNOWN_ID, as, buildWithEngine, createMessage, createProject, invite, signUp } from '../message/fixtures';

const SCRIPT =
  '# Hook\nCoffee that was roasted this week.\n\n# Body\nWe roast small batches and ship the same day.\n\n# Call to action\nSubscribe today.';

forEachDatabase(({ db }) => {
  /** An owner on the starter plan with a project shared with an editor and a viewer, and a stranger. */
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

  test('create, get, update and delete a script; targetSeconds defaults to its reading time at 150 wpm', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const call = as(app, owner);

    const created = await call('POST', '/script', {
      projectId: project._id,
      messageId: message.id,
      title: '  Launch  ',
      content: SCRIPT,
    });
    assert.equal(created.statusCode, 201, created.body);
    const script = json(created).data;
    assert.equal(script.title, 'Launch');
    assert.equal(script.content, SCRIPT);
    assert.equal(script.messageId, message.id);
    assert.equal(script.projectId, project._id);
    assert.equal(script.projectName, 'Northwind Coffee');
    assert.equal(script.role, 'owner');
    assert.equal(script.provider, null);
    assert.equal(script.wordCount, 17, 'section names are not read aloud');
    assert.equal(script.estimatedSeconds, 7);
    assert.equal(script.targetSeconds, 7);

    assert.deepEqual(json(await call('GET', `/script/${script.id}`)).data, script);

    const patched = await call('PATCH', `/script/${script.id}`, {
      title: 'Launch v2',
      targetSeconds: 30,
      content: 'Just one line now.',
    });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(json(patched).data.title, 'Launch v2');
    assert.equal(json(patched).data.targetSeconds, 30);
    assert.equal(json(patched).data.content, 'Just one line now.');
    assert.equal(json(patched).data.wordCount, 4);
    assert.ok(json(patched).data.updatedAt >= script.updatedAt);

    const removed = await call('DELETE', `/script/${script.id}`);
    assert.equal(removed.statusCode, 204);
    const gone = await call('GET', `/script/${script.id}`);
    assert.equal(gone.statusCode, 404);
    assert.equal(json(gone).message, 'Script not found.');
  });

  test('the list is paged, newest first, filtered by project and text, like /message', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const first = await createProject(app, owner);
    const second = await createProject(app, owner, { businessName: 'Second' });
    const call = as(app, owner);
    const ids: string[] = [];
    for (let i = 1; i <= 5; i += 1) {
      const response = await call('POST', '/script', {
        projectId: first._id,
        title: `Take ${i}`,
        content: `Line number ${i}.`,
      });
      ids.push(json(response).data.id);
    }
    await call('POST', '/script', { projectId: second._id, content: 'Elsewhere entirely.' });

    const pageOne = json(await call('GET', `/script?projectId=${first._id}&size=2`));
    assert.deepEqual(
      pageOne.data.map((s: { id: string }) => s.id),
      [ids[4], ids[3]],
    );
    assert.deepEqual(pageOne.pagination, { page: 1, size: 2, total: 5, totalPages: 3 });
    const pageThree = json(await call('GET', `/script?projectId=${first._id}&size=2&page=3`));
    assert.deepEqual(
      pageThree.data.map((s: { id: string }) => s.id),
      [ids[0]],
    );
    assert.equal(json(await call('GET', '/script')).pagination.total, 6);
    assert.deepEqual(
      json(await call('GET', '/script?search=elsewhere')).data.map((s: { projectId: string }) => s.projectId),
      [second._id],
    );

    const bad = await call('GET', '/script?projectId=nope');
    assert.equal(bad.statusCode, 400);
    assert.match(json(bad).message, /projectId must be an id/);
  });

  test('bad input is a 400 naming the field; a message of another project is refused', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const other = await createProject(app, owner, { businessName: 'Other' });
    const foreign = await createMessage(app, owner, other._id);
    const call = as(app, owner);

    const empty = await call('POST', '/script', { projectId: project._id, content: '   ' });
    assert.equal(empty.statusCode, 400);
    assert.match(json(empty).message, /Write the script first/);
    const tooShort = await call('POST', '/script', { projectId: project._id, content: 'Hi.', targetSeconds: 2 });
    assert.equal(tooShort.statusCode, 400);
    assert.match(json(tooShort).message, /targetSeconds must be a whole number of seconds from 5 to 1800/);
    const unknownField = await call('POST', '/script', { projectId: project._id, content: 'Hi.', seconds: 30 });
    assert.equal(unknownField.statusCode, 400);
    assert.match(json(unknownField).message, /Unknown field: seconds/);
    const wrongMessage = await call('POST', '/script', {
      projectId: project._id,
      messageId: foreign.id,
      content: 'Hi.',
    });
    assert.equal(wrongMessage.statusCode, 400);
    assert.equal(
      json(wrongMessage).message,
      "That message is not one of this project's messages. Pick one of its messages, or none.",
    );
    const noProject = await call('POST', '/script', { projectId: UNKNOWN_ID, content: 'Hi.' });
    assert.equal(noProject.statusCode, 404);
    assert.equal(json(noProject).message, 'Project not found.');
    const malformed = await call('GET', '/script/not-an-id');
    assert.equal(malformed.statusCode, 404);
    assert.equal(json(malformed).message, 'Script not found.');
    assert.equal((await call('DELETE', `/script/${UNKNOWN_ID}`)).statusCode, 404);
  });

  test('rights follow the project: members read, owner and editors write, a viewer gets 403, a stranger 404', async (t) => {
    const app = await buildWithEngine(t, db());
    const { owner, editor, viewer, stranger, project } = await team(app);
    const byEditor = await as(app, editor)('POST', '/script', {
      projectId: project._id,
      content: 'Written by the editor.',
    });
    assert.equal(byEditor.statusCode, 201, byEditor.body);
    const script = json(byEditor).data;
    assert.equal(script.userId, editor.user.id);

    for (const [account, role] of [
      [owner, 'owner'],
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const one = await as(app, account)('GET', `/script/${script.id}`);
      assert.equal(one.statusCode, 200);
      assert.equal(json(one).data.role, role);
      assert.deepEqual(
        json(await as(app, account)('GET', '/script')).data.map((s: { id: string }) => s.id),
        [script.id],
      );
    }
    assert.equal((await as(app, owner)('PATCH', `/script/${script.id}`, { title: 'Owner edit' })).statusCode, 200);

    const viewerCreate = await as(app, viewer)('POST', '/script', { projectId: project._id, content: 'Nope.' });
    assert.equal(viewerCreate.statusCode, 403);
    assert.equal(json(viewerCreate).message, "Viewers can't change this project's scripts.");
    const viewerPatch = await as(app, viewer)('PATCH', `/script/${script.id}`, { title: 'Nope' });
    assert.equal(viewerPatch.statusCode, 403);
    assert.equal((await as(app, viewer)('DELETE', `/script/${script.id}`)).statusCode, 403);

    const missing = json(await as(app, stranger)('GET', `/script/${UNKNOWN_ID}`));
    for (const [method, payload] of [['GET'], ['PATCH', { title: 'x' }], ['DELETE']] as const) {
      const response = await as(app, stranger)(method, `/script/${script.id}`, payload);
      assert.equal(response.statusCode, 404, method);
      assert.deepEqual(json(response), missing, 'exactly as for a script that does not exist');
    }
    assert.deepEqual(json(await as(app, stranger)('GET', '/script')).data, []);
    assert.deepEqual(json(await as(app, stranger)('GET', `/script?projectId=${project._id}`)).data, []);
    const strangerCreate = await as(app, stranger)('POST', '/script', { projectId: project._id, content: 'Nope.' });
    assert.equal(strangerCreate.statusCode, 404);
    assert.equal(json(strangerCreate).message, 'Project not found.');

    assert.equal((await as(app, editor)('DELETE', `/script/${script.id}`)).statusCode, 204);
  });

  test('a script stays when its message is deleted, and goes with its project', async (t) => {
    const app = await buildWithEngine(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const message = await createMessage(app, owner, project._id);
    const call = as(app, owner);
    const script = json(
      await call('POST', '/script', { projectId: project._id, messageId: message.id, content: 'Kept.' }),
    ).data;
    assert.equal((await call('DELETE', `/message/${message.id}`)).statusCode, 204);
    assert.equal(json(await call('GET', `/script/${script.id}`)).data.messageId, null);
    assert.equal((await call('DELETE', `/project/${project._id}`)).statusCode, 204);
    assert.equal((await call('GET', `/script/${script.id}`)).statusCode, 404);
  });
});
