import assert from 'node:assert/strict';
import { test } from 'node:test';
import { z } from 'zod';
import { serializerCompiler } from '../../src/lib/serializer';

const compile = (schema: z.ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (data: unknown) => string;

test('answers carry only the declared fields', () => {
  const serialize = compile(z.object({ data: z.object({ id: z.string(), email: z.string() }) }));
  const body = JSON.parse(serialize({ data: { id: 'u1', email: 'a@b.c', passwordHash: 'secret' }, extra: 1 }));
  assert.deepEqual(body, { data: { id: 'u1', email: 'a@b.c' } });
});

test('a missing required field fails the answer instead of sending it incomplete', () => {
  const serialize = compile(z.object({ data: z.object({ id: z.string(), read: z.boolean() }) }));
  assert.throws(() => serialize({ data: { id: 'n1' } }));
});

test('nullable fields, enums and arrays are written as JSON.stringify would', () => {
  const schema = z.object({
    data: z.array(z.object({ dueDate: z.string().nullable(), type: z.enum(['a', 'b']), n: z.number().int() })),
  });
  const value = {
    data: [
      { dueDate: null, type: 'a', n: 3 },
      { dueDate: '2030-01-01', type: 'b', n: 0 },
    ],
  };
  assert.equal(compile(schema)(value), JSON.stringify(value));
});

test('a schema JSON Schema cannot express falls back to zod', () => {
  const serialize = compile(z.object({ when: z.date() }));
  assert.equal(serialize({ when: new Date('2030-01-01T00:00:00Z') }), '{"when":"2030-01-01T00:00:00.000Z"}');
});
