import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_VERIFICATION,
  EMAIL_VERIFICATION_LINK_HOURS,
  INVITATION,
  RESET_TOKEN_MAX_LENGTH,
  projectName,
  verifyEmailSchema,
} from '@brandcast/shared';
import { emailVerifiedResponse, invitationPreviewResponse } from '@brandcast/shared/answers';
import type { UserRow } from '../../../db/schema';
import { Conflict, Invalid } from '../../../lib/domain-errors';
import { emailVerificationEmail } from '../../../lib/email-verification-email';
import { errors } from '../../../schemas/common';
import { authRateLimit } from './rate-limit';

const EMAIL_VERIFICATION_LINK_MS = EMAIL_VERIFICATION_LINK_HOURS * 60 * 60 * 1000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Stores a new confirmation link for the account's address and mails it (sign-up, and asking again). */
export async function sendEmailVerification(fastify: FastifyInstance, user: UserRow): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await fastify.emailVerificationsRepository.create({
    userId: user.id,
    email: user.email,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_LINK_MS),
  });
  fastify.mailer.sendInBackground(
    emailVerificationEmail({ to: user.email, user, token, appUrl: fastify.config.appUrl }),
  );
}

const invitationQuery = z.object({
  token: z
    .string({ error: INVITATION.linkInvalid })
    .min(1, INVITATION.linkInvalid)
    .max(RESET_TOKEN_MAX_LENGTH, INVITATION.linkInvalid),
});

/**
 * POST /en/auth/verify-email: a sign-up's confirmation link (issue 27); GET /en/auth/invitation: what an invitation's
 * link invites to, for the registration page. No sign-in needed: a link may be opened on a phone that is not signed
 * in; the token is the proof.
 */
const verifyEmailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const limitedPerIp = authRateLimit(fastify, { perEmail: false });

  fastify.post(
    '/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: "Confirm the account's email address with the link's token",
        description: `Single use, ${EMAIL_VERIFICATION_LINK_HOURS} hours. 400 when the link is unknown, sent to an address the account no longer has, expired or used (the message says which); 409 when the address is confirmed already. Invitations waiting on the address are accepted: joinedProjectId is the first project joined.`,
        body: verifyEmailSchema,
        response: { 200: emailVerifiedResponse, ...errors(400, 409, 429) },
      },
      preHandler: limitedPerIp,
    },
    async (request) => {
      const outcome = await fastify.emailVerificationsRepository.verify(sha256(request.body.token));
      switch (outcome.status) {
        case 'invalid':
          throw new Invalid(EMAIL_VERIFICATION.linkInvalid);
        case 'expired':
          throw new Invalid(EMAIL_VERIFICATION.linkExpired);
        case 'used':
          throw new Invalid(EMAIL_VERIFICATION.linkUsed);
        case 'already':
          throw new Conflict(EMAIL_VERIFICATION.alreadyVerified);
      }
      fastify.authCache.forgetUser(outcome.user.id);
      const { email } = outcome.user;
      return {
        data: {
          message: EMAIL_VERIFICATION.verified(email),
          email,
          joinedProjectId: outcome.joinedProjects[0] ?? null,
        },
      };
    },
  );

  fastify.get(
    '/invitation',
    {
      schema: {
        tags: ['auth'],
        summary:
          "What an invitation's link invites to: the address, the project and who shared it (for the registration page)",
        description: '400 when the invitation is unknown, cancelled, used or expired (the message says which).',
        querystring: invitationQuery,
        response: { 200: invitationPreviewResponse, ...errors(400, 429) },
      },
      preHandler: limitedPerIp,
    },
    async (request) => {
      const found = await fastify.invitationsRepository.lookup(sha256(request.query.token));
      if (found.status === 'invalid') throw new Invalid(INVITATION.linkInvalid);
      if (found.status === 'expired') throw new Invalid(INVITATION.linkExpired);
      const ownerName = `${found.owner.firstName} ${found.owner.lastName}`.trim();
      return {
        data: {
          email: found.email,
          projectName: projectName({ businessName: found.projectName }),
          ownerName,
          role: found.role,
        },
      };
    },
  );
};

export default verifyEmailRoutes;
