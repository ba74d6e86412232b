/** Hours a sign-up's confirmation link works. */
export const EMAIL_VERIFICATION_LINK_HOURS = 24;
/** Confirmation emails an account may ask for again in an hour. */
export const EMAIL_VERIFICATION_RESENDS_PER_HOUR = 3;
/** Days an invitation to someone without an account works. */
export const INVITATION_LINK_DAYS = 7;

const WHERE_TO_RESEND = 'No email? Send a new link from the notice at the top of the app.';

/**
 * Confirming the account's email address: the API's answers and the pages' texts, one text each. The
 * account works at once; sharing a project, creating API tokens and paying for a plan wait for the address.
 */
export const EMAIL_VERIFICATION = {
  required: `Confirm your email address first: sharing projects, creating API tokens and upgrading need it. Open the link we emailed you. ${WHERE_TO_RESEND}`,
  notice: (email: string) => `Confirm your email address: we sent a link to ${email}.`,
  resent: (email: string) =>
    `A new link is on its way to ${email}. It works for ${EMAIL_VERIFICATION_LINK_HOURS} hours.`,
  tooManyResends: (minutes: number) =>
    `We sent ${EMAIL_VERIFICATION_RESENDS_PER_HOUR} links in the last hour, the most we send. Check your spam folder, or try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  alreadyVerified: 'Your email address is already confirmed.',
  linkInvalid: `This confirmation link is not valid: it is unknown, or your email changed since it was sent. ${WHERE_TO_RESEND}`,
  linkExpired: `This confirmation link has expired (it works for ${EMAIL_VERIFICATION_LINK_HOURS} hours). ${WHERE_TO_RESEND}`,
  linkUsed: 'This confirmation link was already used: your email address is confirmed.',
  verifyFailed: 'Failed to confirm your email address',
  resendFailed: 'Failed to send a new link',
  verified: (email: string) => `${email} is confirmed. You can now share projects, create API tokens and upgrade.`,
} as const;

/** Inviting someone who has no account yet: the API's answers and the pages' texts. */
export const INVITATION = {
  pendingLabel: 'Invited — no account yet',
  sent: (email: string) =>
    `${email} has no account yet: we emailed them an invitation to register. They join the project when they do.`,
  alreadyInvited: (role: string) =>
    `They were already invited to this project (${role}). Cancel the invitation first to invite them again.`,
  notFound: 'That invitation is not pending on this project.',
  linkInvalid:
    'This invitation is not valid: it was cancelled or already used. Ask the person who invited you to invite you again.',
  linkExpired: `This invitation has expired (it works for ${INVITATION_LINK_DAYS} days). Ask the person who invited you to invite you again.`,
  otherEmail: (email: string) =>
    `This invitation is for ${email}. Register with that address, or register without the invitation.`,
} as const;
