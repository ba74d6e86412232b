import { z } from 'zod';

/** Fastify's error shape, which every error answer keeps. */
export const errorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.string(),
  })
  .meta({ id: 'Error' });

/** `{ data: ... }` around every success body. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const noContent = z.null().describe('No content');

/** The error answers a route may give, all in Fastify's shape. */
export function errors<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, errorSchema])) as { [K in S[number]]: typeof errorSchema };
}
