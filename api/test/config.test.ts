import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../src/config';

const fixed = { dataDir: '/tmp/brandcast-config-test', jwtSecret: 'test-secret-test-secret-test-secret' };

test('listens on this machine only unless HOST says otherwise', () => {
  assert.equal(loadConfig({}, fixed).host, '127.0.0.1');
  assert.equal(loadConfig({ HOST: '0.0.0.0' }, fixed).host, '0.0.0.0');
});

test('the database timeouts default under the 30 s request timeout and are set by the environment', () => {
  const defaults = loadConfig({}, fixed);
  assert.equal(defaults.databaseConnectTimeoutMs, 10_000);
  assert.equal(defaults.databaseQueryTimeoutMs, 10_000);
  assert.ok(defaults.databaseConnectTimeoutMs + defaults.databaseQueryTimeoutMs < 30_000);
  const set = loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '2500', DATABASE_QUERY_TIMEOUT_MS: '0' }, fixed);
  assert.equal(set.databaseConnectTimeoutMs, 2500);
  assert.equal(set.databaseQueryTimeoutMs, 0);
  assert.throws(
    () => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: '5s' }, fixed),
    /DATABASE_QUERY_TIMEOUT_MS must be a whole number/,
  );
});

test("AUTH_RATE_LIMIT_IP_MAX defaults to three emails' worth of AUTH_RATE_LIMIT_MAX per address", () => {
  assert.equal(loadConfig({}, fixed).authRateLimitIpMax, 30);
  assert.equal(loadConfig({ AUTH_RATE_LIMIT_MAX: '5' }, fixed).authRateLimitIpMax, 15);
  assert.equal(loadConfig({}, { ...fixed, authRateLimitMax: 1000 }).authRateLimitIpMax, 3000);
  assert.equal(loadConfig({ AUTH_RATE_LIMIT_IP_MAX: '50' }, fixed).authRateLimitIpMax, 50);
  assert.throws(
    () => loadConfig({ AUTH_RATE_LIMIT_IP_MAX: 'many' }, fixed),
    /AUTH_RATE_LIMIT_IP_MAX must be a whole number/,
  );
});

test('ENGINE_SEED: unset, no fixed seed; set, a whole number; anything else refused at start', () => {
  assert.equal(loadConfig({}, fixed).engineSeed, undefined);
  assert.equal(loadConfig({ ENGINE_SEED: '7' }, fixed).engineSeed, 7);
  assert.throws(() => loadConfig({ ENGINE_SEED: 'lucky' }, fixed), /ENGINE_SEED must be a whole number/);
});

test('APP_URL follows PORT unless set: links point at the server that answers them', () => {
  assert.equal(loadConfig({ PORT: '4000' }, fixed).appUrl, 'http://localhost:4000');
  // `npm start` passes its port as an override (3000 when PORT is unset).
  assert.equal(loadConfig({}, { ...fixed, port: 3000 }).appUrl, 'http://localhost:3000');
  assert.equal(loadConfig({}, fixed).appUrl, 'http://localhost:3001');
  assert.equal(
    loadConfig({ PORT: '4000', APP_URL: 'https://brandcast.example.com/' }, fixed).appUrl,
    'https://brandcast.example.com',
  );
});
