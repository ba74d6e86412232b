/** Every route of the app, written once (spec section 2). */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  pricing: '/pricing',
  terms: '/terms',
  privacy: '/privacy',
  dashboard: '/dashboard',
  projects: '/projects',
  projectCreate: '/projects/create',
  project: (projectId: string) => `/projects/${encodeURIComponent(projectId)}`,
  projectEdit: (projectId: string) => `/projects/${encodeURIComponent(projectId)}/edit`,
  /** A public project's read-only page, for anyone with the link. */
  publicProject: (projectId: string) => `/p/${encodeURIComponent(projectId)}`,
  messages: '/messages',
  messageNew: '/messages/new',
  message: (id: string) => `/messages/${encodeURIComponent(id)}`,
  messageEdit: (id: string) => `/messages/${encodeURIComponent(id)}/edit`,
  copies: '/copies',
  copyNew: '/copies/new',
  teleprompter: '/teleprompter',
  /** Analytics (issue 17): the spec names the views but gives them no route. */
  analytics: '/analytics',
  /** A message, copy or script opened on the teleprompter. */
  teleprompterWith: (source: 'message' | 'copy' | 'script', id: string) =>
    `/teleprompter?${source}=${encodeURIComponent(id)}`,
  settings: '/settings',
  settingsProfile: '/settings/profile',
  settingsBilling: '/settings/billing',
  settingsPreferences: '/settings/preferences',
} as const;

/**
 * The pages inside each signed-in area, relative to the area's path (spec section 2). The remotes route by
 * them, and the host's guard reads them to tell a real page (sign in first) from an unknown path (go to /).
 */
export const areas = {
  dashboard: { path: paths.dashboard, pages: { index: '' } },
  projects: {
    path: paths.projects,
    pages: { index: '', create: 'create', project: ':projectId', edit: ':projectId/edit' },
  },
  messages: {
    path: paths.messages,
    pages: { index: '', create: 'new', message: ':messageId', edit: ':messageId/edit' },
  },
  copies: { path: paths.copies, pages: { index: '', create: 'new' } },
  teleprompter: { path: paths.teleprompter, pages: { index: '' } },
  analytics: { path: paths.analytics, pages: { index: '' } },
  settings: {
    path: paths.settings,
    pages: { index: '', profile: 'profile', preferences: 'preferences', billing: 'billing' },
  },
} as const;

/** Every page of the signed-in areas as an absolute route pattern, e.g. `/projects/:projectId/edit`. */
export const areaPagePatterns: readonly string[] = Object.values(areas).flatMap(({ path, pages }) =>
  Object.values(pages).map((page: string) => (page ? `${path}/${page}` : path)),
);

/** Where to go after signing in: only a path of this app (never another site), else the dashboard. */
export function safeNextPath(next: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}
