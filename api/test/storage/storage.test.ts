import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import {
  diskStorage,
  recordingStorageFor,
  s3SettingsFromEnv,
  s3Storage,
  type RecordingStorage,
} from '../../src/storage/index';
import { startS3 } from './s3-server';
import { webm } from '../fixtures/video';

const WEBM = webm(5000, 7);
/** Past lib-storage's 5 MB part: a multipart upload, in small chunks as a form's file arrives. */
const BIG = Buffer.concat([webm(0), Buffer.from(Array.from({ length: 6 * 1024 * 1024 }, (_, i) => i % 251))]);
const chunked = (data: Buffer, size = 64 * 1024) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
    })(),
  );
const bytes = async (stream: Readable) => Buffer.concat(await stream.toArray());

let s3: Awaited<ReturnType<typeof startS3>>;
const dirs: string[] = [];
before(async () => {
  s3 = await startS3();
});
after(async () => {
  await s3.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const backEnds: Array<[string, () => RecordingStorage]> = [
  [
    'disk',
    () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-storage-'));
      dirs.push(dir);
      return diskStorage(dir);
    },
  ],
  // A prefix of its own per test, as a fresh directory is for the disk.
  ['S3 (s3rver)', () => s3Storage({ ...s3.settings, prefix: `recordings-${randomUUID()}/` })],
];

for (const [name, make] of backEnds) {
  describe(`recording storage: ${name}`, () => {
    test('streams a take in, keeps it under its id, reads any range of it and removes it', async () => {
      const storage = make();
      const received = await storage.receive(chunked(BIG));
      assert.match(received.id, /^[0-9a-f-]{36}$/);
      assert.equal(received.size, BIG.length);
      assert.equal(received.contentType, 'video/webm');
      await storage.keep(received);
      assert.equal(await storage.size(received.id), BIG.length);
      assert.deepEqual(await bytes(await storage.read(received.id, 0, BIG.length - 1)), BIG);
      assert.deepEqual(
        await bytes(await storage.read(received.id, 5 * 1024 * 1024 - 3, 5 * 1024 * 1024 + 4)),
        BIG.subarray(5 * 1024 * 1024 - 3, 5 * 1024 * 1024 + 5),
      );
      await storage.remove(received.id);
      assert.equal(await storage.size(received.id), null);
      await storage.remove(received.id); // already gone is fine
    });

    test('refuses what is not a video (415) and an empty take (400), keeping nothing; discards on request', async () => {
      const storage = make();
      await assert.rejects(storage.receive(chunked(Buffer.from('<html>not a video</html>'.repeat(10)), 7)), {
        statusCode: 415,
        message: 'The recording must be a WebM or MP4 video.',
      });
      await assert.rejects(storage.receive(Readable.from([])), {
        statusCode: 400,
        message: 'The recording is empty. Record a take first.',
      });
      const received = await storage.receive(chunked(WEBM, 3));
      await storage.discard(received);
      assert.equal(await storage.size(received.id), null);
      const listed = await storage.oldFiles(-1, Date.now() + 1000);
      assert.deepEqual(listed.ids, [], 'nothing was kept');
    });

    test('lists videos older than the threshold by id, never younger ones', async () => {
      const storage = make();
      const received = await storage.receive(chunked(WEBM));
      await storage.keep(received);
      assert.ok(!(await storage.oldFiles(60 * 60 * 1000)).ids.includes(received.id), 'a young video is not listed');
      const later = Date.now() + 2 * 60 * 60 * 1000;
      assert.ok((await storage.oldFiles(60 * 60 * 1000, later)).ids.includes(received.id));
      await storage.remove(received.id);
    });
  });
}

test('S3: the playback address is a presigned GET the bucket serves with range requests, for the public endpoint when one is set', async () => {
  const storage = s3Storage(s3.settings);
  const received = await storage.receive(chunked(WEBM));
  await storage.keep(received);
  const url = await storage.presign!(received.id, 3600);
  assert.match(
    url,
    new RegExp(`^${s3.settings.endpoint}/brandcast-test/recordings/${received.id}\\?.*X-Amz-Signature=`),
  );
  assert.match(url, /X-Amz-Expires=3600/);
  const whole = await fetch(url);
  assert.equal(whole.status, 200);
  assert.equal(whole.headers.get('content-type'), 'video/webm');
  assert.deepEqual(Buffer.from(await whole.arrayBuffer()), WEBM);
  const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
  assert.equal(part.status, 206);
  assert.equal(part.headers.get('content-range'), `bytes 100-199/${WEBM.length}`);
  assert.deepEqual(Buffer.from(await part.arrayBuffer()), WEBM.subarray(100, 200));
  // s3rver does not check SigV4 signatures (MinIO and S3 do): what is checked here is that the address carries one.
  assert.match(url, /X-Amz-Algorithm=AWS4-HMAC-SHA256&/);
  assert.match(url, /X-Amz-Credential=S3RVER%2F\d{8}%2Fus-east-1%2Fs3%2Faws4_request&/);

  // Saved under its name when opened (a link's download attribute does not work across origins); a video element plays it as before.
  const named = await fetch(await storage.presign!(received.id, 60, 'take "1" – café.webm'), {
    headers: { range: 'bytes=0-3' },
  });
  assert.equal(named.status, 206);
  assert.equal(
    named.headers.get('content-disposition'),
    `attachment; filename="take _1_ _ caf_.webm"; filename*=UTF-8''take%20%221%22%20%E2%80%93%20caf%C3%A9.webm`,
  );

  const publicUrl = await s3Storage({ ...s3.settings, publicEndpoint: 'https://media.example.com' }).presign!(
    received.id,
    60,
  );
  assert.match(publicUrl, new RegExp(`^https://media\\.example\\.com/brandcast-test/recordings/${received.id}\\?`));
  await storage.remove(received.id);
  assert.equal((await fetch(url)).status, 404);
});

test('S3 settings: S3_BUCKET turns the bucket on, one place chooses; half a configuration is an error that says what to set', () => {
  assert.equal(s3SettingsFromEnv({}), undefined);
  const minio = s3SettingsFromEnv({
    S3_BUCKET: 'brandcast',
    S3_ENDPOINT: 'http://minio:9000/',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_ENDPOINT: 'http://localhost:9000',
  });
  assert.deepEqual(minio, {
    bucket: 'brandcast',
    endpoint: 'http://minio:9000',
    publicEndpoint: 'http://localhost:9000',
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    forcePathStyle: true,
    prefix: 'recordings/',
  });
  const aws = s3SettingsFromEnv({ S3_BUCKET: 'b', S3_REGION: 'eu-west-1', S3_PREFIX: 'takes' })!;
  assert.equal(aws.forcePathStyle, false, 'virtual-hosted style on AWS');
  assert.equal(aws.endpoint, undefined);
  assert.equal(aws.prefix, 'takes/');
  assert.throws(
    () => s3SettingsFromEnv({ S3_ENDPOINT: 'http://minio:9000' }),
    /S3_ENDPOINT is set but S3_BUCKET is not/,
  );
  assert.throws(
    () => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' }),
    /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
  );
  assert.throws(
    () => s3SettingsFromEnv({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }),
    /S3_FORCE_PATH_STYLE must be 0 or 1/,
  );

  assert.equal(recordingStorageFor({ dataDir: '/tmp/x', s3: undefined }).kind, 'disk');
  assert.equal(recordingStorageFor({ dataDir: '/tmp/x', s3: minio }).kind, 's3');
});
