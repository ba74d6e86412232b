import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditsResponse } from '@brandcast/shared/answers';
import { Unauthenticated } from '../../lib/domain-errors';
import { errors } from '../../schemas/common';

/** /credits: the signed-in user's balance, plan and newest ledger rows (the monthly grant is written when due). */
const creditsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);

  fastify.get(
    '/',
    {
      schema: {
        tags: ['credits'],
        security: [{ bearerAuth: [] }],
        summary: "The caller's credit balance, plan, next renewal and newest 50 ledger rows",
        response: { 200: creditsResponse, ...errors(401) },
      },
    },
    async (request) => {
      const credits = await fastify.creditsRepository.summary(request.user.id);
      // Only when the account was deleted after its token was checked.
      if (!credits) throw new Unauthenticated('Your account no longer exists. Please sign in again.');
      return { data: credits };
    },
  );
};

export default creditsRoutes;
