import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CREDIT_COSTS,
  NOTHING_NEW_NOTE,
  chargeFor,
  fewerNewNote,
  messageGenerateSchema,
  titleFor,
} from '@brandcast/shared';
import { messageGenerateResponse } from '@brandcast/shared/answers';
import { audienceLearning, learningSentence } from '@brandcast/shared/scoring';
import { NothingWritten, TooLittleToWrite } from '../../lib/domain-errors';
import { favourWeight } from '../../engine/built-in/messages';
import { freshLines, knownMessageLines } from '../../repositories/known-lines';
import { errors } from '../../schemas/common';
import messagePreviewRoute from './preview';

/**
 * POST /message/generate (registered by ./index, which authenticates): draft messages written from the
 * project's brand fields, none the project already has, charged for what is returned in the transaction
 * that stores them.
 */
const generateRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['message'];
  const messages = fastify.messagesRepository;
  const credits = fastify.creditsRepository;
  await fastify.register(messagePreviewRoute);

  fastify.post(
    '/generate',
    {
      // Spends credits: a retry with the same Idempotency-Key answers the first result (plugins/app/idempotency.ts).
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary: `Write up to \`count\` draft messages from the project's brand fields, none the project already has; costs ${CREDIT_COSTS.brandMessage} credits for a full set, its share for fewer (a 422, nothing charged, when nothing new could be written)`,
        body: messageGenerateSchema,
        response: { 201: messageGenerateResponse, ...errors(400, 401, 402, 403, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { projectId, type, count } = request.body;
      const project = await fastify.projectsRepository.getToChangeContent(userId, projectId, 'messages');
      // Fails fast before a model call; the charge itself is checked again under the lock.
      await credits.ensure(userId, 'brandMessage');
      // What this account's audience has been shown to click (its split tests), once the evidence is there.
      const learned = audienceLearning(await messages.splitTestArms(userId));
      const favour = learned ? { shape: learned.shape, weight: favourWeight(learned.ratio) } : undefined;
      // Never a line the project already has (any earlier call, any type): asked again for new ones instead.
      const known = await knownMessageLines(fastify.db.orm, projectId);
      const { generated, items, dropped } = await freshLines(
        () =>
          fastify.engine.generateMessages(
            { details: project.details, voice: project.voice },
            // Asked for the known lines' worth more (at most ten), so the lines the project has do not use up the set.
            { type, count: Math.min(10, count + known.size), seed: fastify.newSeed(), ...(favour ? { favour } : {}) },
          ),
        known,
        count,
      );
      if (items.length === 0) {
        if (generated.items.some((item) => item.content.trim())) throw new TooLittleToWrite(NOTHING_NEW_NOTE);
        throw generated.note ? new TooLittleToWrite(generated.note) : new NothingWritten();
      }
      const cost = chargeFor('brandMessage', items.length, count);
      const created = await messages.createGenerated(
        userId,
        projectId,
        items.map((item) => ({
          type,
          // Titled by what it says: two lines written from the same angle still differ there.
          title: titleFor(item.content),
          content: item.content,
          provider: generated.provider,
          providerNote: generated.fallbackReason ?? null,
        })),
        cost,
      );
      const fewer = items.length < count ? fewerNewNote('brandMessage', items.length, count, dropped > 0) : null;
      const note = [generated.note, fewer, learned ? learningSentence(learned) : null].filter(Boolean).join(' ');
      return reply.code(201).send({ data: created, ...(note ? { note } : {}) });
    },
  );
};

export default generateRoutes;
