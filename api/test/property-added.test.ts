import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify';
import app from '../src/app';
import { readOperatorFile } from '../src/ops/operator-file';
import { serverOptions } from '../src/server-options';
import { bearer, forEachDatabase, openTestDatabase, signUp, testConfig } from './helpers';
import { anyBody, assertNo5xx, idSegment, nearly, rawBody } from './property-bodies';

/*
 * The property test of the routes added after test/property.test.ts and test/property-scripts.test.ts were
 * written: API tokens, billing, analytics, the operator routes, Stripe's webhook, branding, email confirmation and
 * invitations, the administrator's plan change, and the few older
 * ones they missed (sign-out, deleting notifications, a project, a collaborator). Random, raw and nearly-valid
 * bodies, random ids and query strings: never a 5xx.
 *
 * And the check that keeps it so: every route that takes a body (POST, PUT, PATCH, DELETE), read from the app's
 * own route table, must be sent bodies by one of the test/property*.test.ts files, or be listed in NOT_FUZZED
 * with the reason. A new route without a body generator fails here.
 */

const field = (ids: string[]) =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.emailAddress(),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a'.repeat(5000),
      '2030-02-30',
      '2099-01-01T00:00:00Z',
      '1999-01-01T00:00:00Z',
      'not a date',
    ),
    fc.constantFrom(
      'free',
      'starter',
      'pro',
      'enterprise',
      'monthly',
      'yearly',
      'read',
      'write',
      'week',
      'month',
      'year',
      'csv',
      'json',
    ),
    fc.constantFrom('Europe/London', 'Mars/Olympus', 'UTC', '#112233', '#fff', 'red', 'active', 'past_due', 'canceled'),
    fc.constantFrom(...ids),
    fc.uuid(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  );
const KEYS = [
  'name',
  'scope',
  'expiresAt',
  'plan',
  'interval',
  'status',
  'admin',
  'email',
  'range',
  'tz',
  'format',
  'color',
  'projectId',
  'platform',
  'id',
  'type',
  'data',
  'password',
  '__proto__',
  'constructor',
];
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
);
const query = fc.dictionary(
  fc.constantFrom(
    'range',
    'tz',
    'projectId',
    'platform',
    'limit',
    'action',
    'from',
    'to',
    'page',
    'expires',
    'signature',
    'x',
  ),
  fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.uuid(),
    fc.constantFrom(
      '-1',
      '0',
      '1e3',
      'NaN',
      '%',
      '_',
      '9999999999999',
      'week',
      'year',
      'twitter',
      'grant',
      '2031-02-30',
      'Mars/Olympus',
      'Europe/London',
    ),
  ),
  { maxKeys: 4 },
);

/** Sends random, raw and (when given) nearly-valid bodies to one route, signed in or not. */
async function fuzzBodies(
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  headers: Record<string, string>,
  ids: string[],
  valid?: object,
  runs = 20,
) {
  await fc.assert(
    fc.asyncProperty(
      valid ? fc.oneof(anyBody(KEYS, field(ids)), nearly(valid, field(ids), KEYS)) : anyBody(KEYS, field(ids)),
      fc.boolean(),
      async (payload, signedIn) => {
        await assertNo5xx(app, {
          method,
          url,
          headers: { ...(signedIn ? headers : {}), 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
      },
    ),
    { numRuns: runs },
  );
  await fc.assert(
    fc.asyncProperty(rawBody, contentType, async (payload, type) => {
      await assertNo5xx(app, { method, url, headers: { ...headers, 'content-type': type }, payload });
    }),
    { numRuns: 8 },
  );
}

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

forEachDatabase(({ kind, build, db }) => {
  test(
    'random bodies, ids and queries to the token, billing, analytics, branding and operator routes never answer 5xx',
    { timeout: 240_000 },
    async (t) => {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'brandcast-property-added-'));
      const app = await build(t, { dataDir });
      // The operator routes take the token the server writes into DATA_DIR when it listens.
      await app.listen({ port: 0, host: '127.0.0.1' });
      const operatorToken = readOperatorFile(dataDir)?.token;

      const account = await signUp(app);
      await db().query("UPDATE users SET plan = 'enterprise', role = 'enterprise', is_admin = true WHERE id = $1", [
        account.user.id,
      ]);
      const headers = bearer(account.token);
      const created = async (url: string, payload: object) => {
        const response = await app.inject({ method: 'POST', url, headers, payload });
        assert.ok(response.statusCode < 300, `${url}: ${response.body}`);
        return response.json().data;
      };
      const project = await created('/api/project', {
        details: { businessName: 'Northwind Coffee', whatYouSell: 'coffee beans' },
      });
      // Deleted by the DELETE routes' bodies: the one above stays for the others.
      const doomed = await created('/api/project', { details: { businessName: 'To be deleted' } });
      const apiToken = await created('/api/token', { name: 'CI', scope: 'read' });
      const colleague = await signUp(app);
      await app.inject({
        method: 'POST',
        url: `/api/project/${project._id}/collaborators`,
        headers,
        payload: { email: colleague.email, role: 'viewer' },
      });
      // An address with no account: a pending invitation (issue 27).
      const invitation = await created(`/api/project/${project._id}/collaborators`, {
        email: 'no-account-yet@example.com',
        role: 'viewer',
      });
      const notification = (await app.inject({ url: '/api/notification', headers })).json().data[0];
      const exportJob = await created('/api/analytics/export', { range: 'month', tz: 'UTC', format: 'csv' });
      const ids = [
        project._id,
        doomed._id,
        apiToken.id,
        colleague.user.id,
        notification?.id ?? project._id,
        exportJob.id,
        invitation.id,
      ];

      const routes: [HTTPMethods, string, object?][] = [
        ['POST', '/api/token', { name: 'CI', scope: 'write', expiresAt: '2099-01-01T00:00:00Z' }],
        ['DELETE', `/api/token/${apiToken.id}`],
        ['POST', '/api/billing/change', { plan: 'starter', interval: 'monthly' }],
        ['POST', '/api/billing/checkout', { plan: 'enterprise', interval: 'yearly' }],
        ['POST', '/api/billing/portal'],
        ['POST', '/api/analytics/export', { range: 'week', tz: 'Europe/London', format: 'json' }],
        ['PUT', '/api/branding/color', { color: '#112233' }],
        ['PUT', '/api/branding/logo'],
        ['DELETE', '/api/branding/color'],
        ['DELETE', '/api/branding/logo'],
        ['DELETE', '/api/branding'],
        ['POST', '/api/en/auth/logout'],
        ['DELETE', `/api/notification/${notification?.id ?? project._id}`],
        ['DELETE', '/api/notification'],
        ['DELETE', `/api/project/${project._id}/collaborators/${colleague.user.id}`],
        ['DELETE', `/api/project/${project._id}/invitations/${invitation.id}`],
        ['POST', '/api/en/auth/verify-email', { token: 'abc' }],
        ['POST', '/api/en/user/email-verification'],
        ['DELETE', `/api/project/${doomed._id}`],
        ['POST', '/api/account/export'],
        // Never the account's password: the account stays for the other routes.
        ['POST', '/api/account/delete', { password: 'not the password' }],
        // The account is the installation's administrator (issue 28): bodies reach the plan change itself.
        ['PATCH', `/api/admin/accounts/${colleague.user.id}/plan`, { plan: 'starter', interval: 'monthly' }],
      ];
      for (const [method, url, valid] of routes) {
        // Sign-out would end the session the other routes use: it gets a session of its own.
        const routeHeaders = url.endsWith('/logout') ? bearer((await signUp(app)).token) : headers;
        await fuzzBodies(app, method, url, routeHeaders, ids, valid);
      }

      // The operator routes: without the token (403), and with it (PGlite's own server only, as in a deployment:
      // with DATABASE_URL they are not served). The seed and backup take no body; the plan's is fuzzed.
      const operatorRoutes: [HTTPMethods, string][] = [
        ['POST', '/api/operator/plan'],
        ['POST', '/api/operator/backup'],
        ['POST', '/api/operator/seed'],
      ];
      for (const [method, url] of operatorRoutes) await fuzzBodies(app, method, url, {}, ids, undefined, 10);
      if (kind === 'pglite') {
        assert.ok(operatorToken, 'the operator file is written when the server listens');
        const operator = { 'x-operator-token': operatorToken };
        await fuzzBodies(
          app,
          'POST',
          '/api/operator/plan',
          operator,
          ids,
          { email: account.email, plan: 'pro', interval: 'yearly', status: 'active', admin: false },
          30,
        );
        await fuzzBodies(app, 'POST', '/api/operator/backup', operator, ids, undefined, 2);
      }

      // Random ids and query strings on every read of the same areas.
      await fc.assert(
        fc.asyncProperty(idSegment, query, async (id, q) => {
          const segment = encodeURIComponent(id);
          const search = new URLSearchParams(q).toString();
          const reads = [
            '/api/token',
            '/api/billing',
            '/api/billing/ledger',
            '/api/billing/invoices',
            '/api/branding',
            `/api/branding/logo/${segment}`,
            `/api/analytics/export/${segment}`,
            `/api/analytics/export/${segment}/file`,
            `/api/analytics/export/${exportJob.id}/file`,
            '/api/account/export',
            `/api/account/export/${segment}`,
            `/api/account/export/${segment}/file`,
            '/api/account/deletion',
            '/api/admin/accounts',
            '/api/admin/contact',
            ...[
              'overview',
              'performance',
              'funnel',
              'top',
              'low',
              'platforms',
              'insights',
              'activity',
              'heatmap',
              'projects',
            ].map((name) => `/api/analytics/${name}`),
          ];
          for (const url of reads) await assertNo5xx(app, { url: `${url}?${search}`, headers });
          await assertNo5xx(app, { method: 'DELETE', url: `/api/token/${segment}`, headers });
          await assertNo5xx(app, {
            method: 'PATCH',
            url: `/api/admin/accounts/${segment}/plan`,
            headers,
            payload: { plan: 'free' },
          });
          await assertNo5xx(app, {
            method: 'DELETE',
            url: `/api/project/${project._id}/collaborators/${segment}`,
            headers,
          });
          await assertNo5xx(app, {
            method: 'DELETE',
            url: `/api/project/${project._id}/invitations/${segment}`,
            headers,
          });
          await assertNo5xx(app, { url: `/api/en/auth/invitation?token=${segment}&${search}` });
        }),
        { numRuns: 25 },
      );
    },
  );
});

test("random bodies and signatures to Stripe's webhook never answer 5xx", { timeout: 60_000 }, async (t) => {
  const database = await openTestDatabase('pglite');
  t.after(() => database.dispose());
  const config = testConfig({
    stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', apiBase: 'http://127.0.0.1:9' },
  });
  const server = Fastify(serverOptions(config));
  await server.register(app, { prefix: '/api', config, database });
  await server.ready();
  t.after(() => server.close());
  const [method, url]: [HTTPMethods, string] = ['POST', '/api/stripe/webhook'];
  const signature = fc.oneof(
    fc.string(),
    fc.constantFrom('', 't=1,v1=abc', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`),
  );
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(
        rawBody,
        fc.jsonValue().map((value) => JSON.stringify(value)),
      ),
      signature,
      contentType,
      async (payload, sig, type) => {
        await assertNo5xx(server, { method, url, headers: { 'stripe-signature': sig, 'content-type': type }, payload });
      },
    ),
    { numRuns: 40 },
  );
});
