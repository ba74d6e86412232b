import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http-errors';
import { errors } from '../../schemas/common';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /avatars/:id: the image. An upload gets a new id, so the answer never changes. */
const avatarsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'An uploaded avatar image',
        params: z.object({ id: z.string().max(100) }),
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
        response: { 200: z.any().describe('The image bytes'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const avatar = uuid.test(request.params.id) ? await fastify.avatarsRepository.get(request.params.id) : undefined;
      if (!avatar) throw notFound('This avatar does not exist.');
      return reply
        .type(avatar.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(avatar.data);
    },
  );
};

export default avatarsRoutes;
