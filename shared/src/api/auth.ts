/** `/en/auth` and `/en/user`: signing in and out, the session, the account. */
export const authEndpoints = {
  signIn: '/en/auth/signin',
  /** The second step of a sign-in with two-factor on: the challenge and a code. */
  signInTwoFactor: '/en/auth/signin/two-factor',
  signUp: '/en/auth/signup',
  logout: '/en/auth/logout',
  refresh: '/en/auth/refresh',
  forgotPassword: '/en/auth/forgot-password',
  resetPassword: '/en/auth/reset-password',
  changePassword: '/en/auth/change-password',
  confirmEmail: '/en/auth/confirm-email',
  /** A sign-up's confirmation link. */
  verifyEmail: '/en/auth/verify-email',
  /** What an invitation's link invites to (GET ?token=), for the registration page. */
  invitation: '/en/auth/invitation',
  avatar: '/en/auth/avatar',
} as const;

export const userEndpoints = {
  profile: '/en/user/profile',
  preferences: '/en/user/preferences',
  /** Send the sign-up's confirmation link again. */
  emailVerification: '/en/user/email-verification',
  twoFactorSetup: '/en/user/two-factor/setup',
  twoFactorEnable: '/en/user/two-factor/enable',
  twoFactorDisable: '/en/user/two-factor/disable',
  recoveryCodes: '/en/user/two-factor/recovery-codes',
} as const;

export const preferenceKeys = {
  all: ['preferences'] as const,
};
