import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectListQuerySchema } from '@brandcast/shared';

/**
 * The bare routes the benchmark compares against (only with BENCH_ROUTES=1): GET /bench/hello, and
 * GET /bench/projects, the project list's work done bare: the same SQL through the same pool (the
 * repository's prepared statement) and the same bytes, for the user named by the `x-bench-user` header,
 * with no authentication, no validation and no serialiser.
 */
const benchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get('/hello', { schema: { hide: true, response: { 200: z.object({ hello: z.string() }) } } }, async () => ({
    hello: 'world',
  }));

  const firstPage = projectListQuerySchema.parse({});
  fastify.get('/projects', { schema: { hide: true } }, async (request, reply) => {
    const answer = await fastify.projectsRepository.list(String(request.headers['x-bench-user']), firstPage);
    return reply.type('application/json; charset=utf-8').send(answer);
  });
};

export default benchRoutes;
