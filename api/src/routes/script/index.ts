import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CREDIT_COSTS,
  SCRIPT_SECONDS,
  scriptCreateSchema,
  scriptGenerateSchema,
  scriptListQuerySchema,
  scriptUpdateSchema,
} from '@brandcast/shared';
import { scriptListResponse, scriptResponse } from '@brandcast/shared/answers';
import { engineConfigFromEnv } from '../../engine/index';
import { createScriptWriter } from '../../engine/openai-scripts';
import { errors, noContent, page } from '../../schemas/common';
import { scriptParams } from '../../schemas/script';

/**
 * /script: the video scripts of every project the caller is a member of, read on the teleprompter.
 * Members read; the owner and editors write (viewers get 403); anyone else gets 404 as for a script that
 * does not exist. Generation costs CREDIT_COSTS.videoScript, charged in the transaction that stores it.
 */
const scriptRoutes: FastifyPluginAsyncZod = async (fastify) => {
  // The model when AI_BASE_URL is set (the built-in writer standing in when it fails), as for messages and copies.
  const writer = createScriptWriter(engineConfigFromEnv());
  fastify.addHook('onRequest', fastify.authenticate);
  const security = [{ bearerAuth: [] }];
  const tags = ['script'];
  const scripts = fastify.scriptsRepository;

  fastify.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'List the scripts of every project the caller can read (or of `projectId`), newest first; `search` in title and text',
        querystring: scriptListQuerySchema,
        response: { 200: scriptListResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { scripts: items, total } = await scripts.list(request.user.id, request.query);
      return page(items, request.query, total);
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One script (any member of its project)',
        params: scriptParams,
        response: { 200: scriptResponse, ...errors(401, 404) },
      },
    },
    async (request) => ({ data: await scripts.get(request.user.id, request.params.id) }),
  );

  fastify.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Save a script written or pasted by hand (owner and editors of the project); targetSeconds defaults to its reading time',
        body: scriptCreateSchema,
        response: { 201: scriptResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await scripts.create(request.user.id, request.body) }),
  );

  fastify.post(
    '/generate',
    {
      // Spends credits: a retry with the same Idempotency-Key answers the first result (plugins/app/idempotency.ts).
      config: { idempotent: true },
      schema: {
        tags,
        security,
        summary: `Write a script with a hook, a body and a call to action from the project's brand fields (and the message), read aloud in \`seconds\` (${SCRIPT_SECONDS.join(', ')}) at 150 words per minute, within 25%; costs ${CREDIT_COSTS.videoScript} credits`,
        body: scriptGenerateSchema,
        response: { 201: scriptResponse, ...errors(400, 401, 402, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { projectId, messageId, seconds } = request.body;
      const source = await scripts.sourceFor(userId, projectId, messageId);
      // Fails fast before writing; the charge itself is checked again under the lock.
      await fastify.creditsRepository.ensure(userId, 'videoScript');
      const written = await writer.write({ details: source.details }, source.message, seconds, fastify.newSeed());
      const script = await scripts.createGenerated(userId, {
        projectId,
        messageId: messageId ?? null,
        title: written.title,
        content: written.content,
        targetSeconds: seconds,
        provider: written.provider,
        providerNote: written.fallbackReason ?? null,
      });
      return reply.code(201).send({ data: script });
    },
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change title, content or target length (owner and editors)',
        params: scriptParams,
        body: scriptUpdateSchema,
        response: { 200: scriptResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await scripts.update(request.user.id, request.params.id, request.body) }),
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a script (owner and editors)',
        params: scriptParams,
        response: { 204: noContent, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await scripts.delete(request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default scriptRoutes;
