import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, watch } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { PLANS, STORAGE } from '@brandcast/shared';
import { RECORDING_PROJECT_FIRST } from '../../../src/routes/recording/index';
import { bearer, forEachDatabase, type Account, type TestDatabase } from '../../helpers';
import { as, buildWithEngine, createProject, invite, signUp } from '../message/fixtures';
import { webm } from '../../fixtures/video';

/*
 * Storage per plan, over real HTTP: an upload that does not fit in what the plan has left
 * is a 413 that says to delete recordings or upgrade, GET /billing reports the use, and nothing of a video is
 * stored before the project it is for is known to be the caller's to write to.
 */
const WEBM = webm(5000, 7);
const BOUNDARY = '----brandcast-quota-boundary';
const FREE = PLANS.free.storageBytes;
const dirs: string[] = [];
process.on('exit', () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Part = { name: string; value: string } | { name: 'file'; data: Buffer };
function form(parts: Part[]): Buffer {
  const chunks = parts.map((part) =>
    'data' in part
      ? Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="take.webm"\r\nContent-Type: video/webm\r\n\r\n`,
          ),
          part.data,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
  );
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}
const take = (projectId: string, data = WEBM): Part[] => [
  { name: 'projectId', value: projectId },
  { name: 'file', data },
];

/**
 * The app listening on a port, its data folder, and every file ever created in the folder uploads stream to
 * (recordings/incoming, watched): a video stored and then deleted shows there too.
 */
async function serve(t: Parameters<typeof buildWithEngine>[0], database: TestDatabase) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-quota-'));
  dirs.push(dataDir);
  const incoming = path.join(dataDir, 'recordings', 'incoming');
  mkdirSync(incoming, { recursive: true });
  const created = new Set<string>();
  const watcher = watch(incoming, (_event, name) => name && created.add(name));
  t.after(() => watcher.close());
  /** The names created in incoming/ so far, once the watcher has caught up. */
  const stored = async () => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    return [...created];
  };
  const app = await buildWithEngine(t, database, undefined, { recordingMaxMb: 1, dataDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const upload = async (account: Account, parts: Part[]) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/recording`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...bearer(account.token) },
      body: form(parts),
    });
    return { status: response.status, body: (await response.json()) as { data?: { id: string }; message?: string } };
  };
  const billing = async (account: Account) => {
    const response = await fetch(`http://127.0.0.1:${port}/api/billing`, { headers: bearer(account.token) });
    assert.equal(response.status, 200);
    return ((await response.json()) as { data: { storage: { usedBytes: number; quotaBytes: number } } }).data.storage;
  };
  return { app, dataDir, stored, upload, billing };
}

/** Nothing of a video on disk: no recording's file, nothing half-way in incoming/. */
function nothingStored(dataDir: string, kept: string[] = []) {
  const dir = path.join(dataDir, 'recordings');
  if (!existsSync(dir)) return;
  assert.deepEqual(
    readdirSync(dir)
      .filter((name) => name !== 'incoming')
      .sort(),
    [...kept].sort(),
  );
  if (existsSync(path.join(dir, 'incoming'))) assert.deepEqual(readdirSync(path.join(dir, 'incoming')), []);
}

/** A recording row of `bytes` for `account` (no file: only its size counts here). */
async function recorded(database: TestDatabase, account: Account, projectId: string, bytes: number) {
  await database.query(
    "INSERT INTO recordings (project_id, user_id, content_type, size_bytes) VALUES ($1, $2, 'video/webm', $3)",
    [projectId, account.user.id, bytes],
  );
}

/** The tests' config caches no session (authCacheMs: 0), so the next request reads the plan. */
const setPlan = (database: TestDatabase, account: Account, plan: string) =>
  database.query('UPDATE users SET plan = $2 WHERE id = $1', [account.user.id, plan]);

forEachDatabase(({ db }) => {
  test("GET /billing reports the recordings' use against the plan's storage; past it an upload is a 413 that says what to do, and nothing is kept", async (t) => {
    const { app, dataDir, stored, upload, billing } = await serve(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    assert.deepEqual(await billing(owner), { usedBytes: 0, quotaBytes: FREE });

    const first = await upload(owner, take(project._id));
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.deepEqual(await billing(owner), { usedBytes: WEBM.length, quotaBytes: FREE });

    // 100 bytes left: the stream stops there rather than taking the whole take in.
    await recorded(db(), owner, project._id, FREE - WEBM.length - 100);
    const over = await upload(owner, take(project._id));
    assert.equal(over.status, 413);
    assert.equal(over.body.message, STORAGE.quotaReached('free', { usedBytes: FREE - 100, quotaBytes: FREE }));
    assert.match(over.body.message!, /Delete recordings you no longer need, or upgrade your plan/);
    nothingStored(dataDir, [first.body.data!.id]);

    // At the quota exactly: refused before a byte of the video is handed to storage.
    await recorded(db(), owner, project._id, 100);
    assert.deepEqual(await billing(owner), { usedBytes: FREE, quotaBytes: FREE });
    const before = (await stored()).length;
    const full = await upload(owner, take(project._id));
    assert.equal(full.status, 413);
    assert.equal(full.body.message, STORAGE.quotaReached('free', { usedBytes: FREE, quotaBytes: FREE }));
    assert.equal((await stored()).length, before, 'no byte stored');
    nothingStored(dataDir, [first.body.data!.id]);
    const listed = await as(app, owner)('GET', `/recording?projectId=${project._id}&size=50`);
    assert.equal(JSON.parse(listed.body).pagination.total, 3, 'the take and the two rows written here, nothing more');

    // Deleting a take frees its bytes; a plan with more storage takes more.
    assert.equal((await as(app, owner)('DELETE', `/recording/${first.body.data!.id}`)).statusCode, 204);
    assert.deepEqual(await billing(owner), { usedBytes: FREE - WEBM.length, quotaBytes: FREE });
    await setPlan(db(), owner, 'starter');
    assert.deepEqual(await billing(owner), { usedBytes: FREE - WEBM.length, quotaBytes: PLANS.starter.storageBytes });
    assert.equal((await upload(owner, take(project._id))).status, 201);
  });

  test('two uploads side by side that each fit, but not together: one is kept, the other a 413', async (t) => {
    const { app, dataDir, upload, billing } = await serve(t, db());
    const owner = await signUp(app);
    const project = await createProject(app, owner);
    await recorded(db(), owner, project._id, FREE - Math.floor(WEBM.length * 1.5));
    const answers = await Promise.all([upload(owner, take(project._id)), upload(owner, take(project._id))]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 413]);
    const kept = answers.find((answer) => answer.status === 201)!.body.data!.id;
    assert.equal((await billing(owner)).usedBytes, FREE - Math.floor(WEBM.length * 1.5) + WEBM.length);
    nothingStored(dataDir, [kept]);
  });

  test('a file before projectId, or for a project the caller cannot write to, is refused before a byte is stored', async (t) => {
    const { app, dataDir, stored, upload } = await serve(t, db());
    const owner = await signUp(app);
    const viewer = await signUp(app);
    const stranger = await signUp(app);
    await setPlan(db(), owner, 'starter');
    const project = await createProject(app, owner);
    await invite(app, owner, project._id, viewer.email, 'viewer');

    const fileFirst = await upload(owner, [
      { name: 'file', data: WEBM },
      { name: 'projectId', value: project._id },
    ]);
    assert.equal(fileFirst.status, 400);
    assert.equal(fileFirst.body.message, RECORDING_PROJECT_FIRST);
    const noProject = await upload(owner, [{ name: 'file', data: WEBM }]);
    assert.equal(noProject.status, 400);
    assert.equal(noProject.body.message, RECORDING_PROJECT_FIRST);
    const notAnId = await upload(owner, take('nope'));
    assert.equal(notAnId.status, 400);
    assert.match(notAnId.body.message!, /projectId must be an id/);

    const foreign = await upload(stranger, take(project._id));
    assert.equal(foreign.status, 404);
    assert.equal(foreign.body.message, 'Project not found.');
    const byViewer = await upload(viewer, take(project._id));
    assert.equal(byViewer.status, 403);

    assert.deepEqual(await stored(), [], 'no byte stored, not even for a moment');
    nothingStored(dataDir);
    const list = await as(app, owner)('GET', `/recording?projectId=${project._id}`);
    assert.deepEqual(JSON.parse(list.body).data, []);
  });
});
