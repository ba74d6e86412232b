import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../src/config';

const fixed = { dataDir: '/tmp/brandcast-config-test', jwtSecret: 'test-secret-test-secret-test-secret' };

test('listens on this machine only unless HOST says otherwise', () => {
  assert.equal(loadConfig({}, fixed).host, '127.0.0.1');
  assert.equal(loadConfig({ HOST: '0.0.0.0' }, fixed).host, '0.0.0.0');
});
