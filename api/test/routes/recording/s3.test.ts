import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { recordingsRepository } from '../../../src/repositories/recordings/index';
import { s3Storage } from '../../../src/storage/index';
import { urlSigner } from '../../../src/lib/signed-url';
import { bearer, forEachDatabase, json, testConfig, type Account } from '../../helpers';
import { startS3 } from '../../storage/s3-server';
import { as, buildWithEngine, createProject, signUp } from '../message/fixtures';
import { webm } from '../../fixtures/video';

const WEBM = webm(5000, 7);
const BOUNDARY = '----brandcast-s3-boundary';
function upload(app: FastifyInstance, account: Account, projectId: string, data: Buffer = WEBM) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${projectId}\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="take.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: '/api/recording',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...bearer(account.token) },
    payload,
  });
}

let s3: Awaited<ReturnType<typeof startS3>>;
before(async () => {
  s3 = await startS3();
});
after(() => s3.close());

forEachDatabase(({ db }) => {
  test('with S3_BUCKET set, takes go to the bucket, play from presigned addresses with ranges, and go with delete and the sweep', async (t) => {
    // Its own prefix for each database the suite runs on: the sweep must see only this run's objects.
    const settings = { ...s3.settings, prefix: `recordings-${randomUUID()}/` };
    const app = await buildWithEngine(t, db(), undefined, { recordingMaxMb: 1, s3: settings });
    const storage = s3Storage(settings);
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const response = await upload(app, owner, project._id);
    assert.equal(response.statusCode, 201, response.body);
    const recording = json(response).data;
    assert.equal(recording.size, WEBM.length);
    assert.equal(await storage.size(recording.id), WEBM.length, 'the video is in the bucket');
    assert.ok(
      recording.url.startsWith(`${settings.endpoint}/${settings.bucket}/${settings.prefix}${recording.id}?`),
      recording.url,
    );
    assert.ok(Math.abs(Date.parse(recording.urlExpiresAt) - Date.now() - 3600_000) < 60_000);
    assert.equal(json(await as(app, owner)('GET', `/project/${project._id}`)).data.stats.recordings, 1);

    const listed = json(await as(app, owner)('GET', `/recording?projectId=${project._id}`)).data;
    const part = await fetch(listed[0].url, { headers: { range: 'bytes=10-19' } });
    assert.equal(part.status, 206);
    assert.deepEqual(Buffer.from(await part.arrayBuffer()), WEBM.subarray(10, 20));
    // The API's own signed route serves from the bucket too (an address handed out before a move to S3).
    const { expires, signature } = urlSigner(testConfig().jwtSecret, 'recording').sign(recording.id, 60);
    const signedRoute = await app.inject({
      url: `/api/recording/${recording.id}/file?expires=${expires}&signature=${signature}`,
      headers: { range: 'bytes=0-7' },
    });
    assert.equal(signedRoute.statusCode, 206);
    assert.deepEqual(signedRoute.rawPayload, WEBM.subarray(0, 8));

    const refused = await upload(app, owner, project._id, Buffer.from('not a video at all, just text'));
    assert.equal(refused.statusCode, 415);
    const tooBig = await upload(app, owner, project._id, Buffer.concat([webm(0), Buffer.alloc(1024 * 1024, 1)]));
    assert.equal(tooBig.statusCode, 413);
    const later = Date.now() + 2 * 60 * 60 * 1000;
    assert.deepEqual(
      (await storage.oldFiles(60 * 60 * 1000, later)).ids,
      [recording.id],
      'nothing kept of the refused uploads',
    );

    assert.equal((await as(app, owner)('DELETE', `/recording/${recording.id}`)).statusCode, 204);
    assert.equal(await storage.size(recording.id), null, 'delete removes the object');

    // A deleted project's take: its row goes, its object stays until the sweep finds no row naming it.
    const gone = await createProject(app, owner, { businessName: 'Gone' });
    const orphan = json(await upload(app, owner, gone._id)).data;
    const kept = json(await upload(app, owner, project._id)).data;
    assert.equal((await as(app, owner)('DELETE', `/project/${gone._id}`)).statusCode, 204);
    const repository = recordingsRepository(db().orm, storage);
    assert.equal(await repository.sweep(), 0, 'young objects are left alone');
    assert.equal(await repository.sweep(60 * 60 * 1000, Date.now() + 2 * 60 * 60 * 1000), 1);
    assert.equal(await storage.size(orphan.id), null);
    assert.equal(await storage.size(kept.id), WEBM.length, "a recording's object stays");
  });
});
