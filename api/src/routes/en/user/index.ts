import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileUpdateSchema } from '@brandcast/shared';
import { Conflict, Unauthenticated } from '../../../lib/domain-errors';
import { toUser } from '../../../repositories/users';
import { errors } from '../../../schemas/common';
import { profileResponse, userResponse } from '../../../schemas/user';
import { SESSION_ENDED } from '../../../plugins/app/auth';
import { EMAIL_TAKEN } from '../auth/index';
import preferencesRoutes from './preferences';

/** /en/user: the signed-in user's profile and preferences. Every route here needs a token. */
const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  // Account settings: a sign-in only, never an API token.
  fastify.addHook('onRequest', fastify.refuseApiToken);

  fastify.get(
    '/profile',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user (the host calls it to confirm a stored token)',
        security: [{ bearerAuth: [] }],
        response: { 200: userResponse, ...errors(401) },
      },
    },
    async (request) => ({ data: { user: toUser(request.user) } }),
  );

  fastify.patch(
    '/profile',
    {
      schema: {
        tags: ['user'],
        summary: 'Change first name, last name or email',
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: profileResponse, ...errors(400, 401, 409) },
      },
    },
    async (request) => {
      const row = await fastify.usersRepository.updateProfile(request.user.id, request.body);
      fastify.authCache.forgetUser(request.user.id);
      if (row === null) throw new Conflict(EMAIL_TAKEN);
      if (!row) throw new Unauthenticated(SESSION_ENDED);
      // Tokens name the user by id, so a new email needs no new token.
      return { data: { user: toUser(row) } };
    },
  );

  await fastify.register(preferencesRoutes);
};

export default userRoutes;
