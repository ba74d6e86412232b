import { test } from 'node:test';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { bearer, forEachDatabase } from './helpers';
import { assertNo5xx, rawBody } from './property-bodies';
import { workspace } from './property-workspace';
/**
 * Values shaped a little like what the routes expect, and a lot like what they don't; `ids` are the
 * test's own project, message and copy, so some bodies reach past validation into the writes.
 */
const fieldOf = (ids: string[]) =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.emailAddress(),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      'a'.repeat(2000),
      '2030-02-30',
      '0000-01-01',
      'active',
      'brand_identity',
      '-name',
    ),
    fc.constantFrom(
      'tagline',
      'value_proposition',
      'twitter',
      'linkedin',
      'post',
      '#coffee',
      'https://example.com/x',
      '2099-01-01T00:00:00Z',
    ),
    fc.constantFrom(...ids),
    fc.uuid(),
    fc.integer(),
    fc.integer({ min: 0, max: 12 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  );
const knownKeys = [
  'email',
  'password',
  'firstName',
  'lastName',
  'token',
  'currentPassword',
  'newPassword',
  'details',
  'type',
  'dueDate',
  'public',
  'status',
  'businessName',
  'whatYouSell',
  '__proto__',
  'constructor',
  'read',
  'compactView',
  'defaultView',
  'autosave',
  'role',
  'id',
  'projectId',
  'messageId',
  'title',
  'content',
  'count',
  'platform',
  'format',
  'hashtags',
  'targetUrl',
  'scheduledDate',
  'performance',
  'rows',
  'views',
  'likes',
  'clicks',
];
const key = fc.constantFrom(...knownKeys);
function bodyOf(ids: string[]) {
  const field = fieldOf(ids);
  const inner = fc.dictionary(key, field, { maxKeys: 4 });
  const shapedObject = fc.dictionary(key, fc.oneof(field, inner, fc.array(inner, { maxLength: 3 })), { maxKeys: 6 });
  return fc.oneof(shapedObject, fc.jsonValue(), fc.anything());
}
const ROUTES: [HTTPMethods, string][] = [
  ['POST', '/api/en/auth/signup'],
  ['POST', '/api/en/auth/signin'],
  ['POST', '/api/en/auth/forgot-password'],
  ['POST', '/api/en/auth/reset-password'],
  ['POST', '/api/en/auth/confirm-email'],
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
  ['POST', '/api/message'],
  ['PATCH', '/api/message/:messageId'],
  ['POST', '/api/message/generate'],
  ['POST', '/api/message/preview'],
  ['POST', '/api/message/:messageId/variants'],
  ['POST', '/api/message/:messageId/test'],
  ['POST', '/api/copy'],
  ['PATCH', '/api/copy/:copyId'],
  ['POST', '/api/copy/generate'],
  ['POST', '/api/copy/preview'],
  ['POST', '/api/copy/:copyId/schedule'],
  ['POST', '/api/copy/:copyId/adapt'],
  ['POST', '/api/copy/:copyId/link'],
  ['POST', '/api/copy/performance/import'],
  ['PUT', '/api/branding/color'],
  ['PUT', '/api/branding/logo'],
];

/** A body each message and copy route takes, by `METHOD path`: the start of the bodies that get past validation. */
const validBodies = (ids: { projectId: string; messageId: string; copyId: string }): Record<string, object> => ({
  'POST /api/message': {
    projectId: ids.projectId,
    type: 'tagline',
    title: 'Fresh',
    content: 'Fresh beans, every week.',
  },
  'PATCH /api/message/:messageId': { type: 'tagline', title: 'Fresh', content: 'Fresh beans, every week.' },
  'POST /api/message/generate': { projectId: ids.projectId, type: 'tagline', count: 1 },
  'POST /api/message/preview': { projectId: ids.projectId, type: 'tagline' },
  'POST /api/message/:messageId/variants': { count: 1 },
  'POST /api/message/:messageId/test': { targetUrl: 'https://example.com/x', makeProjectPublic: false },
  'POST /api/copy': {
    projectId: ids.projectId,
    messageId: ids.messageId,
    platform: 'twitter',
    format: 'post',
    title: 'T',
    content: 'Fresh.',
    hashtags: ['#coffee'],
  },
  'PATCH /api/copy/:copyId': {
    platform: 'twitter',
    title: 'T',
    content: 'Fresh.',
    hashtags: ['#coffee'],
    performance: { views: 1, clicks: 1 },
  },
  'POST /api/copy/generate': { projectId: ids.projectId, messageId: ids.messageId, platform: 'twitter', count: 1 },
  'POST /api/copy/preview': { projectId: ids.projectId, messageId: ids.messageId, platform: 'twitter', format: 'post' },
  'POST /api/copy/:copyId/schedule': { scheduledDate: '2099-01-01T00:00:00Z' },
  'POST /api/copy/:copyId/adapt': { platform: 'linkedin' },
  'POST /api/copy/:copyId/link': { targetUrl: 'https://example.com/x' },
  'POST /api/copy/performance/import': { rows: [{ id: ids.copyId, views: 1, clicks: 1 }] },
  'PUT /api/branding/color': { color: '#112233' },
});

/** The valid body as it is, or with one of its fields (or a field inside one) replaced or added. */
function nearly(valid: object, field: fc.Arbitrary<unknown>) {
  const keys = Object.keys(valid);
  const swap = (base: object) =>
    fc.tuple(fc.constantFrom(...Object.keys(base), ...knownKeys), field).map(([k, v]) => ({ ...base, [k]: v }));
  const nested = fc.constantFrom(...keys).chain((k) => {
    const inner = (valid as Record<string, unknown>)[k];
    const base = Array.isArray(inner) ? inner[0] : inner;
    if (!base || typeof base !== 'object') return swap(valid);
    return swap(base).map((changed) => ({ ...valid, [k]: Array.isArray(inner) ? [changed] : changed }));
  });
  return fc.oneof(fc.constant(valid), swap(valid), nested);
}
forEachDatabase(({ build, db }) => {
  test('random bodies to every route never answer 5xx', { timeout: 120_000 }, async (t) => {
    const app = await build(t);
    const { account, project, message, copy } = await workspace(app, db);
    const notification = (await app.inject({ url: '/api/notification', headers: bearer(account.token) })).json()
      .data[0];
    const ids = [project._id, message.id, copy.id];
    const body = bodyOf(ids);
    const valid = validBodies({ projectId: project._id, messageId: message.id, copyId: copy.id });
    for (const [method, path] of ROUTES) {
      const url = path
        .replace(':id', project._id)
        .replace(':notificationId', notification.id)
        .replace(':messageId', message.id)
        .replace(':copyId', copy.id);
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
        fc.asyncProperty(
          rawBody,
          fc.constantFrom(
            'application/json',
            'text/plain',
            'multipart/form-data; boundary=x',
            'application/x-www-form-urlencoded',
          ),
          async (payload, contentType) => {
            await assertNo5xx(app, {
              method,
              url,
              headers: { ...bearer(account.token), 'content-type': contentType },
              payload,
            });
          },
        ),
        { numRuns: 10 },
      );
      const base = valid[`${method} ${path}`];
      if (!base) continue;
      await fc.assert(
        fc.asyncProperty(nearly(base, fieldOf(ids)), async (payload) => {
          await assertNo5xx(app, {
            method,
            url,
            headers: { ...bearer(account.token), 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
        }),
        { numRuns: 25 },
      );
    }
  });
});
