import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ERRORS,
  PLANS,
  planLimitMessage,
  projectCreateSchema,
  projectListQuerySchema,
  projectUpdateSchema,
} from '@brandcast/shared';
import { forbidden, notFound } from '../../lib/http-errors';
import { toProject } from '../../repositories/projects';
import { errors, noContent } from '../../schemas/common';
import { projectListResponse, projectParams, projectResponse } from '../../schemas/project';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A project the user may not see answers exactly like one that does not exist. */
const missing = () => notFound(`${ERRORS.projectNotFound}.`);

/** /project: the signed-in user's brand projects. */
const projectRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('preHandler', fastify.authenticate);
  const security = [{ bearerAuth: [] }];
  const tags = ['project'];

  fastify.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'List projects: filters, search, sorting and paging all run in the database',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponse, ...errors(400, 401) },
      },
    },
    async (request) => {
      const query = request.query;
      const { projects, total } = await fastify.projectsRepository.list(request.user!.id, query);
      return {
        data: projects,
        pagination: { page: query.page, size: query.size, total, totalPages: Math.ceil(total / query.size) },
      };
    },
  );

  fastify.get(
    '/:id',
    {
      schema: { tags, security, summary: 'One project', params: projectParams, response: { 200: projectResponse, ...errors(401, 404) } },
    },
    async (request) => {
      const { id } = request.params;
      const row = uuid.test(id) ? await fastify.projectsRepository.get(request.user!.id, id) : undefined;
      if (!row) throw missing();
      return { data: toProject(row) };
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "Create a project (missing brand fields are ''); limited by the plan",
        body: projectCreateSchema,
        response: { 201: projectResponse, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const result = await fastify.projectsRepository.create(user.id, request.body, PLANS[user.plan].maxProjects);
      if ('limitReached' in result) throw forbidden(planLimitMessage(user.plan));
      return reply.code(201).send({ data: toProject(result.project) });
    },
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a project; fields left out keep their value',
        params: projectParams,
        body: projectUpdateSchema,
        response: { 200: projectResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = uuid.test(id) ? await fastify.projectsRepository.update(request.user!.id, id, request.body) : undefined;
      if (!row) throw missing();
      return { data: toProject(row) };
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: { tags, security, summary: 'Delete a project', params: projectParams, response: { 204: noContent, ...errors(401, 404) } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = uuid.test(id) ? await fastify.projectsRepository.delete(request.user!.id, id) : false;
      if (!deleted) throw missing();
      return reply.code(204).send(null);
    },
  );
};

export default projectRoutes;
