import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_CHANGE, EMAIL_CHANGE_LINK_HOURS, profileUpdateSchema } from '@brandcast/shared';
import { profileResponse } from '@brandcast/shared/answers';
import { Conflict, Forbidden, Invalid, Unauthenticated } from '../../../lib/domain-errors';
import { confirmEmailChangeEmail, emailChangeRequestedEmail } from '../../../lib/email-change-emails';
import { verifyPassword } from '../../../lib/password';
import type { UserRow } from '../../../db/schema';
import { toUser } from '../../../repositories/users';
import { errors } from '../../../schemas/common';
import { SESSION_ENDED } from '../../../plugins/app/auth';
import { EMAIL_TAKEN } from '../auth/texts';
import { authRateLimit } from '../auth/rate-limit';
import preferencesRoutes from './preferences';
import emailVerificationRoute from './email-verification';
import twoFactorRoutes from './two-factor';

const EMAIL_CHANGE_LINK_MS = EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000;

/** The user as the profile answers it: with the address a change waits on. */
async function toProfile(fastify: FastifyInstance, row: UserRow) {
  return { ...toUser(row), pendingEmail: await fastify.emailChangesRepository.pendingFor(row) };
}

/**
 * A new email is only asked for here (issue 27, row 13): the link that makes the change goes to the new address,
 * and the old one is told, so a stolen session or password cannot move the account quietly.
 */
async function startEmailChange(fastify: FastifyInstance, user: UserRow, newEmail: string): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await fastify.emailChangesRepository.start({
    userId: user.id,
    newEmail,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    tokenVersion: user.tokenVersion,
    expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_MS),
  });
  const { appUrl } = fastify.config;
  fastify.mailer.sendInBackground(confirmEmailChangeEmail({ to: newEmail, user, token, appUrl }));
  fastify.mailer.sendInBackground(emailChangeRequestedEmail({ to: user.email, user, newEmail }));
}

/** /en/user: the signed-in user's profile and preferences. Every route here needs a token. */
const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.addHook('onRequest', fastify.authenticate);
  const passwordChecks = authRateLimit(fastify, { perEmail: false, perAccount: true });
  // Account settings: a sign-in only, never an API token.
  fastify.addHook('onRequest', fastify.refuseApiToken);

  fastify.get(
    '/profile',
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in user (the host calls it to confirm a stored token)',
        security: [{ bearerAuth: [] }],
        response: { 200: profileResponse, ...errors(401) },
      },
    },
    async (request) => ({ data: { user: await toProfile(fastify, request.user) } }),
  );

  fastify.patch(
    '/profile',
    {
      schema: {
        tags: ['user'],
        summary: 'Change first name or last name; ask to change the email',
        description: `A new email needs currentPassword (400 without it, 403 when wrong: nothing is changed). The email does not change at once: a link valid ${EMAIL_CHANGE_LINK_HOURS} hours goes to the new address, and the old one is told; the answer's pendingEmail is the address waiting for its link. POST /en/auth/confirm-email makes the change.`,
        security: [{ bearerAuth: [] }],
        body: profileUpdateSchema,
        response: { 200: profileResponse, ...errors(400, 401, 403, 409, 429) },
      },
      // A request that checks the current password is limited like signing in (per account and address); a name edit is not.
      preHandler: async (request, reply) => {
        if (request.body.currentPassword !== undefined) await passwordChecks(request, reply);
      },
    },
    async (request) => {
      const { email, currentPassword, ...names } = request.body;
      let user = request.user;
      // The form sends the email it shows: the same address is no change.
      const newEmail = email !== undefined && email !== user.email ? email : undefined;
      if (newEmail) {
        if (!currentPassword) throw new Invalid(EMAIL_CHANGE.passwordRequired);
        if (!(await verifyPassword(currentPassword, user.passwordHash)))
          throw new Forbidden(EMAIL_CHANGE.wrongPassword);
        if (await fastify.usersRepository.findByEmail(newEmail)) throw new Conflict(EMAIL_TAKEN);
      }
      if (names.firstName !== undefined || names.lastName !== undefined) {
        const row = await fastify.usersRepository.updateProfile(user.id, names);
        fastify.authCache.forgetUser(user.id);
        if (!row) throw new Unauthenticated(SESSION_ENDED);
        user = row;
      }
      if (newEmail) await startEmailChange(fastify, user, newEmail);
      return { data: { user: await toProfile(fastify, user) } };
    },
  );

  await fastify.register(preferencesRoutes);
  await fastify.register(emailVerificationRoute);
  await fastify.register(twoFactorRoutes);
};

export default userRoutes;
