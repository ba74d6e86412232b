import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /bench/hello: the bare route the benchmark compares against (only with BENCH_ROUTES=1). */
const benchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/hello',
    { schema: { hide: true, response: { 200: z.object({ hello: z.string() }) } } },
    async () => ({ hello: 'world' }),
  );
};

export default benchRoutes;
