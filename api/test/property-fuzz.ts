import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { anyBody, assertNo5xx, nearly, rawBody } from './property-bodies';

/*
 * The arbitraries of test/property-added.test.ts and test/property-stripe-webhook.test.ts: body fields (with the
 * ids of what the test made), body keys, content types, query strings, and the fuzzing of one route's bodies.
 */

export const field = (ids: string[]) =>
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
export const KEYS = [
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
export const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
);
export const query = fc.dictionary(
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
export async function fuzzBodies(
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
