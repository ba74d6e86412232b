import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { readOperatorFile } from '../src/ops/operator-file';
import { bearer, forEachDatabase, signUp } from './helpers';
import { assertNo5xx, idSegment } from './property-bodies';
import { fuzzBodies, query } from './property-fuzz';

/*
 * The property test of the routes added after test/property-random-bodies.test.ts and test/property-scripts.test.ts were
 * written: API tokens, billing, analytics, the operator routes, branding, email confirmation and invitations, the
 * administrator's plan change, and the few older ones they missed (sign-out, deleting notifications, a project, a collaborator). Random, raw and nearly-valid
 * bodies, random ids and query strings: never a 5xx. Stripe's webhook: test/property-stripe-webhook.test.ts; the
 * check that every route with a body is fuzzed somewhere: test/property-coverage.test.ts.
 */

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
              'summary',
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
