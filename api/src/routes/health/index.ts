import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../schemas/common';

/**
 * GET /health: the database answers a query. While it cannot be reached, 503 with the error handler's
 * outage message (plugins/app/errors.ts), and 200 again by itself once it is back.
 */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the API up, and on which database (503 while the database cannot be reached)',
        response: { 200: z.object({ status: z.literal('ok'), db: z.enum(['pglite', 'postgres']) }), ...errors(503) },
      },
    },
    async () => {
      await fastify.db.query('SELECT 1');
      return { status: 'ok' as const, db: fastify.db.kind };
    },
  );
};

export default healthRoutes;
