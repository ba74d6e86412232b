import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TWO_FACTOR, apiTokenCreateSchema } from '@brandcast/shared';
import { apiTokenListResponse, apiTokenResponse } from '@brandcast/shared/answers';
import { Forbidden, NotFound } from '../../lib/domain-errors';
import { requireFeature, requireVerifiedEmail } from '../../lib/feature-gate';
import { API_TOKEN_NOT_FOUND, apiTokenParams } from '../../schemas/api-token';
import { errors, noContent } from '../../schemas/common';

/**
 * /token: personal API tokens (API access: Enterprise and admin). An account route: it needs a sign-in,
 * never an API token, so a leaked token cannot make more of itself.
 */
const tokenRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.refuseApiToken);
  const security = [{ bearerAuth: [] }];
  const tags = ['token'];
  const tokens = fastify.apiTokensRepository;

  fastify.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Create a personal API token (Enterprise plan, a confirmed email address): the secret is answered this once; use it as `Authorization: Bearer bc_…`',
        description:
          "With two-factor sign-in on, twoFactorCode (the authenticator app's current code) is needed: 403 when it is missing or wrong.",
        body: apiTokenCreateSchema,
        response: { 201: apiTokenResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      // Only creating is gated: after a downgrade, tokens stop working but can still be listed and revoked.
      requireFeature(request.user, 'apiAccess');
      requireVerifiedEmail(request.user);
      const { twoFactorCode, ...input } = request.body;
      if (request.user.totpEnabledAt) {
        if (
          !twoFactorCode ||
          !(await fastify.twoFactor.spend(request.user, twoFactorCode, reply, { recovery: false }))
        ) {
          throw new Forbidden(TWO_FACTOR.tokenNeedsCode);
        }
      }
      return reply.code(201).send({ data: await tokens.create(request.user.id, input) });
    },
  );

  fastify.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "The caller's API tokens with their last use, newest first (never a secret)",
        response: { 200: apiTokenListResponse, ...errors(401, 403) },
      },
    },
    async (request) => ({ data: await tokens.list(request.user.id) }),
  );

  fastify.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke an API token: it stops working at once',
        params: apiTokenParams,
        response: { 204: noContent, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await tokens.revoke(request.user.id, request.params.id))) throw new NotFound(API_TOKEN_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};

export default tokenRoutes;
