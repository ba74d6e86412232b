import { EMAIL_VERIFICATION_LINK_HOURS, paths } from '@brandcast/shared';
import type { Mail } from './mail';

/** A sign-up's confirmation link. The token is the mail's secret, so the outbox never keeps it. */
export function emailVerificationEmail(input: {
  to: string;
  user: { firstName: string };
  token: string;
  appUrl: string;
}): Mail {
  const link = `${input.appUrl}${paths.verifyEmail}?token=${input.token}`;
  return {
    to: input.to,
    subject: 'Confirm your Brandcast email address',
    text: [
      `Hello ${input.user.firstName},`,
      '',
      'Welcome to Brandcast. Your account works already; sharing projects, API tokens and paid plans need a confirmed address.',
      `Open this link within ${EMAIL_VERIFICATION_LINK_HOURS} hours to confirm ${input.to}: ${link}`,
      '',
      'If you did not make a Brandcast account, ignore this email.',
    ].join('\n'),
    link,
    secret: input.token,
  };
}
