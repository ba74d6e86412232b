import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { stripeClient } from '../../lib/stripe';
import { applyStripeEvent } from '../../repositories/stripe-events';

export const BAD_SIGNATURE =
  'The Stripe-Signature header does not match this body and the webhook secret. Nothing was changed.';

/**
 * /stripe/webhook: Stripe's events, only when payments are configured. The body is read raw, since the
 * signature covers its exact bytes; a bad signature is a 400 and changes nothing.
 */
const stripeRoutes: FastifyPluginAsync = async (fastify) => {
  const settings = fastify.config.stripe;
  if (!settings) return;
  const stripe = stripeClient(settings);
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  fastify.post(
    '/webhook',
    {
      schema: {
        tags: ['billing'],
        summary: "Stripe's webhook (signed with STRIPE_WEBHOOK_SECRET); not for people",
        hide: true,
      },
    },
    async (request, reply) => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body as Buffer,
          String(request.headers['stripe-signature'] ?? ''),
          settings.webhookSecret,
        );
      } catch {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: BAD_SIGNATURE });
      }
      const { outcome, userId } = await applyStripeEvent(fastify.db.orm, fastify.subscriptionsRepository, event);
      if (outcome === 'applied' && userId) fastify.authCache.forgetUser(userId);
      return { data: { received: true, outcome } };
    },
  );
};

export default stripeRoutes;
