import assert from 'node:assert/strict';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { recordingsRepository } from '../../../src/repositories/recordings/index';
import { diskStorage } from '../../../src/storage/index';
import { forEachDatabase, json } from '../../helpers';
import { UNKNOWN_ID, as, buildWithEngine, createProject, invite, signUp } from '../message/fixtures';
import { WEBM, form, freshDataDir, take, upload } from './recording-fixtures';

/* Recordings: a take saved, listed, played and deleted; rights by project role; the sweep of orphaned files.
   What an upload must be (type, size, fields): upload-checks.test.ts. */
forEachDatabase(({ db }) => {
  /** The data folder of the app the running test built. */
  let dataDir = '';
  const fresh = () => (dataDir = freshDataDir());
  test('a take is saved to the project, counted in its stats, listed, played with range requests and deleted with its file', async (t) => {
    const app = await buildWithEngine(t, db(), undefined, { recordingMaxMb: 1, dataDir: fresh() });
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const script = json(await as(app, owner)('POST', '/script', { projectId: project._id, content: 'Read me.' })).data;

    const response = await upload(app, owner, take(project._id, WEBM, [{ name: 'scriptId', value: script.id }]));
    assert.equal(response.statusCode, 201, response.body);
    const recording = json(response).data;
    assert.equal(recording.contentType, 'video/webm');
    assert.equal(recording.size, WEBM.length);
    assert.equal(recording.fileName, 'take-1.webm');
    assert.equal(recording.scriptId, script.id);
    assert.equal(recording.projectId, project._id);
    assert.equal(recording.role, 'owner');
    assert.match(recording.url, new RegExp(`^/api/recording/${recording.id}/file\\?expires=\\d+&signature=[\\w-]+$`));
    assert.ok(Date.parse(recording.urlExpiresAt) > Date.now());

    assert.equal(json(await as(app, owner)('GET', `/project/${project._id}`)).data.stats.recordings, 1);
    const list = json(await as(app, owner)('GET', `/recording?projectId=${project._id}`));
    assert.deepEqual(
      list.data.map((r: { id: string }) => r.id),
      [recording.id],
    );
    assert.equal(list.pagination.total, 1);

    // Played without a bearer token, from the signed address.
    const whole = await app.inject({ url: recording.url });
    assert.equal(whole.statusCode, 200);
    assert.equal(whole.headers['content-type'], 'video/webm');
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    assert.deepEqual(whole.rawPayload, WEBM);
    const part = await app.inject({ url: recording.url, headers: { range: 'bytes=100-199' } });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], `bytes 100-199/${WEBM.length}`);
    assert.equal(part.headers['content-length'], '100');
    assert.deepEqual(part.rawPayload, WEBM.subarray(100, 200));
    const open = await app.inject({ url: recording.url, headers: { range: 'bytes=4990-' } });
    assert.equal(open.statusCode, 206);
    assert.deepEqual(open.rawPayload, WEBM.subarray(4990));
    const suffix = await app.inject({ url: recording.url, headers: { range: 'bytes=-8' } });
    assert.deepEqual(suffix.rawPayload, WEBM.subarray(WEBM.length - 8));
    const outside = await app.inject({ url: recording.url, headers: { range: `bytes=${WEBM.length}-` } });
    assert.equal(outside.statusCode, 416);
    assert.equal(outside.headers['content-range'], `bytes */${WEBM.length}`);

    // A tampered or expired address plays nothing.
    // One character changed, always to a different one (a fixed letter would match 1 signature in 64).
    const tampered = await app.inject({
      url: recording.url.replace(/signature=(.)/, (_m: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
    });
    assert.equal(tampered.statusCode, 403);
    assert.match(json(tampered).message, /expired or is not valid/);
    const later = await app.inject({
      url: recording.url.replace(/expires=\d+/, (m: string) => `expires=${Number(m.slice(8)) + 10}`),
    });
    assert.equal(later.statusCode, 403, 'the expiry is signed');
    const expired = await app.inject({ url: recording.url.replace(/expires=\d+/, 'expires=1000') });
    assert.equal(expired.statusCode, 403);

    const files = path.join(dataDir, 'recordings');
    assert.ok(existsSync(path.join(files, recording.id)));
    assert.equal((await as(app, owner)('DELETE', `/recording/${recording.id}`)).statusCode, 204);
    assert.equal(existsSync(path.join(files, recording.id)), false, 'the file goes with it');
    assert.equal((await app.inject({ url: recording.url })).statusCode, 404);
    assert.equal(json(await as(app, owner)('GET', `/project/${project._id}`)).data.stats.recordings, 0);
  });

  test('rights follow the project: members list, owner and editors upload and delete, a viewer 403, a stranger 404', async (t) => {
    const app = await buildWithEngine(t, db(), undefined, { recordingMaxMb: 1, dataDir: fresh() });
    const owner = await signUp(app);
    const editor = await signUp(app);
    const viewer = await signUp(app);
    const stranger = await signUp(app);
    await db().query("UPDATE users SET plan = 'starter' WHERE id = $1", [owner.user.id]);
    const project = await createProject(app, owner);
    await invite(app, owner, project._id, editor.email, 'editor');
    await invite(app, owner, project._id, viewer.email, 'viewer');

    const byEditor = await upload(app, editor, take(project._id));
    assert.equal(byEditor.statusCode, 201, byEditor.body);
    const recording = json(byEditor).data;
    for (const [account, role] of [
      [owner, 'owner'],
      [editor, 'editor'],
      [viewer, 'viewer'],
    ] as const) {
      const list = json(await as(app, account)('GET', `/recording?projectId=${project._id}`)).data;
      assert.deepEqual(
        list.map((r: { id: string; role: string }) => [r.id, r.role]),
        [[recording.id, role]],
      );
      assert.equal((await app.inject({ url: list[0].url })).statusCode, 200);
    }
    const byViewer = await upload(app, viewer, take(project._id));
    assert.equal(byViewer.statusCode, 403);
    assert.equal(json(byViewer).message, "Viewers can't change this project's recordings.");
    assert.equal((await as(app, viewer)('DELETE', `/recording/${recording.id}`)).statusCode, 403);

    const byStranger = await upload(app, stranger, take(project._id));
    assert.equal(byStranger.statusCode, 404);
    assert.equal(json(byStranger).message, 'Project not found.');
    const strangerList = await as(app, stranger)('GET', `/recording?projectId=${project._id}`);
    assert.equal(strangerList.statusCode, 404);
    const missing = json(await as(app, stranger)('GET', `/recording/${UNKNOWN_ID}`));
    const hidden = await as(app, stranger)('GET', `/recording/${recording.id}`);
    assert.equal(hidden.statusCode, 404);
    assert.deepEqual(json(hidden), missing);
    assert.equal((await as(app, stranger)('DELETE', `/recording/${recording.id}`)).statusCode, 404);
    assert.equal(
      (await app.inject({ method: 'POST', url: '/api/recording', ...form(take(project._id)) })).statusCode,
      401,
    );

    assert.equal((await as(app, editor)('DELETE', `/recording/${recording.id}`)).statusCode, 204);
  });
});

forEachDatabase(({ db }) => {
  test("the sweep removes an hour-old file whose project was deleted, and half-way uploads; never a recording's file or a young one", async (t) => {
    const dataDir = freshDataDir();
    const app = await buildWithEngine(t, db(), undefined, { recordingMaxMb: 1, dataDir });
    const owner = await signUp(app);
    const gone = await createProject(app, owner);
    const kept = await createProject(app, owner, { businessName: 'Kept' });
    const orphan = json(await upload(app, owner, take(gone._id))).data;
    const live = json(await upload(app, owner, take(kept._id))).data;
    assert.equal((await as(app, owner)('DELETE', `/project/${gone._id}`)).statusCode, 204);
    const dir = path.join(dataDir, 'recordings');
    const file = (name: string) => path.join(dir, name);
    assert.ok(existsSync(file(orphan.id)), 'the rows go with the project, the file stays until swept');

    const repository = recordingsRepository(db().orm, diskStorage(dir));
    assert.equal(await repository.sweep(), 0, 'young files are left alone');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    writeFileSync(path.join(dir, 'incoming', 'crashed.part'), 'half');
    for (const name of [orphan.id, live.id, path.join('incoming', 'crashed.part')])
      utimesSync(file(name), twoHoursAgo, twoHoursAgo);
    assert.equal(await repository.sweep(), 2);
    assert.equal(existsSync(file(orphan.id)), false);
    assert.equal(existsSync(file(path.join('incoming', 'crashed.part'))), false);
    assert.ok(existsSync(file(live.id)), "a recording's file stays, however old");
    assert.equal((await app.inject({ url: live.url })).statusCode, 200);
  });
});
