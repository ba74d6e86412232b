import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { forEachDatabase, json } from '../../helpers';
import { as, buildWithEngine, createProject, signUp } from '../message/fixtures';
import { heic, matroska, quicktime, webm } from '../../fixtures/video';
import { MP4, WEBM, freshDataDir, take, upload } from './recording-fixtures';

/* What a recording upload must be: a WebM or MP4 told by its bytes, within RECORDING_MAX_MB, with the fields
   named; anything else a 4xx that says what to send, and nothing kept. */
forEachDatabase(({ db }) => {
  /** The data folder of the app the running test built. */
  let dataDir = '';
  const fresh = () => (dataDir = freshDataDir());
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
});
