import { EMAIL_CHANGE_LINK_HOURS, paths } from '@brandcast/shared';
import type { Mail } from './mail';

interface Person {
  firstName: string;
}

/** To the new address: the link that makes the change. The token is the mail's secret, so the outbox never keeps it. */
export function confirmEmailChangeEmail(input: { to: string; user: Person; token: string; appUrl: string }): Mail {
  const link = `${input.appUrl}${paths.confirmEmail}?token=${input.token}`;
  return {
    to: input.to,
    subject: 'Confirm your new Brandcast email',
    text: [
      `Hello ${input.user.firstName},`,
      '',
      `Someone (hopefully you) asked to use ${input.to} for their Brandcast account.`,
      `Open this link within ${EMAIL_CHANGE_LINK_HOURS} hours to confirm it: ${link}`,
      '',
      'Until you do, the account keeps its current email. If it was not you, ignore this email.',
    ].join('\n'),
    link,
    secret: input.token,
  };
}

/** To the old address, when the change is asked for: a stranger with the password cannot move the account quietly. */
export function emailChangeRequestedEmail(input: { to: string; user: Person; newEmail: string }): Mail {
  return {
    to: input.to,
    subject: 'Your Brandcast email is being changed',
    text: [
      `Hello ${input.user.firstName},`,
      '',
      `Your Brandcast email is being changed to ${input.newEmail}. It changes when the link sent there is opened.`,
      '',
      'If this was not you, sign in and change your password now: that cancels the change.',
    ].join('\n'),
  };
}

/** To the old address, once the link was opened. */
export function emailChangedEmail(input: { to: string; user: Person; newEmail: string }): Mail {
  return {
    to: input.to,
    subject: 'Your Brandcast email was changed',
    text: [
      `Hello ${input.user.firstName},`,
      '',
      `Your Brandcast email was changed to ${input.newEmail}. Sign in with it from now on; this address no longer reaches the account.`,
      '',
      'If this was not you, contact Brandcast support from this address at once so we can help you take the account back.',
    ].join('\n'),
  };
}
