import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { bearer, forEachDatabase, signUp } from './helpers';
import { anyBody, assertNo5xx, idSegment, nearly, rawBody } from './property-bodies';

/*
 * The property test of the routes added after test/property-random-bodies.test.ts was written: video scripts, recordings
 * (list, one, delete and the signed file address) and credits. Random, raw and nearly-valid bodies, random
 * ids and query strings: never a 5xx.
 */
const field = (ids: string[]) =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.constantFrom('', ' ', '\u0000', 'a'.repeat(20_000), '# Hook\nBuy now', '2099-01-01T00:00:00Z'),
    fc.constantFrom(...ids),
    fc.uuid(),
    fc.integer(),
    fc.constantFrom(0, 14, 15, 30, 60, 90, 91, 3600, -1),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string(), fc.string(), { maxKeys: 3 }),
  );
const KEYS = [
  'projectId',
  'messageId',
  'title',
  'content',
  'targetSeconds',
  'seconds',
  'scriptId',
  'id',
  '__proto__',
  'constructor',
];

const query = fc.dictionary(
  fc.constantFrom('page', 'size', 'projectId', 'search', 'expires', 'signature', 'x'),
  fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.uuid(),
    fc.constantFrom('-1', '0', '1e3', 'NaN', '%', '_', '9999999999999'),
  ),
  { maxKeys: 4 },
);

forEachDatabase(({ build, db }) => {
  test(
    'random bodies, ids and queries to the script, recording and credit routes never answer 5xx',
    { timeout: 180_000 },
    async (t) => {
      const app = await build(t);
      const account = await signUp(app);
      await db().query("UPDATE users SET plan = 'enterprise' WHERE id = $1", [account.user.id]);
      const headers = bearer(account.token);
      const project = (
        await app.inject({
          method: 'POST',
          url: '/api/project',
          headers,
          payload: { details: { businessName: 'Northwind Coffee', whatYouSell: 'coffee beans' } },
        })
      ).json().data;
      const message = (
        await app.inject({
          method: 'POST',
          url: '/api/message',
          headers,
          payload: { projectId: project._id, type: 'tagline', content: 'Fresh beans, every week.' },
        })
      ).json().data;
      const script = (
        await app.inject({
          method: 'POST',
          url: '/api/script',
          headers,
          payload: { projectId: project._id, content: '# Hook\nFresh beans.' },
        })
      ).json().data;
      assert.ok(script?.id, 'the workspace has a script');
      const ids = [project._id, message.id, script.id];

      const bodies: [HTTPMethods, string, object][] = [
        [
          'POST',
          '/api/script',
          {
            projectId: project._id,
            messageId: message.id,
            title: 'Hook',
            content: '# Hook\nFresh beans.',
            targetSeconds: 30,
          },
        ],
        ['PATCH', `/api/script/${script.id}`, { title: 'Hook', content: 'Fresh beans.', targetSeconds: 30 }],
        ['POST', '/api/script/generate', { projectId: project._id, messageId: message.id, seconds: 15 }],
      ];
      for (const [method, url, valid] of bodies) {
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(anyBody(KEYS, field(ids)), nearly(valid, field(ids), KEYS)),
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
          { numRuns: 30 },
        );
        await fc.assert(
          fc.asyncProperty(
            rawBody,
            fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x'),
            async (payload, contentType) => {
              await assertNo5xx(app, { method, url, headers: { ...headers, 'content-type': contentType }, payload });
            },
          ),
          { numRuns: 10 },
        );
      }

      // A recording upload that is no proper multipart body, or multipart with random parts.
      await fc.assert(
        fc.asyncProperty(
          rawBody,
          fc.constantFrom('multipart/form-data; boundary=x', 'multipart/form-data', 'application/json', 'video/webm'),
          async (payload, contentType) => {
            await assertNo5xx(app, {
              method: 'POST',
              url: '/api/recording',
              headers: { ...headers, 'content-type': contentType },
              payload,
            });
          },
        ),
        { numRuns: 15 },
      );

      await fc.assert(
        fc.asyncProperty(idSegment, query, async (id, q) => {
          const segment = encodeURIComponent(id);
          const search = new URLSearchParams(q).toString();
          for (const [method, url] of [
            ['GET', `/api/script/${segment}`],
            ['PATCH', `/api/script/${segment}`],
            ['DELETE', `/api/script/${segment}`],
            ['GET', `/api/recording/${segment}`],
            ['DELETE', `/api/recording/${segment}`],
            ['GET', `/api/recording/${segment}/file?${search}`],
          ] as [HTTPMethods, string][]) {
            await assertNo5xx(app, {
              method,
              url,
              headers,
              ...(method === 'PATCH' ? { payload: { title: 'x' } } : {}),
            });
          }
          await assertNo5xx(app, { url: `/api/script?${search}`, headers });
          await assertNo5xx(app, { url: `/api/recording?${search}`, headers });
          await assertNo5xx(app, { url: `/api/credits?${search}`, headers });
        }),
        { numRuns: 40 },
      );
    },
  );
});
