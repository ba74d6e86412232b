import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUSINESS_NAME_MAX_LENGTH,
  MAX_PAGE_SIZE,
  PLANS,
  planLimitMessage,
  projectCreateSchema,
  projectListQuerySchema,
  projectName,
  projectUpdateSchema,
  type ProjectDetails,
} from '@brandcast/shared';
import { projectExportResponse, projectListResponse, projectResponse } from '@brandcast/shared/answers';
import { Forbidden, ProjectNotFound } from '../../lib/domain-errors';
import { accessOf } from '../../lib/feature-gate';
import type { JsonTextTypeProvider } from '../../lib/json-text';
import { errors, noContent } from '../../schemas/common';
import { projectParams } from '../../schemas/project';
import collaboratorRoutes from './collaborators';

/** "Copy of <name>", cut to the business name's length (by characters, so no half of an emoji is left). */
export function copyName(details: Pick<ProjectDetails, 'businessName'>): string {
  return Array.from(`Copy of ${projectName(details)}`)
    .slice(0, BUSINESS_NAME_MAX_LENGTH)
    .join('')
    .trimEnd();
}

/** The export's file name: brandcast-<name as lowercase ASCII words joined by dashes>.json. */
export function exportFilename(details: Pick<ProjectDetails, 'businessName'>): string {
  const slug = projectName(details)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `brandcast-${slug || 'project'}.json`;
}

/** Reads a paged list to its end. */
async function everyPage<T>(read: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await read(page);
    all.push(...items);
    if (items.length === 0 || all.length >= total) return all;
  }
}

/**
 * /project: the signed-in user's brand projects and those shared with them. Rights (project-access.ts):
 * any member reads, duplicates and exports; editors and the owner change it; only the owner shares it
 * publicly, deletes it and manages its collaborators; anyone else gets 404, as for a missing project.
 */
const projectRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const security = [{ bearerAuth: [] }];
  const tags = ['project'];
  const projects = fastify.projectsRepository;

  // PostgreSQL writes the list's JSON (project-list.ts), sent as it is: JsonText of the response schema's type.
  fastify.withTypeProvider<JsonTextTypeProvider>().get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'List the projects the caller owns or that are shared with them: filters, search, sorting and paging all run in the database',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponse, ...errors(400, 401) },
      },
    },
    async (request, reply) => {
      // A string with a JSON content type is not serialised again; the list tests check its bytes.
      const answer = await projects.list(request.user.id, request.query);
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One project (any member)',
        params: projectParams,
        response: { 200: projectResponse, ...errors(401, 404) },
      },
    },
    async (request) => {
      return { data: await projects.get(request.user.id, request.params.id) };
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
      const user = request.user;
      const { plan } = accessOf(user);
      const result = await projects.create(user.id, request.body, PLANS[plan].maxProjects);
      if ('limitReached' in result) throw new Forbidden(planLimitMessage(plan));
      return reply.code(201).send({ data: result.project });
    },
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change a project (owner and editors); fields left out keep their value; only the owner sets `public`',
        params: projectParams,
        body: projectUpdateSchema,
        response: { 200: projectResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const userId = request.user.id;
      await projects.authorize(userId, id, 'edit');
      if (request.body.public !== undefined) await projects.authorize(userId, id, 'share');
      const project = await projects.update(userId, id, request.body);
      if (!project) throw new ProjectNotFound();
      return { data: project };
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a project (owner only)',
        params: projectParams,
        response: { 204: noContent, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      await projects.authorize(request.user.id, id, 'delete');
      if (!(await projects.delete(request.user.id, id))) throw new ProjectNotFound();
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/:id/duplicate',
    {
      schema: {
        tags,
        security,
        summary: '"Copy of ..." as a new draft owned by the caller (any member); counts against the caller\'s plan',
        params: projectParams,
        response: { 201: projectResponse, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      const source = await projects.get(user.id, request.params.id);
      const result = await projects.create(
        user.id,
        {
          details: { ...source.details, businessName: copyName(source.details) },
          voice: source.voice,
          type: source.type,
          dueDate: source.dueDate,
          status: 'draft',
        },
        PLANS[accessOf(user).plan].maxProjects,
      );
      if ('limitReached' in result) throw new Forbidden(planLimitMessage(accessOf(user).plan));
      return reply.code(201).send({ data: result.project });
    },
  );

  fastify.get(
    '/:id/export',
    {
      schema: {
        tags,
        security,
        summary: 'The project and its content as a JSON file (any member)',
        params: projectParams,
        response: { 200: projectExportResponse, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const project = await projects.get(request.user.id, request.params.id);
      reply.header('content-disposition', `attachment; filename="${exportFilename(project.details)}"`);
      // Every page of its messages and copies, read under the same access check as their own routes.
      const userId = request.user.id;
      const messages = await everyPage((page) =>
        fastify.messagesRepository
          .list(userId, { page, size: MAX_PAGE_SIZE, projectId: project._id })
          .then((r) => ({ items: r.messages, total: r.total })),
      );
      const copies = await everyPage((page) =>
        fastify.copiesRepository
          .list(userId, { page, size: MAX_PAGE_SIZE, projectId: project._id })
          .then((r) => ({ items: r.copies, total: r.total })),
      );
      return { data: { exportedAt: new Date().toISOString(), project, messages, copies } };
    },
  );

  await fastify.register(collaboratorRoutes);
};

export default projectRoutes;
