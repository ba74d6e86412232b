import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_CHANGE, confirmEmailChangeSchema } from '@brandcast/shared';
import { emailConfirmedResponse } from '@brandcast/shared/answers';
import { Conflict, Invalid } from '../../../lib/domain-errors';
import { emailChangedEmail } from '../../../lib/email-change-emails';
import { errors } from '../../../schemas/common';
import { EMAIL_TAKEN } from './texts';
import { authRateLimit } from './rate-limit';

/**
 * POST /en/auth/confirm-email: the link an email change sent to the new address (issue 27, row 13). No sign-in
 * needed: the link may be opened on a phone that is not signed in; the token is the proof of the new address.
 */
const confirmEmailRoute: FastifyPluginAsyncZod = async (fastify) => {
  const limitedPerIp = authRateLimit(fastify, { perEmail: false });

  fastify.post(
    '/confirm-email',
    {
      schema: {
        tags: ['auth'],
        summary: "Make an email change with the link's token",
        description:
          'Single use. 400 when the link is unknown, replaced by a newer change, cancelled by a password change since, expired or used (the message says which); 409 when another account took the address meanwhile. The old address is told.',
        body: confirmEmailChangeSchema,
        response: { 200: emailConfirmedResponse, ...errors(400, 409, 429) },
      },
      preHandler: limitedPerIp,
    },
    async (request) => {
      const outcome = await fastify.emailChangesRepository.confirm(
        createHash('sha256').update(request.body.token).digest('hex'),
      );
      switch (outcome.status) {
        case 'invalid':
          throw new Invalid(EMAIL_CHANGE.linkInvalid);
        case 'expired':
          throw new Invalid(EMAIL_CHANGE.linkExpired);
        case 'used':
          throw new Invalid(EMAIL_CHANGE.linkUsed);
        case 'taken':
          throw new Conflict(EMAIL_TAKEN);
      }
      const { user, oldEmail } = outcome;
      fastify.authCache.forgetUser(user.id);
      fastify.mailer.sendInBackground(emailChangedEmail({ to: oldEmail, user, newEmail: user.email }));
      return { data: { message: EMAIL_CHANGE.confirmed(user.email), email: user.email } };
    },
  );
};

export default confirmEmailRoute;
