import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig, parseTrustProxy } from '../src/config';
import { forEachDatabase } from './helpers';

test("TRUST_PROXY: a number of hops (true is one), or the proxies' addresses; nonsense stops the start", () => {
  assert.equal(parseTrustProxy(undefined), false);
  assert.equal(parseTrustProxy(''), false);
  assert.equal(parseTrustProxy('0'), false);
  assert.equal(parseTrustProxy('false'), false);
  assert.equal(parseTrustProxy('1'), 1);
  assert.equal(parseTrustProxy('true'), 1);
  assert.equal(parseTrustProxy('2'), 2);
  assert.deepEqual(parseTrustProxy('10.0.0.0/8, 192.168.1.10,::1,fd00::/8,loopback'), [
    '10.0.0.0/8',
    '192.168.1.10',
    '::1',
    'fd00::/8',
    'loopback',
  ]);
  for (const wrong of ['yes', '1.5', '-1', 'nginx', '10.0.0.0/33', '10.0.0.1,', '300.1.1.1']) {
    assert.throws(
      () => parseTrustProxy(wrong),
      /TRUST_PROXY must be a number of proxy hops .* or a comma list of the proxies' addresses or CIDR ranges/,
      wrong,
    );
  }
  assert.throws(
    () => loadConfig({ TRUST_PROXY: 'on' }, { dataDir: '/tmp/brandcast-config-test', jwtSecret: 'x'.repeat(32) }),
    /TRUST_PROXY/,
  );
});

forEachDatabase(({ build }) => {
  // The public project page is limited to 120 requests a minute per client address.
  const url = '/api/public/project/00000000-0000-4000-8000-000000000000';
  const LIMIT = 120;

  test('with TRUST_PROXY=1 a forged X-Forwarded-For entry does not change the client address', async (t) => {
    const app = await build(t, { trustProxy: parseTrustProxy('1') });
    // The proxy (10.9.0.2) appends the address it saw; the client wrote its own entries before it.
    const through = (client: string, forged: string) =>
      app.inject({ url, remoteAddress: '10.9.0.2', headers: { 'x-forwarded-for': `${forged}, ${client}` } });
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await through('203.0.113.20', `198.51.100.${i % 250}`)).statusCode);
    assert.deepEqual(new Set(statuses.slice(0, LIMIT)), new Set([404]));
    assert.equal(statuses[LIMIT], 429, 'changing the forged entry must not give a fresh allowance');
    // Another client behind the same proxy has its own.
    assert.equal((await through('203.0.113.21', '198.51.100.1')).statusCode, 404);
  });

  test('with TRUST_PROXY naming the proxy, only its X-Forwarded-For is believed', async (t) => {
    const app = await build(t, { trustProxy: parseTrustProxy('10.9.0.0/24') });
    const statuses: number[] = [];
    // A client that reaches the API directly (not from 10.9.0.0/24) cannot pose as others.
    for (let i = 0; i <= LIMIT; i++) {
      const response = await app.inject({
        url,
        remoteAddress: '203.0.113.30',
        headers: { 'x-forwarded-for': `198.51.100.${i % 250}` },
      });
      statuses.push(response.statusCode);
    }
    assert.equal(statuses[LIMIT], 429);
    // Through the named proxy, the address it appended is the client's.
    const viaProxy = await app.inject({
      url,
      remoteAddress: '10.9.0.2',
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.31' },
    });
    assert.equal(viaProxy.statusCode, 404);
  });
});

test("a request's log line never carries a secret of its URL: a reset link's token, a signed address's signature", async () => {
  const { loggedUrl } = await import('../src/server-options');
  assert.equal(loggedUrl('/reset-password?token=abc123def'), '/reset-password?token=[redacted]');
  assert.equal(
    loggedUrl('/api/analytics/export/1/file?expires=1700000000&signature=s1g'),
    '/api/analytics/export/1/file?expires=1700000000&signature=[redacted]',
  );
  assert.equal(loggedUrl('/api/project?page=2&search=token'), '/api/project?page=2&search=token');
});
