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
  const config = execFileSync('docker-compose', ['-f', file, 'config'], { encoding: 'utf8' });
  for (const service of ['postgres', 'api', 'proxy', 'host', 'mfe-auth', 'mfe-projects', 'mfe-content', 'mfe-analytics']) {
    expect(config).toMatch(new RegExp(`^  ${service}:`, 'm'));
  }
});
