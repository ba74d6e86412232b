import { test } from 'node:test';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { bearer, forEachDatabase } from './helpers';
import { assertNo5xx, idSegment } from './property-bodies';
import { workspace } from './property-workspace';
/* Random ids and query strings to every id-taking route and list: never a 5xx. */
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'size',
    'status',
    'type',
    'search',
    'sort',
    'email',
    'projectId',
    'messageId',
    'platform',
    'x',
  ),
  fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.uuid(),
    fc.constantFrom('-1', '0', '1e3', 'NaN', '%', '_', '\\', 'draft', 'twitter', 'tagline'),
  ),
  { maxKeys: 5 },
);
/** What every id-taking message and copy route is sent: a valid body, so the id is what is tested. */
const ID_ROUTES: [HTTPMethods, string, object?][] = [
  ['GET', '/api/message/:id'],
  ['PATCH', '/api/message/:id', { title: 'x' }],
  ['DELETE', '/api/message/:id'],
  ['POST', '/api/message/:id/variants', { count: 1 }],
  ['POST', '/api/message/:id/test', {}],
  ['POST', '/api/message/:id/publish'],
  ['POST', '/api/message/:id/archive'],
  ['POST', '/api/message/:id/duplicate'],
  ['GET', '/api/copy/:id'],
  ['PATCH', '/api/copy/:id', { title: 'x', performance: { clicks: 1 } }],
  ['DELETE', '/api/copy/:id'],
  ['POST', '/api/copy/:id/publish'],
  ['POST', '/api/copy/:id/schedule', { scheduledDate: '2099-01-01T00:00:00Z' }],
  ['POST', '/api/copy/:id/unschedule'],
  ['POST', '/api/copy/:id/duplicate'],
  ['POST', '/api/copy/:id/link', { targetUrl: 'https://example.com/x' }],
  ['POST', '/api/copy/:id/adapt', { platform: 'twitter' }],
  ['POST', '/api/copy/:id/hashtags'],
];
forEachDatabase(({ build, db }) => {
  test('random ids and query strings never answer 5xx', { timeout: 120_000 }, async (t) => {
    const app = await build(t);
    const { account } = await workspace(app, db);
    await fc.assert(
      fc.asyncProperty(idSegment, fc.constantFrom<HTTPMethods>('GET', 'PATCH', 'DELETE'), async (id, method) => {
        await assertNo5xx(app, {
          method,
          url: `/api/project/${encodeURIComponent(id)}`,
          headers: bearer(account.token),
          ...(method === 'PATCH' ? { payload: { public: true } } : {}),
        });
        await assertNo5xx(app, { url: `/api/avatars/${encodeURIComponent(id)}` });
        await assertNo5xx(app, { url: `/api/public/project/${encodeURIComponent(id)}` });
        for (const path of ['export', 'collaborators', 'duplicate']) {
          await assertNo5xx(app, {
            method: path === 'duplicate' ? 'POST' : 'GET',
            url: `/api/project/${encodeURIComponent(id)}/${path}`,
            headers: bearer(account.token),
          });
        }
        await assertNo5xx(app, {
          method: method === 'PATCH' ? 'POST' : method,
          url: `/api/project/${encodeURIComponent(id)}/collaborators${method === 'DELETE' ? `/${encodeURIComponent(id)}` : ''}`,
          headers: bearer(account.token),
          ...(method === 'PATCH' ? { payload: { email: 'someone@example.com', role: 'viewer' } } : {}),
        });
        await assertNo5xx(app, {
          method: method === 'GET' ? 'DELETE' : method,
          url: `/api/notification/${encodeURIComponent(id)}`,
          headers: bearer(account.token),
          ...(method === 'PATCH' ? { payload: { read: true } } : {}),
        });
        for (const [routeMethod, path, payload] of ID_ROUTES) {
          await assertNo5xx(app, {
            method: routeMethod,
            url: path.replace(':id', encodeURIComponent(id)),
            headers: bearer(account.token),
            ...(payload ? { payload } : {}),
          });
        }
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(params).toString();
        for (const list of ['project', 'message', 'copy']) {
          await assertNo5xx(app, { url: `/api/${list}?${search}`, headers: bearer(account.token) });
        }
      }),
      { numRuns: 60 },
    );
  });
});
