import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ComposeFileError, loadComposeFile } from '../compose-file';

const file = path.resolve(import.meta.dirname, '../../../../docker-compose.yml');
const SERVICES = [
  'postgres',
  'minio',
  'minio-setup',
  'api',
  'proxy',
  'host',
  'mfe-auth',
  'mfe-projects',
  'mfe-content',
  'mfe-analytics',
];

describe('docker-compose.yml', () => {
  it('is a valid production topology once its secrets are set', () => {
    const config = loadComposeFile(file, {
      JWT_SECRET: 'secret',
      POSTGRES_PASSWORD: 'p',
      MINIO_ROOT_PASSWORD: 'minio-secret',
    });
    assert.deepEqual(Object.keys(config.services).sort(), [...SERVICES].sort());
    const { api, 'mfe-auth': auth } = config.services;
    assert.ok(api && auth);
    assert.equal(
      (api.environment as Record<string, string>).DATABASE_URL,
      'postgres://brandcast:p@postgres:5432/brandcast',
    );
    // Recordings go to MinIO's bucket, made by minio-setup before the api starts, with the one root password.
    const env = api.environment as Record<string, string>;
    assert.equal(env.S3_ENDPOINT, 'http://minio:9000');
    assert.equal(env.S3_BUCKET, 'brandcast-recordings');
    assert.equal(env.S3_SECRET_ACCESS_KEY, 'minio-secret');
    assert.equal((config.services.minio!.environment as Record<string, string>).MINIO_ROOT_PASSWORD, 'minio-secret');
    assert.match(
      JSON.stringify(config.services['minio-setup']!.entrypoint),
      /mc mb --ignore-existing local\/brandcast-recordings/,
    );
    assert.deepEqual(Object.keys(api.depends_on as object).sort(), ['minio-setup', 'postgres']);
    assert.throws(() => loadComposeFile(file, { JWT_SECRET: 'secret', POSTGRES_PASSWORD: 'p' }), /MINIO_ROOT_PASSWORD/);
    // The static services share one definition through a YAML merge key.
    assert.deepEqual(auth.build, {
      context: '.',
      dockerfile: '.config/docker/web.Dockerfile',
      args: { PACKAGE: 'mfe-auth' },
    });
    assert.equal(auth.restart, 'unless-stopped');
  });

  it('refuses to resolve without JWT_SECRET, which every api replica must share', () => {
    assert.throws(
      () => loadComposeFile(file, { POSTGRES_PASSWORD: 'p', MINIO_ROOT_PASSWORD: 'm' }),
      /required variable JWT_SECRET is missing/,
    );
    assert.throws(
      () => loadComposeFile(file, { JWT_SECRET: '', POSTGRES_PASSWORD: 'p', MINIO_ROOT_PASSWORD: 'm' }),
      /JWT_SECRET/,
    );
  });

  it('is checked against the Compose Specification', () => {
    const broken = path.join(mkdtempSync(path.join(tmpdir(), 'compose-')), 'docker-compose.yml');
    writeFileSync(broken, 'services:\n  api:\n    image: node\n    restart_policy: always\n    ports: 3000\n');
    assert.throws(
      () => loadComposeFile(broken, {}),
      (error: Error) => {
        assert.ok(error instanceof ComposeFileError);
        assert.match(error.message, /\/services\/api must NOT have additional properties/);
        assert.match(error.message, /\/services\/api\/ports must be array/);
        return true;
      },
    );
  });
});

// The real thing, where it is installed (the checks above need only Node.js).
const hasDockerCompose = spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0;

describe('docker-compose config', () => {
  const run = (env: Record<string, string>) =>
    execFileSync('docker-compose', ['-f', file, 'config'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  it(
    'agrees: JWT_SECRET is required, and DATABASE_URL resolves',
    { skip: !hasDockerCompose && 'docker-compose is not installed' },
    () => {
      assert.throws(() => run({ POSTGRES_PASSWORD: 'p', MINIO_ROOT_PASSWORD: 'm' }), /JWT_SECRET/);
      const config = run({ JWT_SECRET: 'secret', POSTGRES_PASSWORD: 'p', MINIO_ROOT_PASSWORD: 'm' });
      assert.match(config, /DATABASE_URL: postgres:\/\/brandcast:p@postgres:5432\/brandcast/);
      for (const service of SERVICES) assert.match(config, new RegExp(`^  ${service}:`, 'm'));
    },
  );
});
