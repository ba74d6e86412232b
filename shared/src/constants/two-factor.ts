/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238) and recovery codes: the limits and
 * the texts the API answers and the Settings card and sign-in page show, one of each.
 */
export const TWO_FACTOR_ISSUER = 'Brandcast';
export const TWO_FACTOR_DIGITS = 6;
export const TWO_FACTOR_PERIOD_SECONDS = 30;
/** Codes of the step before and after are taken too: a phone's clock a little off still signs in. */
export const TWO_FACTOR_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may wait after the password. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Code attempts per account (sign-in, disabling, new recovery codes, API tokens together) in the window. */
export const TWO_FACTOR_MAX_ATTEMPTS = 10;
export const TWO_FACTOR_ATTEMPT_WINDOW_MINUTES = 15;
/** A recovery code as shown: two groups of five, e.g. "k7m2p-x9q4r"; typed with or without the dash. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/;

export const TWO_FACTOR = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeFormat: 'The code is the 6 digits your authenticator app shows.',
  recoveryCodeFormat: 'A recovery code is 10 letters and digits, like k7m2p-x9q4r.',
  codeOrRecoveryFormat: 'Enter the 6-digit code from your app, or a recovery code like k7m2p-x9q4r.',
  wrongCode: 'That code is not right, or was already used. Enter the code your authenticator app shows now.',
  wrongCodeOrRecovery:
    'That code is not right, or was already used. Enter the current code from your app, or an unused recovery code.',
  wrongPassword: 'Your current password is incorrect.',
  alreadyEnabled: 'Two-factor sign-in is already on. Turn it off first to set up another app.',
  notSetUp: 'Start the setup again: scan the QR code, then enter the code your app shows.',
  notEnabled: 'Two-factor sign-in is off for this account.',
  challengeInvalid: `This sign-in has expired (the code must come within ${TWO_FACTOR_CHALLENGE_MINUTES} minutes of the password). Sign in again.`,
  tokenNeedsCode:
    'Two-factor sign-in is on: enter the current code from your authenticator app to create an API token.',
  recoveryCodesOnce:
    'Save these recovery codes somewhere safe now: they are shown this once. Each signs you in once if you lose your phone.',
  enabled: 'Two-factor sign-in is on.',
  disabled: 'Two-factor sign-in is off.',
  failed: 'Two-factor sign-in could not be changed. Please try again.',
  signInFailed: 'Signing in failed. Please try again.',
} as const;
