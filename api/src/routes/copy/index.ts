import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { copyCreateSchema, copyListQuerySchema, copyUpdateSchema } from '@brandcast/shared';
import { copyListResponse, copyResponse } from '@brandcast/shared/answers';
import { CopyNotFound } from '../../lib/domain-errors';
import { errors, noContent, page } from '../../schemas/common';
import { copyParams } from '../../schemas/copy';
import actionRoutes from './actions';
import publicationRoutes from './publications';
import generateRoutes from './generate';
import copyPreviewRoute from './preview';
import { sourceMessage } from './access';

/**
 * /copy: marketing copy for one platform, of the projects the caller owns or that are shared with them.
 * Rights follow the project (project-access.ts): any member reads; the owner and editors write; a viewer
 * writing gets 403; anyone else 404, as for a missing copy.
 */
const copyRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const security = [{ bearerAuth: [] }];
  const tags = ['copy'];
  const copies = fastify.copiesRepository;

  fastify.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Every copy of every project the caller can read, newest first; filters and paging',
        querystring: copyListQuerySchema,
        response: { 200: copyListResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      const { copies: items, total } = await copies.list(request.user.id, request.query);
      return page(items, request.query, total);
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One copy (any member of its project)',
        params: copyParams,
        response: { 200: copyResponse, ...errors(401, 404) },
      },
    },
    async (request) => ({ data: await copies.access(request.user.id, request.params.id, 'read') }),
  );

  fastify.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "Write a copy by hand (owner and editors): a draft; beyond the platform's character cap it is refused",
        body: copyCreateSchema,
        response: { 201: copyResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { projectId, messageId, ...fields } = request.body;
      await fastify.projectsRepository.getToChangeContent(userId, projectId, 'copies');
      const message = messageId ? await sourceMessage(fastify, projectId, messageId) : null;
      const [copy] = await copies.create(userId, [{ ...fields, projectId, messageId: message?.id ?? null }]);
      return reply.code(201).send({ data: copy! });
    },
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Change a copy (owner and editors); fields left out keep their value. The cap is checked against the resulting platform; new performance numbers stamp performance.lastUpdated. A copy with a tracked link has its clicks counted by the link: another performance.clicks is a 400',
        params: copyParams,
        body: copyUpdateSchema,
        response: { 200: copyResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const { id } = request.params;
      await copies.access(userId, id, 'edit');
      const copy = await copies.update(userId, id, request.body);
      if (!copy) throw new CopyNotFound();
      return { data: copy };
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a copy (owner and editors)',
        params: copyParams,
        response: { 204: noContent, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const { id } = request.params;
      await copies.access(userId, id, 'edit');
      if (!(await copies.delete(userId, id))) throw new CopyNotFound();
      return reply.code(204).send(null);
    },
  );

  await fastify.register(generateRoutes);
  await fastify.register(copyPreviewRoute);
  await fastify.register(actionRoutes);
  await fastify.register(publicationRoutes);
};

export default copyRoutes;
