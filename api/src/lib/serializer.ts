import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * Answers are written by their declared response schema, compiled once per route and status: the zod
 * schema as JSON Schema, through fast-json-stringify (what Fastify does for JSON Schema routes). Only the
 * declared fields are ever written, so nothing outside the schema (a password hash) can leak; a missing
 * required field fails the answer. A schema JSON Schema cannot express keeps zod's serializer (parse, then
 * JSON.stringify).
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  if (schema instanceof z.ZodType) {
    try {
      return fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as object);
    } catch {
      // Not expressible as JSON Schema: zod does the work.
    }
  }
  return zodSerializerCompiler(route);
};
