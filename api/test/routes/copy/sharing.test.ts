import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HTTPMethods } from 'fastify';
import type { Copy } from '@brandcast/shared';
import { copiesRepository } from '../../../src/repositories/copies/index';
import { forEachDatabase, type Account } from '../../helpers';
import { call, createCopy, expectData, expectError, team } from './fixtures';

const VIEWERS_CANT = "Viewers can't change this project's copies.";

forEachDatabase(({ build, db }) => {
  test("a shared project's copies: every member reads them with their role; owner and editor write; viewer 403; stranger 404", async (t) => {
    const app = await build(t);
    const { owner, editor, viewer, stranger, project } = await team(app, db());
    const copy = await createCopy(app, owner, {
      projectId: project._id,
      platform: 'twitter',
      content: 'Beans, roasted Monday, at your door Wednesday.',
    });
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();

    // Read: every member, each with their own role; in the list too.
    for (const [account, role] of [
      [owner, 'owner'],
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      assert.equal(expectData<Copy>(await call(app, account, 'GET', `/copy/${copy.id}`), 200).role, role);
      const listed = expectData<Copy[]>(await call(app, account, 'GET', '/copy'), 200);
      assert.deepEqual(
        listed.map((c) => [c.id, c.role]),
        [[copy.id, role]],
      );
    }
    expectError(await call(app, stranger, 'GET', `/copy/${copy.id}`), 404, 'Copy not found.');
    assert.deepEqual(expectData(await call(app, stranger, 'GET', '/copy'), 200), []);

    // Every write on a copy: the viewer is refused, the stranger told it does not exist, the editor allowed.
    const writes: Array<[HTTPMethods, string, object?]> = [
      ['PATCH', '', { title: 'Edited' }],
      ['POST', '/schedule', { scheduledDate: inAnHour }],
      ['POST', '/unschedule'],
      ['POST', '/publish'],
      ['POST', '/duplicate'],
      ['POST', '/link', { targetUrl: 'https://northwind.example' }],
      ['POST', '/hashtags'],
      ['POST', '/adapt', { platform: 'linkedin' }],
    ];
    for (const [method, path, payload] of writes) {
      expectError(await call(app, viewer, method, `/copy/${copy.id}${path}`, payload), 403, VIEWERS_CANT);
      expectError(await call(app, stranger, method, `/copy/${copy.id}${path}`, payload), 404, 'Copy not found.');
      const response = await call(app, editor, method, `/copy/${copy.id}${path}`, payload);
      assert.ok(
        [200, 201].includes(response.statusCode),
        `${method} ${path} as editor: ${response.statusCode} ${response.body}`,
      );
    }
    const edited = expectData<Copy>(await call(app, owner, 'GET', `/copy/${copy.id}`), 200);
    assert.equal(edited.title, 'Edited');
    assert.equal(edited.status, 'published');
    assert.ok(edited.link);
    assert.ok(edited.hashtags.length > 0);

    // Writing new copies into the project.
    const create = { projectId: project._id, platform: 'twitter', content: 'Hello' };
    const generate = { projectId: project._id, platform: 'twitter' };
    expectError(await call(app, viewer, 'POST', '/copy', create), 403, VIEWERS_CANT);
    expectError(await call(app, viewer, 'POST', '/copy/generate', generate), 403, VIEWERS_CANT);
    expectError(await call(app, stranger, 'POST', '/copy', create), 404, 'Project not found.');
    expectError(await call(app, stranger, 'POST', '/copy/generate', generate), 404, 'Project not found.');
    const byEditor = expectData<Copy>(await call(app, editor, 'POST', '/copy', create), 201);
    assert.equal(byEditor.userId, editor.user.id);
    assert.equal(byEditor.role, 'editor');
    assert.equal(expectData<Copy[]>(await call(app, editor, 'POST', '/copy/generate', generate), 201).length, 1);

    // Importing numbers: the viewer's rows are skipped, the editor's applied.
    const asViewer = expectData(
      await call(app, viewer, 'POST', '/copy/performance/import', { rows: [{ id: copy.id, views: 5 }] }),
      200,
    );
    assert.deepEqual(asViewer, { updated: 0, skipped: [{ id: copy.id, reason: VIEWERS_CANT }] });
    const asStranger = expectData(
      await call(app, stranger, 'POST', '/copy/performance/import', { rows: [{ id: copy.id, views: 5 }] }),
      200,
    );
    assert.deepEqual(asStranger, { updated: 0, skipped: [{ id: copy.id, reason: 'Copy not found.' }] });
    assert.deepEqual(
      expectData(
        await call(app, editor, 'POST', '/copy/performance/import', { rows: [{ id: copy.id, views: 5 }] }),
        200,
      ),
      { updated: 1, skipped: [] },
    );

    // Delete: viewer 403, stranger 404, editor 204.
    expectError(await call(app, viewer, 'DELETE', `/copy/${copy.id}`), 403, VIEWERS_CANT);
    expectError(await call(app, stranger, 'DELETE', `/copy/${copy.id}`), 404, 'Copy not found.');
    assert.equal((await call(app, editor, 'DELETE', `/copy/${copy.id}`)).statusCode, 204);
    expectError(await call(app, owner, 'GET', `/copy/${copy.id}`), 404, 'Copy not found.');
  });

  test('a collaborator who leaves no longer sees the copies; one removed between the check and the write changes nothing', async (t) => {
    const app = await build(t);
    const { owner, editor, viewer, project } = await team(app, db());
    const copy = await createCopy(app, editor, { projectId: project._id, title: 'By the editor' });

    const leave = (account: Account) =>
      call(app, account, 'DELETE', `/project/${project._id}/collaborators/${account.user.id}`);
    assert.equal((await leave(viewer)).statusCode, 204);
    expectError(await call(app, viewer, 'GET', `/copy/${copy.id}`), 404, 'Copy not found.');
    assert.deepEqual(expectData(await call(app, viewer, 'GET', '/copy'), 200), []);

    // The editor is removed after the route's check: each write repeats the rule and changes nothing.
    const repository = copiesRepository(db().orm, 'http://localhost:3000');
    await repository.access(editor.user.id, copy.id, 'edit');
    await db().query('DELETE FROM project_collaborators WHERE user_id = $1', [editor.user.id]);
    assert.equal(await repository.update(editor.user.id, copy.id, { title: 'Hijacked' }), undefined);
    assert.equal(await repository.transition(editor.user.id, copy.id, { to: 'published' }), undefined);
    assert.equal(await repository.setLink(editor.user.id, copy.id, 'https://evil.example'), undefined);
    assert.equal(await repository.delete(editor.user.id, copy.id), false);
    await assert.rejects(repository.create(editor.user.id, [{ ...copy, provider: null }]), { statusCode: 404 });
    const unchanged = expectData<Copy>(await call(app, owner, 'GET', `/copy/${copy.id}`), 200);
    assert.equal(unchanged.title, 'By the editor');
    assert.equal(unchanged.status, 'draft');
    assert.equal(unchanged.link, null);
    // The copy stays the editor's work; the owner can still change it.
    assert.equal(unchanged.userId, editor.user.id);
    assert.equal(
      expectData<Copy>(await call(app, owner, 'PATCH', `/copy/${copy.id}`, { title: 'Owner edit' }), 200).title,
      'Owner edit',
    );
  });
});
