import type { FastifyInstance } from 'fastify';
import { json } from '../../../helpers';

/* What the password-reset tests share: the reset link in an email, the latest one's token, and a reset request. */

export const RESET_LINK = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/;

/**
 * The reset token of the latest email to this address, as GET /dev/outbox answers it (the app is built with
 * exposeOutbox: the outbox table never holds the token).
 */
export async function latestResetToken(app: FastifyInstance, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    // The newest reset email (the sign-up's confirmation email is there too, and the reset one is written in the background).
    const emails: { link: string | null }[] =
      json(await app.inject({ url: `/api/dev/outbox?email=${encodeURIComponent(email)}` })).data ?? [];
    const reset = emails.find((mail) => mail.link && RESET_LINK.test(mail.link));
    if (reset) return RESET_LINK.exec(reset.link!)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no email to ${email}`);
}

export const reset = (app: FastifyInstance, token: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/en/auth/reset-password', payload: { token, password } });
