import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { NewNotification } from './new-notification';

/** What the account's own events tell its user; later features add theirs (a copy published, credits low). */
export const ACCOUNT_NOTIFICATIONS = {
  welcome: {
    type: 'info',
    title: 'Welcome to Brandcast',
    message:
      'Start by creating your first project: describe your business once, then turn it into brand messages and copy for every platform.',
  },
  passwordChanged: {
    type: 'info',
    title: 'Password changed',
    message: 'Your password was changed. If this was not you, reset your password now from the sign-in page.',
  },
  passwordReset: {
    type: 'info',
    title: 'Password changed',
    message:
      'Your password was reset with an emailed link: every session was signed out and every API token revoked. If this was not you, reset it again and check your email account.',
  },
} as const satisfies Record<string, NewNotification>;

/**
 * Posts a notification about something that has already happened. The event itself succeeded, so a
 * failure here is logged rather than turned into an error answer for it.
 */
export async function notifyAfter(
  fastify: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  notification: NewNotification,
): Promise<void> {
  try {
    await fastify.notificationsRepository.notify(userId, notification);
  } catch (error) {
    request.log.error({ err: error, userId }, 'could not add a notification');
  }
}
