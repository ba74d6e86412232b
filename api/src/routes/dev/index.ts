import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailSchema } from '@brandcast/shared';
import { envelope, errors } from '../../schemas/common';

/**
 * GET /dev/outbox?email=: the latest emails to an address, newest first. Registered only when
 * EXPOSE_OUTBOX=1 (the e2e suite reads reset links with it); never in a real deployment.
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
              z.object({ to: z.string(), subject: z.string(), text: z.string(), link: z.string().nullable(), createdAt: z.string() }),
            ),
          ),
          ...errors(400),
        },
      },
    },
    async (request) => {
      const rows = await fastify.outboxRepository.latestFor(request.query.email);
      return {
        data: rows.map((row) => ({
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          link: row.link,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default devRoutes;
