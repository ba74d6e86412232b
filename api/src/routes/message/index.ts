import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CREDIT_COSTS,
  MAX_VARIANTS,
  messageCreateSchema,
  messageListQuerySchema,
  messageTestSchema,
  messageUpdateSchema,
  messageVariantsSchema,
} from '@brandcast/shared';
import { messageListResponse, messageResponse } from '@brandcast/shared/answers';
import { TooLittleToWrite } from '../../lib/domain-errors';
import { errors, noContent, page } from '../../schemas/common';
import { messageParams } from '../../schemas/message';
import generateRoutes from './generate';

/** Options-only bodies may be left out (a plain POST): as if `{}` was sent, so their defaults apply. */
async function emptyBodyIsEmptyObject(request: FastifyRequest) {
  request.body ??= {};
}

/**
 * /message: the brand messages of every project the caller is a member of. Members read; the owner and
 * editors write (viewers get 403); anyone else gets 404 as for a message that does not exist. Generation,
 * variants and split tests cost credits, charged in the transaction that stores their result (402 when
 * the balance is short).
 */
const messageRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const security = [{ bearerAuth: [] }];
  const tags = ['message'];
  const messages = fastify.messagesRepository;
  const credits = fastify.creditsRepository;
  // POST /generate (and its free preview): in ./generate, under this plugin's authentication.
  await fastify.register(generateRoutes);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'List the messages of every project the caller can read, newest first; filter by project, status, type or text',
        querystring: messageListQuerySchema,
        response: { 200: messageListResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { messages: items, total } = await messages.list(request.user.id, request.query);
      return page(items, request.query, total);
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One message (any member of its project)',
        params: messageParams,
        response: { 200: messageResponse, ...errors(401, 404) },
      },
    },
    async (request) => {
      return { data: await messages.get(request.user.id, request.params.id) };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Write a message by hand: a draft with score 0 (owner and editors of the project)',
        body: messageCreateSchema,
        response: { 201: messageResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const message = await messages.create(request.user.id, request.body);
      return reply.code(201).send({ data: message });
    },
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Change type, title or content (owner and editors). New content clears the measured score, and a message in testing goes back to draft',
        params: messageParams,
        body: messageUpdateSchema,
        response: { 200: messageResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await messages.update(request.user.id, request.params.id, request.body) }),
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a message and its split-test links (owner and editors)',
        params: messageParams,
        response: { 204: noContent, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await messages.delete(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/:id/variants',
    {
      // Spends credits: a retry with the same Idempotency-Key answers the first result (plugins/app/idempotency.ts).
      config: { idempotent: true },
      preValidation: emptyBodyIsEmptyObject,
      schema: {
        tags,
        security,
        summary: `Add up to \`count\` variants (at most ${MAX_VARIANTS} kept); providerNote says when the built-in writer stood in for the model; costs ${CREDIT_COSTS.brandMessage} credits`,
        params: messageParams,
        body: messageVariantsSchema,
        response: { 200: messageResponse, ...errors(400, 401, 402, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const { id } = request.params;
      const { count } = request.body;
      const message = await messages.readyForVariants(userId, id, count);
      const project = await fastify.projectsRepository.getToChangeContent(userId, message.projectId, 'messages');
      await credits.ensure(userId, 'brandMessage');
      // Asked for as many more as it has, so that `count` remain after dropping those it already has.
      const generated = await fastify.engine.generateVariants(
        { type: message.type, title: message.title, content: message.content },
        {
          count: Math.min(MAX_VARIANTS, count + message.variants.length),
          seed: fastify.newSeed(),
          project: { details: project.details, voice: project.voice },
        },
      );
      const candidates = generated.items.map((item) => item.content).filter((content) => content.trim());
      // No other angle on this line in these fields (the writer returns none rather than decorate it): a 422 with why.
      if (candidates.length === 0)
        throw new TooLittleToWrite(
          generated.note ??
            "No variant of this message could be written from the project's fields; add what you sell or a unique value for more.",
        );
      return { data: await messages.addVariants(userId, id, candidates, count, generated) };
    },
  );

  fastify.post(
    '/:id/test',
    {
      // Spends credits: a retry with the same Idempotency-Key answers the first result (plugins/app/idempotency.ts).
      config: { idempotent: true },
      preValidation: emptyBodyIsEmptyObject,
      schema: {
        tags,
        security,
        summary: `Start a split test: status testing, clarity/impact/memorability measured with their parts, one tracked link per arm (the message and each variant) to \`targetUrl\` (default: the project's public page; a private project needs \`targetUrl\` or \`makeProjectPublic: true\`, else 400); costs ${CREDIT_COSTS.splitTest} credits`,
        params: messageParams,
        body: messageTestSchema,
        response: { 200: messageResponse, ...errors(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await messages.test(request.user.id, request.params.id, request.body) }),
  );

  fastify.post(
    '/:id/publish',
    {
      schema: {
        tags,
        security,
        summary: 'Publish a draft or a message in testing',
        params: messageParams,
        response: { 200: messageResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await messages.setStatus(request.user.id, request.params.id, 'publish') }),
  );

  fastify.post(
    '/:id/archive',
    {
      schema: {
        tags,
        security,
        summary: 'Archive a message; an archived message can then only be duplicated or deleted',
        params: messageParams,
        response: { 200: messageResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await messages.setStatus(request.user.id, request.params.id, 'archive') }),
  );

  fastify.post(
    '/:id/duplicate',
    {
      schema: {
        tags,
        security,
        summary: 'A new draft with the same type, title, text and variants; score 0, not tested',
        params: messageParams,
        response: { 201: messageResponse, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await messages.duplicate(request.user.id, request.params.id) }),
  );
};

export default messageRoutes;
