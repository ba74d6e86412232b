import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const hasDockerCompose = (() => {
  try {
    execFileSync('docker-compose', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

test('docker-compose.yml is a valid production topology', () => {
  test.skip(!hasDockerCompose && !process.env.CI, 'docker-compose is not installed (apt-get install docker-compose)');
  const file = path.resolve(import.meta.dirname, '../../docker-compose.yml');
  const run = (env: Record<string, string>) =>
    execFileSync('docker-compose', ['-f', file, 'config'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  // Every api replica must share one signing secret: the file refuses to resolve without it.
  expect(() => run({ POSTGRES_PASSWORD: 'p' })).toThrow(/JWT_SECRET/);
  const config = run({ JWT_SECRET: 'secret', POSTGRES_PASSWORD: 'p' });
  expect(config).toContain('DATABASE_URL: postgres://brandcast:p@postgres:5432/brandcast');
  for (const service of ['postgres', 'api', 'proxy', 'host', 'mfe-auth', 'mfe-projects', 'mfe-content', 'mfe-analytics']) {
    expect(config).toMatch(new RegExp(`^  ${service}:`, 'm'));
  }
});
