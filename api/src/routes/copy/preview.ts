import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FREE_PREVIEWS_PER_DAY, copyPreviewSchema, previewResponse, truncateToCap } from '@brandcast/shared';
import { countPreview, pickOne } from '../../plugins/app/free-preview';
import { freshLines, knownCopyLines } from '../../repositories/known-lines';
import { errors } from '../../schemas/common';
import { sourceMessage } from './access';
import { cleanHashtags } from './generate';

/** POST /copy/preview (registered by ./index, which authenticates): one free candidate copy (plugins/app/free-preview.ts). */
const copyPreviewRoute: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];

  fastify.post(
    '/preview',
    {
      schema: {
        tags: ['copy'],
        security,
        summary: `One candidate copy for one platform, free: not stored, not charged; ${FREE_PREVIEWS_PER_DAY} a day per account (owner and editors)`,
        body: copyPreviewSchema,
        response: { 200: previewResponse, ...errors(400, 401, 403, 404, 422, 429, 502) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { projectId, messageId, platform, format } = request.body;
      const project = await fastify.projectsRepository.getToChangeContent(userId, projectId, 'copies');
      const message = messageId ? await sourceMessage(fastify, projectId, messageId) : null;
      const remaining = await countPreview(fastify, userId, reply);
      const known = await knownCopyLines(fastify.db.orm, projectId, platform);
      const item = pickOne(
        await freshLines(
          async () => {
            const answer = await fastify.engine.generateCopies(
              { details: project.details, voice: project.voice },
              message ? { type: message.type, title: message.title, content: message.content } : null,
              { platform, format, count: 1, seed: fastify.newSeed() },
            );
            const items = answer.items.map((copy) => ({ ...copy, content: truncateToCap(copy.content, platform) }));
            return { ...answer, items };
          },
          known,
          1,
        ),
      );
      return { data: { content: item.content, hashtags: cleanHashtags(item.hashtags) }, remaining };
    },
  );
};

export default copyPreviewRoute;
