import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN, adminAccountsQuerySchema, adminPlanChangeSchema } from '@brandcast/shared';
import type { FastifyRequest } from 'fastify';
import { Conflict, Forbidden, NotFound } from '../../lib/domain-errors';
import { adminAccountsRepository, toAdminAccount } from '../../repositories/admin-accounts';
import { adminAccountListResponse, adminAccountResponse, adminContactResponse } from '@brandcast/shared/answers';
import { adminAccountParams } from '../../schemas/admin';
import { errors, page } from '../../schemas/common';

/**
 * /admin: the installation's administrator (the first account, `users.is_admin`) lists every
 * account and, while payments are not connected, changes any account's plan. Everyone signed in may ask who
 * the administrator is, so the upgrade dialog can say whom to ask. Account routes: a sign-in, never an API token.
 *
 * With payments connected a plan follows what the account pays: Stripe's webhooks set it (routes/stripe), and
 * a plan changed here would disagree with the subscription Stripe bills until the next event overwrote it. So the
 * change is refused (409) then, and the contact names no one (an upgrade is paid, not asked for).
 */
const adminRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.refuseApiToken);
  const security = [{ bearerAuth: [] }];
  const tags = ['admin'];
  const accounts = adminAccountsRepository(fastify.db.orm);
  const paymentsConnected = fastify.config.stripe !== undefined;
  const requireAdmin = async (request: FastifyRequest) => {
    if (!request.user.isAdmin) throw new Forbidden(ADMIN.onlyAdmins);
  };

  fastify.get(
    '/contact',
    {
      schema: {
        tags,
        security,
        summary: 'Who administers this installation, to ask for a plan while payments are not connected',
        response: { 200: adminContactResponse, ...errors(401, 403) },
      },
    },
    async () => ({
      data: { paymentsConnected, administrator: paymentsConnected ? null : ((await accounts.administrator()) ?? null) },
    }),
  );

  fastify.get(
    '/accounts',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Every account, oldest first, narrowed by `search` (a part of the email); the installation's administrator only (else 403)",
        querystring: adminAccountsQuerySchema,
        response: { 200: adminAccountListResponse, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { accounts: list, total } = await accounts.list(request.query);
      return page(list, request.query, total);
    },
  );

  fastify.patch(
    '/accounts/:id/plan',
    {
      preValidation: requireAdmin,
      schema: {
        tags,
        security,
        summary:
          "Change an account's plan at once, as `npm run plan` does: a new period starts and the plan's monthly credits are granted in full (the administrator only, else 403; 409 with payments connected: plans follow Stripe)",
        params: adminAccountParams,
        body: adminPlanChangeSchema,
        response: { 200: adminAccountResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      if (paymentsConnected) throw new Conflict(ADMIN.paymentsConnected);
      const row = await fastify.subscriptionsRepository.changeNow(request.params.id, request.body);
      if (!row) throw new NotFound(ADMIN.accountNotFound);
      // The account's cached sessions see the new plan at their next request.
      fastify.authCache.forgetUser(row.id);
      return { data: toAdminAccount(row) };
    },
  );
};

export default adminRoutes;
