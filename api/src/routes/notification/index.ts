import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationUpdateSchema } from '@brandcast/shared';
import { notificationListResponse, notificationResponse } from '@brandcast/shared/answers';
import { NotFound } from '../../lib/domain-errors';
import { toNotification } from '../../repositories/notifications';
import { errors, noContent } from '../../schemas/common';
import { NOTIFICATION_NOT_FOUND, notificationParams } from '../../schemas/notification';

/** Another user's notification answers exactly like one that does not exist. */
const missing = () => new NotFound(NOTIFICATION_NOT_FOUND);

/** /notification: the signed-in user's notifications (newest first, at most 50 kept). */
const notificationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const security = [{ bearerAuth: [] }];
  const tags = ['notification'];

  fastify.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The notifications, newest first, and how many are unread',
        response: { 200: notificationListResponse, ...errors(401) },
      },
    },
    async (request) => {
      const rows = await fastify.notificationsRepository.list(request.user.id);
      return { data: rows.map(toNotification), meta: { unread: rows.filter((row) => !row.read).length } };
    },
  );

  fastify.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Mark one notification read or unread',
        params: notificationParams,
        body: notificationUpdateSchema,
        response: { 200: notificationResponse, ...errors(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await fastify.notificationsRepository.setRead(request.user.id, id, request.body.read);
      if (!row) throw missing();
      return { data: toNotification(row) };
    },
  );

  fastify.post(
    '/read-all',
    {
      schema: { tags, security, summary: 'Mark every notification read', response: { 204: noContent, ...errors(401) } },
    },
    async (request, reply) => {
      await fastify.notificationsRepository.markAllRead(request.user.id);
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Remove one notification',
        params: notificationParams,
        response: { 204: noContent, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const removed = await fastify.notificationsRepository.remove(request.user.id, id);
      if (!removed) throw missing();
      return reply.code(204).send(null);
    },
  );

  fastify.delete(
    '/',
    {
      schema: { tags, security, summary: 'Remove every notification', response: { 204: noContent, ...errors(401) } },
    },
    async (request, reply) => {
      await fastify.notificationsRepository.clear(request.user.id);
      return reply.code(204).send(null);
    },
  );
};

export default notificationRoutes;
