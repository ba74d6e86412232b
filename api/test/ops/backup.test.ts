import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import app from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { backup } from '../../src/ops/backup';
import { readOperatorFile } from '../../src/ops/operator-file';
import { restore } from '../../src/ops/restore';
import { serverOptions } from '../../src/server-options';
import { bearer, json, signUp } from '../helpers';

const tempDir = (label: string) => mkdtempSync(path.join(os.tmpdir(), `brandcast-${label}-`));
const configFor = (dataDir: string): Config =>
  loadConfig({}, { dataDir, jwtSecret: 'test-secret-test-secret-test-secret', logLevel: 'silent', scryptLogN: 10, schedulerIntervalMs: 0, authCacheMs: 0 });

/** The app as `npm start` runs it: its own embedded database under dataDir, listening on a port. */
async function start(config: Config): Promise<FastifyInstance> {
  const server = Fastify(serverOptions(config));
  await server.register(app, { prefix: '/api', config });
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

const createProject = (server: FastifyInstance, token: string, businessName: string) =>
  server.inject({ method: 'POST', url: '/api/project', headers: bearer(token), payload: { details: { businessName } } });

test('backs up while the app runs, and restores exactly the backed-up state into an empty DATA_DIR', async () => {
  const config = configFor(tempDir('backup-source'));
  const file = path.join(tempDir('backup-file'), 'backup.tar.gz');
  const server = await start(config);
  let account;
  try {
    account = await signUp(server);
    assert.equal((await createProject(server, account.token, 'Before the backup')).statusCode, 201);
    const { through, bytes } = await backup(config, file);
    assert.equal(through, 'server', 'the running server owns the directory, so the backup goes through it');
    assert.ok(bytes > 100_000);
    assert.equal((await createProject(server, account.token, 'After the backup')).statusCode, 201);
    // Without the operator's token, the route refuses.
    const refused = await server.inject({ method: 'POST', url: '/api/operator/backup', headers: { 'x-operator-token': 'guess' } });
    assert.equal(refused.statusCode, 403);
  } finally {
    await server.close();
  }
  assert.equal(readOperatorFile(config.dataDir), null, 'the server removes its operator file on close');

  const restoredConfig = configFor(tempDir('backup-target'));
  await restore(restoredConfig, file);
  const restored = await start(restoredConfig);
  try {
    const signIn = await restored.inject({ method: 'POST', url: '/api/en/auth/signin', payload: { email: account.email, password: account.password } });
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

test('backs up a stopped app by opening its directory, and points DATABASE_URL users to pg_dump', async () => {
  const config = configFor(tempDir('backup-stopped'));
  const server = await start(config);
  await signUp(server);
  await server.close();
  const file = path.join(tempDir('backup-file'), 'stopped.tar.gz');
  assert.equal((await backup(config, file)).through, 'directory');
  await assert.rejects(backup({ ...config, databaseUrl: 'postgres://x' }, file), /pg_dump/);
  await assert.rejects(backup(configFor(tempDir('backup-empty')), file), /no embedded database in .* to back up/);
});
