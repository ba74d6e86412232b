import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import Fastify from 'fastify';
import app from '../src/app';
import { serverOptions } from '../src/server-options';
import { openTestDatabase, testConfig } from './helpers';

/*
 * The check that keeps the property tests whole: every route that takes a body (POST, PUT, PATCH, DELETE), read from the app's
 * own route table, must be sent bodies by one of the test/property*.test.ts files, or be listed in NOT_FUZZED
 * with the reason. A new route without a body generator fails here.
 */

/**
 * Routes that take a body but are not fuzzed, and why. Everything else with POST, PUT, PATCH or DELETE must
 * appear in a test/property*.test.ts file as ['METHOD', '/api/…'].
 */
const NOT_FUZZED: Record<string, string> = {
  'POST /api/dev/plan': 'registered only with EXPOSE_OUTBOX=1 for the browser tests, never in a deployment',
};

/** `METHOD /api/path` with every parameter (":id", "${…}") as ":param" and no query string. */
const normalise = (method: string, url: string) =>
  `${method} ${url
    .replace(/\$\{[^}]*\}/g, ':param')
    .split('?')[0]!
    .replace(/:\w+/g, ':param')
    .replace(/\/+$/, '')}`;

test('every route that takes a body is sent random bodies by a property test', async (t) => {
  const database = await openTestDatabase('pglite');
  t.after(() => database.dispose());
  // Every optional route on: the outbox, the bench routes and Stripe's webhook.
  const config = testConfig({
    exposeOutbox: true,
    benchRoutes: true,
    stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:9' },
  });
  const server = Fastify(serverOptions(config));
  const routes = new Set<string>();
  server.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && route.url.startsWith('/api/'))
        routes.add(normalise(method, route.url));
    }
  });
  await server.register(app, { prefix: '/api', config, database });
  await server.ready();
  t.after(() => server.close());

  const dir = import.meta.dirname;
  const covered = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => /^property.*\.test\.ts$/.test(name))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    // ['POST', '/api/…'] in a route list, or { method: 'POST', url: '/api/…' } in a request.
    const patterns = [
      /\[\s*'(GET|POST|PUT|PATCH|DELETE)'\s*,\s*[`'](\/api\/[^`']*)[`']/g,
      /method: '(POST|PUT|PATCH|DELETE)',\s*url: [`'](\/api\/[^`']*)[`']/g,
    ];
    for (const match of patterns.flatMap((pattern) => [...source.matchAll(pattern)]))
      covered.add(normalise(match[1]!, match[2]!));
  }
  assert.ok(routes.size > 50, `the route table was read (${routes.size} routes)`);
  const missing = [...routes].filter((route) => !covered.has(route) && !NOT_FUZZED[route]).sort();
  assert.deepEqual(
    missing,
    [],
    `routes no property test sends bodies to; add them to a test/property*.test.ts file:\n${missing.join('\n')}`,
  );
});
