import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FREE_PREVIEWS_PER_DAY, messagePreviewSchema, previewResponse } from '@brandcast/shared';
import { countPreview, pickOne } from '../../plugins/app/free-preview';
import { freshLines, knownMessageLines } from '../../repositories/known-lines';
import { errors } from '../../schemas/common';

/** POST /message/preview (registered by ./index, which authenticates): one free candidate line (plugins/app/free-preview.ts). */
const messagePreviewRoute: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];

  fastify.post(
    '/preview',
    {
      schema: {
        tags: ['message'],
        security,
        summary: `One candidate message, free: not stored, not charged; ${FREE_PREVIEWS_PER_DAY} a day per account (owner and editors)`,
        body: messagePreviewSchema,
        response: { 200: previewResponse, ...errors(400, 401, 403, 404, 422, 429, 502) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { projectId, type } = request.body;
      const project = await fastify.projectsRepository.getToChangeContent(userId, projectId, 'messages');
      const remaining = await countPreview(fastify, userId, reply);
      const known = await knownMessageLines(fastify.db.orm, projectId);
      const item = pickOne(
        await freshLines(
          () =>
            fastify.engine.generateMessages(
              { details: project.details, voice: project.voice },
              { type, count: 1, seed: fastify.newSeed() },
            ),
          known,
          1,
        ),
      );
      return { data: { content: item.content, hashtags: [] }, remaining };
    },
  );
};

export default messagePreviewRoute;
