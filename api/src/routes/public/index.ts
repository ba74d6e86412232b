import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicProjectResponse } from '@brandcast/shared/answers';
import { errors } from '../../schemas/common';
import { projectParams } from '../../schemas/project';

/**
 * /public: what anyone with a link may read, without signing in. Ids can be guessed at, so the routes are
 * rate-limited per IP like the 404 handler.
 */
const publicRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/project/:id',
    {
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['public'],
        summary:
          "A public project (no sign-in), with its owner's branding while their plan shows it; private, unknown and malformed ids answer 404 alike",
        params: projectParams,
        response: { 200: publicProjectResponse, ...errors(404, 429) },
      },
    },
    async (request) => {
      const project = await fastify.projectsRepository.getPublic(request.params.id);
      // The owner's branding, while their plan shows it: the page takes its logo and accent colour from it.
      return { data: { ...project, brand: await fastify.brandingRepository.shownForProject(project._id) } };
    },
  );
};

export default publicRoutes;
