import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_VERIFICATION,
  EMAIL_VERIFICATION_LINK_HOURS,
  EMAIL_VERIFICATION_RESENDS_PER_HOUR,
} from '@brandcast/shared';
import { acceptedResponse } from '@brandcast/shared/answers';
import { hitRateLimit } from '../../../db/rate-limits';
import { Conflict, TooManyRequests } from '../../../lib/domain-errors';
import { errors } from '../../../schemas/common';
import { sendEmailVerification } from '../auth/verify-email';

const HOUR_MS = 60 * 60 * 1000;

/** POST /en/user/email-verification (registered by ../user, which authenticates): the confirmation link again. */
const emailVerificationRoute: FastifyPluginAsyncZod = async (fastify) => {
  fastify.post(
    '/email-verification',
    {
      schema: {
        tags: ['user'],
        summary: "Email a new link that confirms the account's address",
        description: `At most ${EMAIL_VERIFICATION_RESENDS_PER_HOUR} an hour per account (429 saying when to try again); 409 when the address is confirmed already. Each link works ${EMAIL_VERIFICATION_LINK_HOURS} hours; earlier ones keep working.`,
        security: [{ bearerAuth: [] }],
        response: { 202: acceptedResponse, ...errors(401, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (user.emailVerifiedAt) throw new Conflict(EMAIL_VERIFICATION.alreadyVerified);
      // Counted in the shared store, so every instance holds the account to the same few emails.
      const sent = await hitRateLimit(fastify.db, `email-verification ${user.id}`, HOUR_MS);
      if (sent.current > EMAIL_VERIFICATION_RESENDS_PER_HOUR) {
        const seconds = Math.max(1, Math.ceil(sent.ttl / 1000));
        reply.header('retry-after', seconds);
        throw new TooManyRequests(EMAIL_VERIFICATION.tooManyResends(Math.max(1, Math.ceil(seconds / 60))));
      }
      await sendEmailVerification(fastify, user);
      return reply.code(202).send({ data: { message: EMAIL_VERIFICATION.resent(user.email) } });
    },
  );
};

export default emailVerificationRoute;
