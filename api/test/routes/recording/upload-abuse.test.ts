import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { bearer, forEachDatabase, json } from '../../helpers';
import { as, buildWithEngine, createProject, signUp } from '../message/fixtures';
import { webm } from '../../fixtures/video';

/*
 * Recording uploads cut short: a multipart body that ends in the middle of the video (no closing boundary),
 * and a client that goes away half-way through sending. Either is refused or dropped, and nothing is kept:
 * no recording row, no file, nothing left in the incoming folder.
 */
const BOUNDARY = '----brandcast-abuse-boundary';
const WEBM = webm(200_000, 7);
const dirs: string[] = [];
process.on('exit', () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function body(projectId: string) {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${projectId}\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="take.webm"\r\nContent-Type: video/webm\r\n\r\n`,
    ),
    WEBM,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const nothingKept = (dataDir: string) => {
  const recordings = path.join(dataDir, 'recordings');
  if (!existsSync(recordings)) return;
  assert.deepEqual(
    readdirSync(recordings).filter((name) => name !== 'incoming'),
    [],
  );
  if (existsSync(path.join(recordings, 'incoming')))
    assert.deepEqual(readdirSync(path.join(recordings, 'incoming')), []);
};

forEachDatabase(({ db }) => {
  test('a multipart body cut off in the middle of the video: 400, nothing kept', async (t) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-abuse-'));
    dirs.push(dataDir);
    const app = await buildWithEngine(t, db(), undefined, { dataDir });
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const whole = body(project._id);
    const cut = whole.subarray(0, whole.length - 100_000);
    const response = await app.inject({
      method: 'POST',
      url: '/api/recording',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...bearer(owner.token) },
      payload: cut,
    });
    assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${response.statusCode} ${response.body}`);
    assert.deepEqual(json(await as(app, owner)('GET', `/recording?projectId=${project._id}`)).data, []);
    nothingKept(dataDir);
  });

  test('a client that goes away half-way through the upload leaves nothing behind', async (t) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-abuse-'));
    dirs.push(dataDir);
    const app = await buildWithEngine(t, db(), undefined, { dataDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    const whole = body(project._id);
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/recording',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': whole.length,
          ...bearer(owner.token),
        },
      });
      request.on('error', () => resolve());
      request.on('response', () => resolve());
      request.write(whole.subarray(0, 120_000), () =>
        setTimeout(() => {
          request.destroy();
          resolve();
        }, 200),
      );
    });
    // The server notices the closed connection and cleans up; give it a moment.
    for (let i = 0; i < 50; i++) {
      const incoming = path.join(dataDir, 'recordings', 'incoming');
      if (!existsSync(incoming) || readdirSync(incoming).length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.deepEqual(json(await as(app, owner)('GET', `/recording?projectId=${project._id}`)).data, []);
    nothingKept(dataDir);
  });
});
