import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { preferencesSchema } from '@brandcast/shared';
import { preferencesResponse } from '@brandcast/shared/answers';
import { errors } from '../../../schemas/common';

/** /en/user/preferences: the settings page's preferences, stored per user (the spec's defaults until saved). */
const preferencesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['user'];

  fastify.get(
    '/preferences',
    {
      schema: {
        tags,
        security,
        summary: "The user's preferences (the spec's defaults until saved)",
        response: { 200: preferencesResponse, ...errors(401) },
      },
    },
    async (request) => ({ data: await fastify.preferencesRepository.get(request.user.id) }),
  );

  fastify.put(
    '/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Replace the preferences: every key, no others',
        body: preferencesSchema,
        response: { 200: preferencesResponse, ...errors(400, 401) },
      },
    },
    async (request) => ({ data: await fastify.preferencesRepository.put(request.user.id, request.body) }),
  );
};

export default preferencesRoutes;
