import type { FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';

declare const answerOf: unique symbol;

/**
 * An answer already written as JSON text (PostgreSQL builds the project list's), typed by the answer it is. Fastify
 * sends a string with a JSON content type as it is, without serialising it again.
 */
export type JsonText<Answer> = string & { readonly [answerOf]: Answer };

/**
 * The zod type provider, where a route may also send its answer as `JsonText` of the declared response schema's
 * type: a route opts in with `fastify.withTypeProvider<JsonTextTypeProvider>()`, and the text is still checked
 * against the schema's type (the schema documents it in /api/docs).
 */
export interface JsonTextTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType
    ? z.output<this['schema']> | JsonText<z.output<this['schema']>>
    : unknown;
}
