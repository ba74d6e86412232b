import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import { ACCOUNT_TEXTS, TWO_FACTOR, deleteAccountSchema } from '@brandcast/shared';
import { accountDeletionResponse } from '@brandcast/shared/answers';
import { Conflict, Forbidden, Invalid, Unauthenticated } from '../../lib/domain-errors';
import { verifyPassword } from '../../lib/password';
import { stripeClient } from '../../lib/stripe';
import { STRIPE_REFUSED } from '../../lib/stripe-subscription';
import { errors, noContent } from '../../schemas/common';
import { SESSION_ENDED } from '../../plugins/app/auth';
import { authRateLimit } from '../en/auth/rate-limit';
import accountExportRoutes from './export';

/**
 * /account: the account's own data (issue 27): its export as one archive (export.ts), what deleting it will do,
 * and deleting it. Account routes: a sign-in only, never an API token.
 */
const accountRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(accountExportRoutes, { prefix: '/export' });

  const tags = ['account'];
  const security = [{ bearerAuth: [] }];
  const stripe = fastify.config.stripe ? stripeClient(fastify.config.stripe) : undefined;

  const deletionRoutes: FastifyPluginAsyncZod = async (authed) => {
    authed.addHook('onRequest', authed.authenticate);
    authed.addHook('onRequest', authed.refuseApiToken);

    authed.get(
      '/deletion',
      {
        schema: {
          tags,
          security,
          summary:
            'What deleting the account will do: the projects deleted (and who is told), the projects left, recordings, API tokens, the subscription ended',
          response: { 200: accountDeletionResponse, ...errors(401, 403) },
        },
      },
      async (request) => {
        const preview = await fastify.accountRepository.deletion.preview(request.user.id, stripe !== undefined);
        if (!preview) throw new Unauthenticated(SESSION_ENDED);
        return { data: preview };
      },
    );

    authed.post(
      '/delete',
      {
        schema: {
          tags,
          security,
          summary:
            'Delete the account and everything of it, with the current password (403 when wrong: nothing is deleted) and, with two-factor on, a code',
          description:
            "Every session and API token ends at once. The projects the account owns are deleted with all in them; their collaborators get a notification. What the account wrote in others' projects stays there, as the project owner's. A Stripe subscription is cancelled first (409 when Stripe refuses: nothing is deleted). With two-factor sign-in on, `code` (the app's current code or a recovery code) is needed too: 400 without, 403 when wrong.",
          body: deleteAccountSchema,
          response: { 204: noContent, ...errors(400, 401, 403, 409, 429) },
        },
        preHandler: authRateLimit(fastify, { perEmail: false, perAccount: true }),
      },
      async (request, reply) => {
        const user = request.user;
        if (!(await verifyPassword(request.body.password, user.passwordHash)))
          throw new Forbidden(ACCOUNT_TEXTS.wrongPassword);
        // With two-factor on, a stolen password and session are not enough: the app's code (or a recovery code)
        // too, checked after the password so a wrong password spends no code.
        if (user.totpEnabledAt) {
          if (!request.body.code) throw new Invalid(ACCOUNT_TEXTS.codeRequired);
          if (!(await fastify.twoFactor.spend(user, request.body.code, reply, { recovery: true })))
            throw new Forbidden(TWO_FACTOR.wrongCodeOrRecovery);
        }
        // Stripe first: if it refuses, nothing is deleted and the account keeps paying for what it has.
        if (stripe && user.stripeSubscriptionId && user.subscriptionStatus !== 'canceled') {
          try {
            await stripe.subscriptions.cancel(user.stripeSubscriptionId);
          } catch (error) {
            // One Stripe no longer has (already cancelled and removed) has nothing left to stop.
            const gone = error instanceof Stripe.errors.StripeError && error.statusCode === 404;
            if (!gone)
              throw error instanceof Stripe.errors.StripeError
                ? new Conflict(`${STRIPE_REFUSED}: ${error.message}`)
                : error;
          }
        }
        const deleted = await fastify.accountRepository.deletion.delete(user.id);
        fastify.authCache.forgetUser(user.id);
        if (!deleted) throw new Unauthenticated(SESSION_ENDED);
        request.log.info({ userId: user.id }, 'account deleted');
        // The rows are gone; the videos and the notices follow. A video left by a failure here is an orphan the
        // recording sweep removes within the hour.
        for (const id of deleted.recordingIds) {
          await fastify.recordingsRepository.storage
            .remove(id)
            .catch((error: unknown) =>
              request.log.warn({ err: error, id }, 'recording file not removed; the sweep will'),
            );
        }
        for (const { userId, projectName } of deleted.toTell) {
          await fastify.notificationsRepository
            .notify(userId, {
              type: 'info',
              title: ACCOUNT_TEXTS.projectDeletedTitle,
              message: ACCOUNT_TEXTS.projectDeletedMessage(projectName),
            })
            .catch((error: unknown) =>
              request.log.warn({ err: error, userId }, 'collaborator not told of a deleted project'),
            );
        }
        return reply.code(204).send(null);
      },
    );
  };
  await fastify.register(deletionRoutes);
};

export default accountRoutes;
