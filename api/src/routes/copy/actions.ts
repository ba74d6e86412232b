import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { copyLinkSchema, copyPerformanceImportSchema, copyScheduleSchema } from '@brandcast/shared';
import { copyResponse, performanceImportResponse } from '@brandcast/shared/answers';
import { CopyNotFound, Invalid } from '../../lib/domain-errors';
import { errors } from '../../schemas/common';
import { copyParams } from '../../schemas/copy';

export const SCHEDULE_IN_PAST = 'Pick a time in the future.';

/**
 * The transitions (spec section 4) and the rest of a copy's actions (registered by ./index, which
 * authenticates). All of them change the copy, so they need the owner or an editor.
 */
const actionRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['copy'];
  const copies = fastify.copiesRepository;

  fastify.post(
    '/:id/publish',
    {
      schema: {
        tags,
        security,
        summary:
          'Publish now: status published, publishedAt now (a draft or a scheduled copy); 409 when already published',
        params: copyParams,
        response: { 200: copyResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await copies.changeStatus(request.user.id, request.params.id, { to: 'published' }) }),
  );

  fastify.post(
    '/:id/schedule',
    {
      schema: {
        tags,
        security,
        summary:
          'Schedule: status scheduled at scheduledDate (in the future); the server publishes it when its time comes',
        params: copyParams,
        body: copyScheduleSchema,
        response: { 200: copyResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scheduledDate = new Date(request.body.scheduledDate);
      if (scheduledDate.getTime() <= Date.now()) throw new Invalid(SCHEDULE_IN_PAST);
      return {
        data: await copies.changeStatus(request.user.id, request.params.id, { to: 'scheduled', scheduledDate }),
      };
    },
  );

  fastify.post(
    '/:id/unschedule',
    {
      schema: {
        tags,
        security,
        summary: 'Back to draft (a scheduled copy only)',
        params: copyParams,
        response: { 200: copyResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => ({ data: await copies.changeStatus(request.user.id, request.params.id, { to: 'draft' }) }),
  );

  fastify.post(
    '/:id/duplicate',
    {
      schema: {
        tags,
        security,
        summary:
          'A new draft with the same text (owner and editors): not published or scheduled, performance zero, no link',
        params: copyParams,
        response: { 201: copyResponse, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const source = await copies.access(userId, request.params.id, 'edit');
      const copy = {
        projectId: source.projectId,
        messageId: source.messageId,
        platform: source.platform,
        format: source.format,
        title: source.title,
        content: source.content,
        hashtags: source.hashtags,
        provider: source.provider,
        providerNote: source.providerNote,
      };
      // The source's message deleted meanwhile: the duplicate follows the source, which no longer has one.
      const [created] = await copies.create(userId, [copy], { messageGone: 'detach' });
      return reply.code(201).send({ data: created! });
    },
  );

  fastify.post(
    '/:id/link',
    {
      schema: {
        tags,
        security,
        summary:
          'Give the copy a tracked link to targetUrl: {APP_URL}/r/{code} redirects there and each click adds to performance.clicks. A copy that has one keeps its code and clicks; the link then leads to the new targetUrl',
        params: copyParams,
        body: copyLinkSchema,
        response: { 200: copyResponse, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const userId = request.user.id;
      const { id } = request.params;
      await copies.access(userId, id, 'edit');
      const copy = await copies.setLink(userId, id, request.body.targetUrl);
      if (!copy) throw new CopyNotFound();
      return { data: copy };
    },
  );

  fastify.post(
    '/performance/import',
    {
      schema: {
        tags,
        security,
        summary:
          'Performance numbers for many copies (rows of a CSV export, matched by copy id), in one transaction: rows for copies the caller may edit are applied, the rest reported as skipped. A copy with a tracked link keeps the clicks the link counted: other clicks in its row are reported as skipped, its other numbers applied',
        body: copyPerformanceImportSchema,
        response: { 200: performanceImportResponse, ...errors(400, 401) },
      },
    },
    async (request) => ({ data: await copies.importPerformance(request.user.id, request.body.rows) }),
  );
};

export default actionRoutes;
