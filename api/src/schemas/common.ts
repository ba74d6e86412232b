import { z } from 'zod';
import { errorSchema } from '@brandcast/shared/answers';
import { UUID } from '../lib/ids';

/*
 * What only the API needs around its schemas. The answers themselves (their schemas, `envelope`, `pageOf`,
 * the error shape) are in @brandcast/shared/answers, where the front ends' types are inferred from them.
 */

/** The answer of a list route: the page's items and its pagination. */
export const page = <T>(data: T[], query: { page: number; size: number }, total: number) => ({
  data,
  pagination: { page: query.page, size: query.size, total, totalPages: Math.ceil(total / query.size) },
});

export const noContent = z.null().describe('No content');

/** The error answers a route may give, all in Fastify's shape. */
export function errors<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as {
    [K in S[number]]: typeof errorSchema;
  };
}

/**
 * An id in the path. A string that is not an id names nothing here: the error handler answers it 404 with
 * `notFound`, exactly like an unknown id (never 400 or 500), and it never reaches the database.
 */
export const pathId = (notFound: string) => z.string().regex(UUID, { error: notFound });
