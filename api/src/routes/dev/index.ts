import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLAN_IDS, SUBSCRIPTION_STATUSES, emailSchema } from '@brandcast/shared';
import { envelope } from '@brandcast/shared/answers';
import { applyPlanChange } from '../../ops/plan';
import { errors } from '../../schemas/common';

/**
 * Routes for the e2e suite, registered only when EXPOSE_OUTBOX=1; never in a real deployment.
 * GET /dev/outbox?email=: the latest emails to an address, newest first, with the reset links this process
 * sent in the last hour (the table keeps them without their token).
 * POST /dev/plan {email, plan, status?}: put an account on a plan at once, as `npm run plan` does (the
 * status defaults to active; past_due starts the grace period, canceled leaves free limits).
 */
const devRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest emails to an address (only with EXPOSE_OUTBOX=1)',
        querystring: z.object({ email: emailSchema }),
        response: {
          200: envelope(
            z.array(
              z.object({
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                link: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
          ),
          ...errors(400),
        },
      },
    },
    async (request) => {
      const rows = await fastify.outboxRepository.latestFor(request.query.email);
      return {
        data: rows.map((row) => {
          // A reset link's token is not in the table: this process kept it in memory for this route.
          const sent = fastify.mailer.inClear(row.id);
          return {
            to: row.recipient,
            subject: row.subject,
            text: sent?.text ?? row.body,
            link: sent ? sent.link : row.link,
            createdAt: row.createdAt.toISOString(),
          };
        }),
      };
    },
  );

  fastify.post(
    '/plan',
    {
      schema: {
        tags: ['dev'],
        summary: 'Put an account on a plan (only with EXPOSE_OUTBOX=1)',
        body: z.object({
          email: emailSchema,
          plan: z.enum(PLAN_IDS),
          status: z.enum(SUBSCRIPTION_STATUSES).optional(),
        }),
        response: { 204: z.null(), ...errors(400, 404) },
      },
    },
    async (request, reply) => {
      const { email, plan, status } = request.body;
      const changed = await applyPlanChange(
        { users: fastify.usersRepository, subscriptions: fastify.subscriptionsRepository },
        { email, plan, status },
      );
      if (!changed)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No account uses that email.' });
      fastify.authCache.forgetUser(changed.id);
      return reply.code(204).send(null);
    },
  );
};

export default devRoutes;
