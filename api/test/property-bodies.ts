import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';

/*
 * What the route property tests (test/property-random-bodies.test.ts, test/property-ids-queries.test.ts, test/property-scripts.test.ts, test/property-added.test.ts) send: bodies
 * built from each file's keys and field values, raw bodies, random id segments; and their one assertion.
 */

/** The valid body, or it with one field (one of its own, or one of `keys`) replaced or added. */
export const nearly = (valid: object, value: fc.Arbitrary<unknown>, keys: string[]) =>
  fc.oneof(
    fc.constant(valid),
    fc.tuple(fc.constantFrom(...Object.keys(valid), ...keys), value).map(([k, v]) => ({ ...valid, [k]: v })),
  );

/** Any body: up to five of `keys` with `field` values, any JSON value, or anything at all. */
export const anyBody = (keys: string[], field: fc.Arbitrary<unknown>) =>
  fc.oneof(fc.dictionary(fc.constantFrom(...keys), field, { maxKeys: 5 }), fc.jsonValue(), fc.anything());

/** A body sent as it is: text, binary, or JSON cut short or out of range. */
export const rawBody = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('{', '[]', 'null', '{"a":', '"x"', '1e999'),
);

/** A path segment where an id goes. */
export const idSegment = fc.oneof(
  fc.uuid(),
  fc.string({ minLength: 1, maxLength: 60 }),
  fc.constantFrom('%00', '..', '%2F', "' OR 1=1 --"),
);

export async function assertNo5xx(app: FastifyInstance, request: InjectOptions) {
  const response = await app.inject(request);
  assert.ok(
    response.statusCode < 500,
    `${response.statusCode} for ${JSON.stringify(request).slice(0, 500)}: ${response.body}`,
  );
}
