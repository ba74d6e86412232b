import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { recordingsRepository } from '../../../src/repositories/recordings/index';
import { diskStorage } from '../../../src/storage/index';
import { bearer, forEachDatabase, json, type Account } from '../../helpers';
import { UNKNOWN_ID, as, buildWithEngine, createProject, invite, signUp } from '../message/fixtures';
import { heic, matroska, mp4, quicktime, webm } from '../../fixtures/video';

const WEBM = webm(5000, 7);
const MP4 = mp4(3000, 3);
const made: string[] = [];
process.on('exit', () => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const BOUNDARY = '----brandcast-recording-boundary';

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };
function form(parts: Part[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

const upload = (app: FastifyInstance, account: Account, parts: Part[]) => {
  const { payload, headers } = form(parts);
  return app.inject({
    method: 'POST',
    url: '/api/recording',
    headers: { ...headers, ...bearer(account.token) },
    payload,
  });
};
const take = (projectId: string, data: Buffer = WEBM, extra: Part[] = []): Part[] => [
  { name: 'projectId', value: projectId },
  ...extra,
  { name: 'file', filename: 'take-1.webm', type: 'video/webm', data },
];

forEachDatabase(({ db }) => {
  /** The data folder of the app the running test built. */
  let dataDir = '';
  const fresh = () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-recordings-'));
    made.push(dataDir);
    return dataDir;
  };
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

  test('the type is told by the bytes: WebM and MP4 are taken, anything else 415 whatever it claims; nothing is kept', async (t) => {
    const app = await buildWithEngine(t, db(), undefined, { recordingMaxMb: 1, dataDir: fresh() });
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const asMp4 = await upload(app, owner, [
      { name: 'projectId', value: project._id },
      { name: 'file', filename: 'take.mp4', type: 'application/octet-stream', data: MP4 },
    ]);
    assert.equal(asMp4.statusCode, 201, asMp4.body);
    assert.equal(json(asMp4).data.contentType, 'video/mp4');

    // Read by file-type, not by four magic bytes: another Matroska file, a QuickTime MOV or a HEIC photo
    // starts as a WebM or an MP4 does, and is refused.
    for (const data of [
      Buffer.from('<html>not a video</html>'.repeat(10)),
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(100)]),
      Buffer.from([0x1a, 0x45]),
      matroska(),
      quicktime(),
      heic(),
    ]) {
      const refused = await upload(app, owner, take(project._id, data));
      assert.equal(refused.statusCode, 415, refused.body);
      assert.equal(json(refused).message, 'The recording must be a WebM or MP4 video.');
    }
    const empty = await upload(app, owner, take(project._id, Buffer.alloc(0)));
    assert.equal(empty.statusCode, 400);
    assert.equal(json(empty).message, 'The recording is empty. Record a take first.');
    assert.equal(json(await as(app, owner)('GET', `/project/${project._id}`)).data.stats.recordings, 1);
    assert.deepEqual(readdirSync(path.join(dataDir, 'recordings', 'incoming')), [], 'no partial files left');
  });

  test('past RECORDING_MAX_MB: 413 with the limit named, nothing kept', async (t) => {
    const app = await buildWithEngine(t, db(), undefined, { recordingMaxMb: 1, dataDir: fresh() });
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const big = Buffer.concat([webm(0), Buffer.alloc(1024 * 1024, 1)]);
    const response = await upload(app, owner, take(project._id, big));
    assert.equal(response.statusCode, 413, response.body);
    assert.equal(
      json(response).message,
      'The recording is larger than 1 MB. Record a shorter take, or download it instead.',
    );
    assert.deepEqual(json(await as(app, owner)('GET', `/recording?projectId=${project._id}`)).data, []);
    assert.deepEqual(
      readdirSync(path.join(dataDir, 'recordings')).filter((name) => name !== 'incoming'),
      [],
    );
    assert.deepEqual(readdirSync(path.join(dataDir, 'recordings', 'incoming')), []);
  });

  test('RECORDING_MAX_MB defaults to 500', async () => {
    const { loadConfig } = await import('../../../src/config');
    assert.equal(
      loadConfig(
        { JWT_SECRET: 'x'.repeat(32), DATA_DIR: path.join(process.cwd(), '.tmp-never-written') },
        { jwtSecret: 'x' },
      ).recordingMaxMb,
      500,
    );
    assert.equal(loadConfig({ RECORDING_MAX_MB: '50' }, { jwtSecret: 'x', dataDir: '/tmp' }).recordingMaxMb, 50);
  });

  test('bad uploads are 400s that say what to send', async (t) => {
    const app = await buildWithEngine(t, db(), undefined, { recordingMaxMb: 1, dataDir: fresh() });
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const other = await createProject(app, owner, { businessName: 'Other' });
    const foreignScript = json(
      await as(app, owner)('POST', '/script', { projectId: other._id, content: 'Elsewhere.' }),
    ).data;

    const noFile = await upload(app, owner, [{ name: 'projectId', value: project._id }]);
    assert.equal(noFile.statusCode, 400);
    assert.equal(json(noFile).message, 'The video is missing: send it in the field "file".');
    const wrongField = await upload(app, owner, [
      { name: 'projectId', value: project._id },
      { name: 'video', filename: 'a.webm', type: 'video/webm', data: WEBM },
    ]);
    assert.equal(wrongField.statusCode, 400);
    const noProject = await upload(app, owner, [{ name: 'file', filename: 'a.webm', type: 'video/webm', data: WEBM }]);
    assert.equal(noProject.statusCode, 400);
    assert.match(json(noProject).message, /projectId/);
    const badProject = await upload(app, owner, take('nope'));
    assert.equal(badProject.statusCode, 400);
    assert.match(json(badProject).message, /projectId must be an id/);
    const unknown = await upload(app, owner, take(project._id, WEBM, [{ name: 'title', value: 'x' }]));
    assert.equal(unknown.statusCode, 400);
    assert.match(json(unknown).message, /Unknown field: title\. Known: file, projectId, scriptId/);
    const wrongScript = await upload(
      app,
      owner,
      take(project._id, WEBM, [{ name: 'scriptId', value: foreignScript.id }]),
    );
    assert.equal(wrongScript.statusCode, 400);
    assert.match(json(wrongScript).message, /not one of this project's scripts/);
    const json415 = await as(app, owner)('POST', '/recording', { projectId: project._id });
    assert.equal(json415.statusCode, 415);
    assert.match(json(json415).message, /multipart\/form-data/);
    const listWithout = await as(app, owner)('GET', '/recording');
    assert.equal(listWithout.statusCode, 400);
    assert.match(json(listWithout).message, /projectId/);
    assert.equal(json(await as(app, owner)('GET', `/project/${project._id}`)).data.stats.recordings, 0);
    assert.deepEqual(
      readdirSync(path.join(dataDir, 'recordings')).filter((name) => name !== 'incoming'),
      [],
    );
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
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-recordings-'));
    made.push(dataDir);
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
