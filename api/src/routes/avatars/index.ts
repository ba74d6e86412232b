import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/domain-errors';
import { errors, pathId } from '../../schemas/common';

const AVATAR_NOT_FOUND = 'This avatar does not exist.';

/** GET /avatars/:id: the image. An upload gets a new id, so the answer never changes. */
const avatarsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'An uploaded avatar image',
        params: z.object({ id: pathId(AVATAR_NOT_FOUND) }),
        produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
        response: { 200: z.any().describe('The image bytes'), ...errors(404) },
      },
    },
    async (request, reply) => {
      const avatar = await fastify.avatarsRepository.get(request.params.id);
      if (!avatar) throw new NotFound(AVATAR_NOT_FOUND);
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
