/** Route patterns with parameters that are mounted as they are (the host reads them from `remoteAreas`). */
export const patterns = {
  /** A public project's read-only page, for anyone with the link. */
  publicProject: '/p/:projectId',
} as const;

/** Every route of the app, written once (spec section 2). */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** An email change's confirmation link opens this page. */
  confirmEmail: '/confirm-email',
  /** A sign-up's confirmation link opens this page. */
  verifyEmail: '/verify-email',
  pricing: '/pricing',
  terms: '/terms',
  privacy: '/privacy',
  dashboard: '/dashboard',
  projects: '/projects',
  projectCreate: '/projects/create',
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  projectEdit: (projectId: string) => `/projects/${encodeURIComponent(projectId)}/edit`,
  publicProject: (projectId: string) =>
    patterns.publicProject.replace(':projectId', () => encodeURIComponent(projectId)),
  messages: '/messages',
  messageNew: '/messages/new',
  message: (id: string) => `/messages/${encodeURIComponent(id)}`,
  messageEdit: (id: string) => `/messages/${encodeURIComponent(id)}/edit`,
  copies: '/copies',
  copyNew: '/copies/new',
  teleprompter: '/teleprompter',
  /** Analytics: the spec names the views but gives them no route. */
  analytics: '/analytics',
  /** A message, copy or script opened on the teleprompter. */
  teleprompterWith: (source: 'message' | 'copy' | 'script', id: string) =>
    `/teleprompter?${source}=${encodeURIComponent(id)}`,
  settings: '/settings',
  settingsProfile: '/settings/profile',
  settingsBilling: '/settings/billing',
  settingsPreferences: '/settings/preferences',
  settingsApiTokens: '/settings/api-tokens',
  settingsBranding: '/settings/branding',
  settingsAccounts: '/settings/accounts',
  settingsChannels: '/settings/channels',
} as const;

/** Where to go after signing in: only a path of this app (never another site), else the dashboard. */
export function safeNextPath(next: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
