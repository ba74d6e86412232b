import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFound } from '../../lib/domain-errors';
import { sendImage } from '../../lib/image-upload';
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
      return sendImage(reply, avatar, 'public, max-age=31536000, immutable');
    },
  );
};

export default avatarsRoutes;
