/** `/en/auth` and `/en/user`: signing in and out, the session, the account. */
export const authEndpoints = {
  signIn: '/en/auth/signin',
  signUp: '/en/auth/signup',
  logout: '/en/auth/logout',
  refresh: '/en/auth/refresh',
  forgotPassword: '/en/auth/forgot-password',
  resetPassword: '/en/auth/reset-password',
  changePassword: '/en/auth/change-password',
  confirmEmail: '/en/auth/confirm-email',
  avatar: '/en/auth/avatar',
} as const;

export const userEndpoints = {
  profile: '/en/user/profile',
  preferences: '/en/user/preferences',
} as const;

export const preferenceKeys = {
  all: ['preferences'] as const,
};
