import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HASHTAG_MAX_LENGTH,
  MAX_HASHTAGS,
  NOTHING_NEW_NOTE,
  PLATFORM_LABELS,
  chargeFor,
  fewerNewNote,
  copyAdaptSchema,
  copyGenerateSchema,
  copyTitle,
  dedupeHashtags,
  projectName,
  truncateToCap,
  type Platform,
} from '@brandcast/shared';
import { copiesGenerateResponse, copyResponse } from '@brandcast/shared/answers';
import { HASHTAG, type GeneratedCopy, type Provenance } from '../../engine/index';
import { CopyNotFound, Invalid, NothingWritten, TooLittleToWrite } from '../../lib/domain-errors';
import type { NewCopy } from '../../repositories/copies/index';
import { errors } from '../../schemas/common';
import { copyParams } from '../../schemas/copy';
import { freshLines, knownCopyLines } from '../../repositories/known-lines';
import { sourceMessage } from './access';

/** Hashtags as a copy keeps them: `#word` each, deduplicated (any case), at most MAX_HASHTAGS. */
export function cleanHashtags(tags: string[]): string[] {
  return dedupeHashtags(tags.filter((tag) => HASHTAG.test(tag) && tag.length <= HASHTAG_MAX_LENGTH)).slice(
    0,
    MAX_HASHTAGS,
  );
}

/**
 * A generated copy as it is stored: cut to the cap if a provider overran it, with who wrote it, titled by what
 * it says (whichever provider wrote it, and never cut mid-word).
 */
function toNewCopy(
  item: GeneratedCopy,
  platform: Platform,
  provenance: Provenance,
  source: { projectId: string; messageId: string | null },
): NewCopy {
  const content = truncateToCap(item.content, platform);
  return {
    ...source,
    platform,
    format: item.format,
    title: copyTitle(platform, item.format, content),
    content,
    hashtags: cleanHashtags(item.hashtags),
    provider: provenance.provider,
    providerNote: provenance.fallbackReason ?? null,
  };
}

/**
 * Generation (registered by ./index, which authenticates): copies written by the engine. Each paid
 * request checks the balance before the engine runs, and is charged in the transaction that stores its
 * copies, so a failed generation costs nothing.
 */
const generateRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['copy'];
  const copies = fastify.copiesRepository;
  const credits = fastify.creditsRepository;

  fastify.post(
    '/generate',
    {
      // Spends credits: a retry with the same Idempotency-Key answers the first result (plugins/app/idempotency.ts).
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary:
          'Generate up to `count` draft copies for one platform from a message of the project, or from the project alone (owner and editors), none the project already has; 30 credits for a full set, its share for fewer (a 422, nothing charged, when nothing new could be written)',
        body: copyGenerateSchema,
        response: { 201: copiesGenerateResponse, ...errors(400, 401, 402, 403, 404, 409, 422, 502) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { projectId, messageId, platform, format, count } = request.body;
      const project = await fastify.projectsRepository.getToChangeContent(userId, projectId, 'copies');
      const message = messageId ? await sourceMessage(fastify, projectId, messageId) : null;
      await credits.ensure(userId, 'copyGeneration');

      // Never a copy the project already has for this platform (compared as stored: cut to the cap): asked again.
      const known = await knownCopyLines(fastify.db.orm, projectId, platform);
      const { generated, items, dropped } = await freshLines(
        async () => {
          const answer = await fastify.engine.generateCopies(
            { details: project.details, voice: project.voice },
            message ? { type: message.type, title: message.title, content: message.content } : null,
            { platform, format, count, seed: fastify.newSeed() },
          );
          return {
            ...answer,
            items: answer.items.map((item) => ({ ...item, content: truncateToCap(item.content, platform) })),
          };
        },
        known,
        count,
      );
      const rows = items.map((item) =>
        toNewCopy(item, platform, generated, { projectId, messageId: message?.id ?? null }),
      );
      if (rows.length === 0) {
        if (generated.items.some((item) => item.content.trim())) throw new TooLittleToWrite(NOTHING_NEW_NOTE);
        throw generated.note ? new TooLittleToWrite(generated.note) : new NothingWritten();
      }
      const cost = chargeFor('copyGeneration', rows.length, count);
      const created = await copies.create(userId, rows, {
        charge: (tx, ids) =>
          credits.charge(
            tx,
            userId,
            'copyGeneration',
            `${PLATFORM_LABELS[platform]} copy for ${projectName(project.details)}`,
            ids[0],
            cost,
          ),
      });
      const fewer = rows.length < count ? fewerNewNote('copyGeneration', rows.length, count, dropped > 0) : null;
      const note = [generated.note, fewer].filter(Boolean).join(' ');
      return reply.code(201).send({ data: created, ...(note ? { note } : {}) });
    },
  );

  fastify.post(
    '/:id/adapt',
    {
      // Spends credits: a retry with the same Idempotency-Key answers the first result (plugins/app/idempotency.ts).
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary: 'A new draft copy: this one rewritten for another platform (owner and editors); 30 credits',
        params: copyParams,
        body: copyAdaptSchema,
        response: { 201: copyResponse, ...errors(400, 401, 402, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { platform } = request.body;
      const source = await copies.access(userId, request.params.id, 'edit');
      if (source.platform === platform) {
        throw new Invalid(
          `This copy is already for ${PLATFORM_LABELS[platform]}; pick another platform to adapt it to.`,
        );
      }
      await credits.ensure(userId, 'copyGeneration');

      const adapted = await fastify.engine.adaptCopy(
        {
          platform: source.platform,
          format: source.format,
          title: source.title,
          content: source.content,
          hashtags: source.hashtags,
        },
        platform,
        fastify.newSeed(),
      );
      if (!adapted.copy.content.trim()) throw new NothingWritten();
      const [created] = await copies.create(
        userId,
        [toNewCopy(adapted.copy, platform, adapted, { projectId: source.projectId, messageId: source.messageId })],
        {
          charge: (tx, ids) =>
            credits.charge(
              tx,
              userId,
              'copyGeneration',
              `${PLATFORM_LABELS[source.platform]} copy adapted for ${PLATFORM_LABELS[platform]}`,
              ids[0],
            ),
          // The source's message deleted meanwhile: the adaptation follows the source, which no longer has one.
          messageGone: 'detach',
        },
      );
      return reply.code(201).send({ data: created! });
    },
  );

  fastify.post(
    '/:id/hashtags',
    {
      schema: {
        tags,
        security,
        summary:
          "Set the copy's hashtags from the engine (`#word` each, deduplicated); providerNote says when the built-in writer stood in for the model; free (owner and editors)",
        params: copyParams,
        response: { 200: copyResponse, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const copy = await copies.access(userId, request.params.id, 'edit');
      const project = await fastify.projectsRepository.getToChangeContent(userId, copy.projectId, 'copies');
      const { hashtags, fallbackReason } = await fastify.engine.hashtags(
        [copy.title, copy.content].filter(Boolean).join('\n'),
        { details: project.details },
      );
      // The answer says when the built-in writer stood in for the model, as generation's does.
      const updated = await copies.update(userId, copy.id, {
        hashtags: cleanHashtags(hashtags),
        providerNote: fallbackReason ?? null,
      });
      if (!updated) throw new CopyNotFound();
      return { data: updated };
    },
  );
};

export default generateRoutes;
