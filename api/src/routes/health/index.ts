import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../schemas/common';

/** GET /health: the database answers a query. */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the API up, and on which database',
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
