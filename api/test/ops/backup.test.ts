import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import app from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { backup } from '../../src/ops/backup';
import { readOperatorFile } from '../../src/ops/operator-file';
import { restore } from '../../src/ops/restore';
import { serverOptions } from '../../src/server-options';
import { bearer, json, signUp } from '../helpers';
import { webm } from '../fixtures/video';

const tempDir = (label: string) => mkdtempSync(path.join(os.tmpdir(), `brandcast-${label}-`));
const configFor = (dataDir: string): Config =>
  loadConfig(
    {},
    {
      dataDir,
      jwtSecret: 'test-secret-test-secret-test-secret',
      logLevel: 'silent',
      scryptLogN: 10,
      schedulerIntervalMs: 0,
      authCacheMs: 0,
    },
  );

/** The app as `npm start` runs it: its own embedded database under dataDir, listening on a port. */
async function start(config: Config): Promise<FastifyInstance> {
  const server = Fastify(serverOptions(config));
  await server.register(app, { prefix: '/api', config });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

const createProject = (server: FastifyInstance, token: string, businessName: string) =>
  server.inject({
    method: 'POST',
    url: '/api/project',
    headers: bearer(token),
    payload: { details: { businessName } },
  });

test('backs up while the app runs, and restores exactly the backed-up state into an empty DATA_DIR', async () => {
  const config = configFor(tempDir('backup-source'));
  const file = path.join(tempDir('backup-file'), 'backup.tar.gz');
  const server = await start(config);
  let account;
  try {
    account = await signUp(server, {}, { verified: false });
    assert.equal((await createProject(server, account.token, 'Before the backup')).statusCode, 201);
    const { through, bytes } = await backup(config, file);
    assert.equal(through, 'server', 'the running server owns the directory, so the backup goes through it');
    assert.ok(bytes > 100_000);
    assert.equal((await createProject(server, account.token, 'After the backup')).statusCode, 201);
    // Without the operator's token, the route refuses.
    const refused = await server.inject({
      method: 'POST',
      url: '/api/operator/backup',
      headers: { 'x-operator-token': 'guess' },
    });
    assert.equal(refused.statusCode, 403);
  } finally {
    await server.close();
  }
  assert.equal(readOperatorFile(config.dataDir), null, 'the server removes its operator file on close');

  const restoredConfig = configFor(tempDir('backup-target'));
  await restore(restoredConfig, file);
  const restored = await start(restoredConfig);
  try {
    const signIn = await restored.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: account.password },
    });
    assert.equal(signIn.statusCode, 200);
    const list = await restored.inject({ url: '/api/project', headers: bearer(json(signIn).data.token) });
    const names = json(list).data.map((project: { details: { businessName: string } }) => project.details.businessName);
    assert.deepEqual(names, ['Before the backup']);
  } finally {
    await restored.close();
  }

  // A restore never writes over a database.
  await assert.rejects(restore(restoredConfig, file), /already holds a database: restore into an empty DATA_DIR/);
});

test('recordings go into the backup and come back with the restore, playable', async () => {
  const config = configFor(tempDir('backup-recordings'));
  const file = path.join(tempDir('backup-file'), 'with-recordings.tar.gz');
  const video = webm(200_000, 9);
  const server = await start(config);
  let account;
  try {
    account = await signUp(server, {}, { verified: false });
    const project = json(await createProject(server, account.token, 'Filmed')).data;
    const boundary = 'backup-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="projectId"\r\n\r\n${project._id}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="take.webm"\r\nContent-Type: video/webm\r\n\r\n`,
      ),
      video,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await server.inject({
      method: 'POST',
      url: '/api/recording',
      headers: { ...bearer(account.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    assert.equal(uploaded.statusCode, 201, uploaded.body);
    const { recordings } = await backup(config, file);
    assert.equal(recordings, 1);
  } finally {
    await server.close();
  }

  const restoredConfig = configFor(tempDir('backup-recordings-target'));
  assert.deepEqual(await restore(restoredConfig, file), { recordings: 1 });
  const restored = await start(restoredConfig);
  try {
    const signIn = await restored.inject({
      method: 'POST',
      url: '/api/en/auth/signin',
      payload: { email: account.email, password: account.password },
    });
    const token = json(signIn).data.token;
    const project = json(await restored.inject({ url: '/api/project', headers: bearer(token) })).data[0];
    const [recording] = json(
      await restored.inject({ url: `/api/recording?projectId=${project._id}`, headers: bearer(token) }),
    ).data;
    const played = await restored.inject({ url: recording.url });
    assert.equal(played.statusCode, 200);
    assert.deepEqual(played.rawPayload, video, 'the video came back byte for byte');
  } finally {
    await restored.close();
  }
  await assert.rejects(
    restore(configFor(tempDir('backup-recordings-target')), path.join(tempDir('none'), 'missing.tar.gz')),
    /No backup at/,
  );
});

test('backs up a stopped app by opening its directory, and points DATABASE_URL users to pg_dump', async () => {
  const config = configFor(tempDir('backup-stopped'));
  const server = await start(config);
  await signUp(server, {}, { verified: false });
  await server.close();
  const file = path.join(tempDir('backup-file'), 'stopped.tar.gz');
  assert.equal((await backup(config, file)).through, 'directory');
  await assert.rejects(backup({ ...config, databaseUrl: 'postgres://x' }, file), /pg_dump/);
  await assert.rejects(backup(configFor(tempDir('backup-empty')), file), /no embedded database in .* to back up/);

  // A backup from before recordings were in it (the database snapshot alone) still restores.
  const db = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
  const older = path.join(tempDir('backup-file'), 'older.tar.gz');
  writeFileSync(older, Buffer.from(await (await db.snapshot!('gzip')).arrayBuffer()));
  await db.close();
  assert.deepEqual(await restore(configFor(tempDir('backup-older')), older), { recordings: 0 });
});
