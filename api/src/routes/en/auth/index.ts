import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVITATION,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@brandcast/shared';
import { acceptedResponse, signInResponse, signUpResponse, tokenResponse } from '@brandcast/shared/answers';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../../lib/password';
import { Conflict, Invalid, Unauthenticated } from '../../../lib/domain-errors';
import { toUser } from '../../../repositories/users';
import { ACCOUNT_NOTIFICATIONS, notifyAfter } from '../../../lib/account-notifications';
import { errors, noContent } from '../../../schemas/common';
import { authRateLimit } from './rate-limit';
import avatarRoute from './avatar';
import confirmEmailRoute from './confirm-email';
import verifyEmailRoutes, { sendEmailVerification } from './verify-email';
import twoFactorSignInRoute from './two-factor';
import { EMAIL_TAKEN } from './texts';

export const WRONG_CREDENTIALS = 'Email or password is incorrect.';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect.';
export const RESET_LINK_SENT = 'If an account exists for this email, a link to reset the password is on its way.';
export const RESET_TOKEN_INVALID = 'This reset link is invalid, used or expired. Ask for a new one.';
export const RESET_DONE = 'Your password has been reset. Sign in with your new password.';
export const RESET_ENDS_ACCESS =
  'Choosing a new password signs you out everywhere and revokes all your API tokens: create new ones in Settings afterwards.';
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** /en/auth: the spec's call table (section 7). */
const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const limited = authRateLimit(fastify, { perEmail: true });
  const limitedPerIp = authRateLimit(fastify, { perEmail: false });
  const passwordChecks = authRateLimit(fastify, { perEmail: false, perAccount: true });

  fastify.post(
    '/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        description:
          "Mails a link that confirms the address (sharing, API tokens and paid plans wait for it). With `invitation` (the token of an invitation's link) and the address it was sent to, the address counts as confirmed and the account joins the project: joinedProjectId.",
        body: signUpSchema,
        response: { 201: signUpResponse, ...errors(400, 409, 429) },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const { password, invitation, ...profile } = request.body;
      // An invitation's link reached the address it names: signing up with that address proves it (issue 27).
      const invited =
        invitation === undefined ? undefined : await fastify.invitationsRepository.lookup(sha256(invitation));
      if (invited?.status === 'invalid') throw new Invalid(INVITATION.linkInvalid);
      if (invited?.status === 'expired') throw new Invalid(INVITATION.linkExpired);
      if (invited && invited.email !== profile.email) throw new Invalid(INVITATION.otherEmail(invited.email));
      const passwordHash = await hashPassword(password, fastify.config.scryptLogN);
      const row = await fastify.usersRepository.create({
        ...profile,
        passwordHash,
        ...(invited ? { emailVerifiedAt: new Date() } : {}),
      });
      if (!row) throw new Conflict(EMAIL_TAKEN);
      await notifyAfter(fastify, request, row.id, ACCOUNT_NOTIFICATIONS.welcome);
      let joinedProjectId: string | null = null;
      if (invited) {
        const joined = await fastify.invitationsRepository.accept(row.id, row.email);
        joinedProjectId = joined.includes(invited.projectId) ? invited.projectId : (joined[0] ?? null);
      } else {
        await sendEmailVerification(fastify, row);
      }
      const { token } = await fastify.tokens.issue(row);
      return reply.code(201).send({ data: { token, user: toUser(row), joinedProjectId } });
    },
  );

  fastify.post(
    '/signin',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'When the account has two-factor sign-in on, the answer carries no token: { twoFactorRequired, challenge, expiresAt }. POST /en/auth/signin/two-factor with the challenge and a code answers the token.',
        body: signInSchema,
        response: { 200: signInResponse, ...errors(400, 401, 429) },
      },
      preHandler: limited,
    },
    async (request) => {
      const { email, password } = request.body;
      const row = await fastify.usersRepository.findByEmail(email);
      // An unknown email costs the same hash as a wrong password, and answers the same.
      const matches = await verifyPassword(
        password,
        row?.passwordHash ?? (await dummyPasswordHash(fastify.config.scryptLogN)),
      );
      if (!row || !matches) throw new Unauthenticated(WRONG_CREDENTIALS);
      // Invitations to a confirmed address join on sign-in too (one made before the account, say).
      if (row.emailVerifiedAt) await fastify.invitationsRepository.accept(row.id, row.email);
      if (row.totpEnabledAt) {
        const { challenge, expiresAt } = await fastify.twoFactor.issueChallenge(row);
        return { data: { twoFactorRequired: true as const, challenge, expiresAt: expiresAt.toISOString() } };
      }
      const { token } = await fastify.tokens.issue(row);
      return { data: { token, user: toUser(row) } };
    },
  );

  fastify.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: this token stops working',
        security: [{ bearerAuth: [] }],
        response: { 204: noContent, ...errors(401) },
      },
      onRequest: [fastify.authenticate, fastify.refuseApiToken],
    },
    async (request, reply) => {
      const { sessionId, userId, sessionExpiresAt } = request.token;
      await fastify.sessionsRepository.revoke(sessionId, userId, sessionExpiresAt);
      fastify.authCache.forgetSession(sessionId);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'A fresh token of the same session; the old one works until it expires',
        description:
          "The new token lives TOKEN_TTL_S seconds, but never past the session's absolute end (SESSION_MAX_DAYS after sign-in). Signing out ends every token of the session.",
        security: [{ bearerAuth: [] }],
        response: { 200: tokenResponse, ...errors(401) },
      },
      onRequest: [fastify.authenticate, fastify.refuseApiToken],
    },
    async (request) => {
      const { sessionId, sessionExpiresAt } = request.token;
      const { token } = await fastify.tokens.issue(request.user, { id: sessionId, expiresAt: sessionExpiresAt });
      return { data: { token } };
    },
  );

  fastify.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a single-use reset link (valid 1 hour)',
        description: 'Answers the same whether or not the email has an account.',
        body: forgotPasswordSchema,
        response: { 202: acceptedResponse, ...errors(400, 429) },
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const user = await fastify.usersRepository.findByEmail(request.body.email);
      if (user) {
        const token = randomBytes(32).toString('base64url');
        await fastify.sessionsRepository.createResetToken(
          user.id,
          sha256(token),
          new Date(Date.now() + RESET_TOKEN_TTL_MS),
        );
        const link = `${fastify.config.appUrl}/reset-password?token=${token}`;
        fastify.mailer.sendInBackground({
          to: user.email,
          subject: 'Reset your Brandcast password',
          text: [
            `Hello ${user.firstName},`,
            '',
            'Someone (hopefully you) asked to reset the password of your Brandcast account.',
            `Open this link within an hour to choose a new one: ${link}`,
            '',
            RESET_ENDS_ACCESS,
            '',
            'If it was not you, ignore this email: your password stays as it is.',
          ].join('\n'),
          link,
          secret: token,
        });
      }
      return reply.code(202).send({ data: { message: RESET_LINK_SENT } });
    },
  );

  fastify.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with the emailed token',
        description: 'Signs out every session of the account and revokes its API tokens.',
        body: resetPasswordSchema,
        response: { 200: acceptedResponse, ...errors(400, 429) },
      },
      preHandler: limitedPerIp,
    },
    async (request) => {
      const tokenHash = sha256(request.body.token);
      // The token first: a made-up one costs a lookup, never a password hash.
      if (!(await fastify.sessionsRepository.resetTokenUser(tokenHash))) throw new Invalid(RESET_TOKEN_INVALID);
      const passwordHash = await hashPassword(request.body.password, fastify.config.scryptLogN);
      const userId = await fastify.sessionsRepository.resetPassword(tokenHash, passwordHash);
      // Spent meanwhile by another request with the same link.
      if (!userId) throw new Invalid(RESET_TOKEN_INVALID);
      fastify.authCache.forgetUser(userId);
      await notifyAfter(fastify, request, userId, ACCOUNT_NOTIFICATIONS.passwordReset);
      return { data: { message: RESET_DONE } };
    },
  );

  fastify.post(
    '/change-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the current one is required)',
        description: 'Signs out every other session of the account; this one stays signed in.',
        security: [{ bearerAuth: [] }],
        body: changePasswordSchema,
        response: { 204: noContent, ...errors(400, 401, 429) },
      },
      onRequest: [fastify.authenticate, fastify.refuseApiToken],
      // Guessing the current password from a stolen session is limited like signing in (per account and address).
      preHandler: passwordChecks,
    },
    async (request, reply) => {
      const user = request.user;
      if (!(await verifyPassword(request.body.currentPassword, user.passwordHash))) {
        throw new Unauthenticated(WRONG_CURRENT_PASSWORD);
      }
      // Every other session ends; this one stays signed in with the token it holds.
      const passwordHash = await hashPassword(request.body.newPassword, fastify.config.scryptLogN);
      await fastify.usersRepository.setPassword(user.id, passwordHash, request.token.sessionId);
      fastify.authCache.forgetUser(user.id);
      await notifyAfter(fastify, request, user.id, ACCOUNT_NOTIFICATIONS.passwordChanged);
      return reply.code(204).send(null);
    },
  );

  await fastify.register(avatarRoute);
  await fastify.register(confirmEmailRoute);
  await fastify.register(verifyEmailRoutes);
  await fastify.register(twoFactorSignInRoute);
};

export default authRoutes;
