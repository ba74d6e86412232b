import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAYMENTS_NOT_CONNECTED, type Subscription } from '@brandcast/shared';
import type { UserRow } from '../../db/schema';
import { Conflict, Unauthenticated } from '../../lib/domain-errors';
import { accessOf } from '../../lib/feature-gate';
import { billingResponse, ledgerPageResponse, ledgerQuery, planChangeBody, subscriptionResponse } from '../../schemas/billing';
import { errors } from '../../schemas/common';

export const GONE = 'Your account no longer exists. Please sign in again.';

export function toSubscription(row: UserRow, paymentsConnected: boolean): Subscription {
  return {
    plan: row.plan,
    interval: row.planInterval,
    status: row.subscriptionStatus,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    scheduledPlan: row.scheduledPlan,
    scheduledInterval: row.scheduledInterval,
    access: accessOf(row),
    paymentsConnected,
  };
}

/**
 * /billing: the caller's subscription, what they spent this period, the ledger, and plan changes. An
 * account route: a sign-in only, never an API token.
 */
const billingRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  fastify.addHook('onRequest', fastify.refuseApiToken);
  const security = [{ bearerAuth: [] }];
  const tags = ['billing'];
  // Stripe Checkout and webhooks are not built yet: plans change through `npm run plan` only.
  const paymentsConnected = () => false;

  fastify.get(
    '/',
    { schema: { tags, security, summary: 'The subscription (plan, interval, status, period, what applies now) and credits spent this period by action', response: { 200: billingResponse, ...errors(401, 403) } } },
    async (request) => {
      const row = await fastify.subscriptionsRepository.settle(request.user.id);
      if (!row) throw new Unauthenticated(GONE);
      const usage = await fastify.creditsRepository.usageSince(row.id, row.currentPeriodStart);
      return { data: { subscription: toSubscription(row, paymentsConnected()), usage } };
    },
  );

  fastify.get(
    '/ledger',
    { schema: { tags, security, summary: 'The credit ledger, newest first, filtered by action and days (from, to: YYYY-MM-DD), 50 a page', querystring: ledgerQuery, response: { 200: ledgerPageResponse, ...errors(400, 401, 403) } } },
    async (request) => ({ data: await fastify.creditsRepository.ledger(request.user.id, request.query) }),
  );

  fastify.post(
    '/change',
    {
      schema: {
        tags,
        security,
        summary: 'Ask for a plan: a downgrade (lower plan, or yearly to monthly) takes effect when the period ends; the current plan again drops a waiting downgrade; an upgrade needs payment (409 when payments are not connected)',
        body: planChangeBody,
        response: { 200: subscriptionResponse, ...errors(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const result = await fastify.subscriptionsRepository.request(request.user.id, request.body);
      if (!result) throw new Unauthenticated(GONE);
      if (result.upgrade) throw new Conflict(PAYMENTS_NOT_CONNECTED);
      fastify.authCache.forgetUser(request.user.id);
      return { data: toSubscription(result.row, paymentsConnected()) };
    },
  );
};

export default billingRoutes;
