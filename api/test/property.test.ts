import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, InjectOptions } from 'fastify';
import { bearer, forEachDatabase, signUp } from './helpers';

/** Values shaped a little like what the routes expect, and a lot like what they don't. */
const field = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.emailAddress(),
  fc.constantFrom('', ' ', '\u0000', 'a'.repeat(2000), '2030-02-30', '0000-01-01', 'active', 'brand_identity', '-name'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
);
const knownKeys = [
  'email', 'password', 'firstName', 'lastName', 'token', 'currentPassword', 'newPassword',
  'details', 'type', 'dueDate', 'public', 'status', 'businessName', 'whatYouSell', '__proto__', 'constructor',
  'read', 'compactView', 'defaultView', 'autosave', 'role',
];
const shapedObject = fc.dictionary(fc.constantFrom(...knownKeys), fc.oneof(field, fc.dictionary(fc.constantFrom(...knownKeys), field, { maxKeys: 4 })), { maxKeys: 6 });
const body = fc.oneof(shapedObject, fc.jsonValue(), fc.anything());
const rawBody = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('{', '[]', 'null', '{"a":', '"x"', '1e999'));
const idSegment = fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 60 }), fc.constantFrom('%00', '..', '%2F', "' OR 1=1 --"));
const query = fc.dictionary(
  fc.constantFrom('page', 'size', 'status', 'type', 'search', 'sort', 'email', 'x'),
  fc.oneof(fc.string(), fc.integer().map(String), fc.constantFrom('-1', '0', '1e3', 'NaN', '%', '_', '\\')),
  { maxKeys: 5 },
);

const ROUTES: [HTTPMethods, string][] = [
  ['POST', '/api/en/auth/signup'],
  ['POST', '/api/en/auth/signin'],
  ['POST', '/api/en/auth/forgot-password'],
  ['POST', '/api/en/auth/reset-password'],
  ['POST', '/api/en/auth/change-password'],
  ['POST', '/api/en/auth/refresh'],
  ['POST', '/api/en/auth/avatar'],
  ['PATCH', '/api/en/user/profile'],
  ['GET', '/api/en/user/profile'],
  ['POST', '/api/project'],
  ['PATCH', '/api/project/:id'],
  ['POST', '/api/project/:id/duplicate'],
  ['POST', '/api/project/:id/collaborators'],
  ['PUT', '/api/en/user/preferences'],
  ['PATCH', '/api/notification/:notificationId'],
  ['POST', '/api/notification/read-all'],
];

async function assertNo5xx(app: FastifyInstance, request: InjectOptions) {
  const response = await app.inject(request);
  assert.ok(response.statusCode < 500, `${response.statusCode} for ${JSON.stringify(request).slice(0, 500)}: ${response.body}`);
}

forEachDatabase(({ build }) => {
  test('random bodies to every route never answer 5xx', { timeout: 120_000 }, async (t) => {
    const app = await build(t);
    const account = await signUp(app);
    const project = (await app.inject({ method: 'POST', url: '/api/project', headers: bearer(account.token), payload: {} })).json().data;
    const notification = (await app.inject({ url: '/api/notification', headers: bearer(account.token) })).json().data[0];
    for (const [method, path] of ROUTES) {
      const url = path.replace(':id', project._id).replace(':notificationId', notification.id);
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (payload, signedIn) => {
          await assertNo5xx(app, {
            method,
            url,
            headers: { ...(signedIn ? bearer(account.token) : {}), 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
          });
        }),
        { numRuns: 25 },
      );
      await fc.assert(
        fc.asyncProperty(rawBody, fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'), async (payload, contentType) => {
          await assertNo5xx(app, { method, url, headers: { ...bearer(account.token), 'content-type': contentType }, payload });
        }),
        { numRuns: 10 },
      );
    }
  });

  test('random ids and query strings never answer 5xx', { timeout: 120_000 }, async (t) => {
    const app = await build(t);
    const account = await signUp(app);
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
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(params).toString();
        await assertNo5xx(app, { url: `/api/project?${search}`, headers: bearer(account.token) });
      }),
      { numRuns: 60 },
    );
  });
});
