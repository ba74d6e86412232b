/** The error catalogue: spec section 8. The UI falls back to these when the server gives no message. */
export const ERRORS = {
  loginFailed: 'Login failed. Please try again.',
  registrationFailed: 'Registration failed. Please try again.',
  refreshFailed: 'Token refresh failed',
  forgotPasswordFailed: 'Failed to send reset email',
  resetPasswordFailed: 'Failed to reset password',
  changePasswordFailed: 'Failed to change password',
  profileUpdateFailed: 'Failed to update profile',
  // The account state's own fallbacks, for a failure that is not a failed call (spec section 8).
  passwordChangeStateFailed: 'Password change failed',
  profileUpdateStateFailed: 'Update failed',
  avatarUploadFailed: 'Failed to upload avatar',
  fetchProjectsFailed: 'Failed to fetch projects',
  fetchProjectFailed: 'Failed to fetch project',
  createProjectFailed: 'Failed to create project',
  updateProjectFailed: 'Failed to update project',
  deleteProjectFailed: 'Failed to delete project',
  // Messages and copies: fetch, create, update and delete follow the projects' pattern (spec section 8).
  fetchMessagesFailed: 'Failed to fetch messages',
  fetchMessageFailed: 'Failed to fetch message',
  createMessageFailed: 'Failed to create message',
  updateMessageFailed: 'Failed to update message',
  deleteMessageFailed: 'Failed to delete message',
  fetchCopiesFailed: 'Failed to fetch copies',
  fetchCopyFailed: 'Failed to fetch copy',
  createCopyFailed: 'Failed to create copy',
  updateCopyFailed: 'Failed to update copy',
  deleteCopyFailed: 'Failed to delete copy',
  generateMessageFailed: 'Failed to generate AI message',
  testMessageFailed: 'Failed to test message',
  generateCopyFailed: 'Failed to generate copy',
  adaptCopyFailed: 'Failed to adapt copy',
  generateHashtagsFailed: 'Failed to generate hashtags',
  fetchDashboardFailed: 'Failed to fetch dashboard overview',
  exportAnalyticsFailed: 'Failed to export analytics',
  notAuthenticated: 'Not authenticated',
  messageNotFound: 'Message not found',
  copyNotFound: 'Copy not found',
  projectNotFound: 'Project not found',
  // Settings → API tokens and Branding.
  fetchApiTokensFailed: 'Failed to load your API tokens',
  createApiTokenFailed: 'Failed to create the API token',
  revokeApiTokenFailed: 'Failed to revoke the API token',
  fetchBrandingFailed: 'Failed to load your branding',
  saveBrandingFailed: 'Failed to save your branding',
} as const;

/** Hours an email change's confirmation link works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/**
 * Changing the account's email: the API's answers and the confirm page's titles, one text each.
 * The confirm page tells an expired link from a used one by these messages.
 */
export const EMAIL_CHANGE = {
  passwordRequired: 'Enter your current password to change your email.',
  wrongPassword: 'Your current password is incorrect. Your email was not changed.',
  linkInvalid:
    'This confirmation link is not valid: it was replaced by a newer one, or your password changed since. Ask for a new one in Settings → Profile.',
  linkExpired: `This confirmation link has expired (it works for ${EMAIL_CHANGE_LINK_HOURS} hours). Ask for a new one in Settings → Profile.`,
  linkUsed: 'This confirmation link was already used.',
  confirmFailed: 'Failed to confirm your new email',
  pending: (email: string) => `Check your new inbox: we sent a link to ${email}. Your email changes when you open it.`,
  confirmed: (email: string) => `Your email is now ${email}. Sign in with it from now on.`,
} as const;
