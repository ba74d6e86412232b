import { patterns, paths } from './paths';

/**
 * The contract between the host and the remotes (spec section 2): each remote, the areas its `./routes` module
 * exports, where the host mounts each one and the pages it routes below that. The host's router is built from it,
 * and each remote's `routes.tsx` checks its exports against it (`satisfies RemoteRoutes<…>`), so renaming an area or
 * a page fails the type check, not the browser. Plain data, no React: each app keeps only what it reads.
 */
export interface AreaContract {
  /** Where the host mounts the area: a path, or a pattern with parameters (`/p/:projectId`). */
  readonly path: string;
  /** What the product calls it; the card shown when the area fails to load names it. */
  readonly label: string;
  /** `signed-in` areas sit behind the host's guard, which sends a visitor to sign in first. */
  readonly access: 'public' | 'signed-in';
  /**
   * The pages the area routes itself, relative to `path` (`''` is `path` itself). An area with pages is given every
   * path below its own, and sends the ones that are no page to `/`.
   */
  readonly pages?: Readonly<Record<string, string>>;
  /**
   * `false`: the area reads no cached data (a form that sends one request), so the host mounts it without React Query
   * and its first load goes without it. Every other area gets the app's one QueryClient.
   */
  readonly queries?: false;
}

export const remoteAreas = {
  mfe_auth: {
    LoginArea: { path: paths.login, label: 'Sign in', access: 'public', queries: false },
    RegisterArea: { path: paths.register, label: 'Registration', access: 'public', queries: false },
    ForgotPasswordArea: { path: paths.forgotPassword, label: 'Password reset', access: 'public', queries: false },
    ResetPasswordArea: { path: paths.resetPassword, label: 'Password reset', access: 'public', queries: false },
    /** Public: the link may be opened where the account is not signed in (a phone's mail app). */
    ConfirmEmailArea: { path: paths.confirmEmail, label: 'Email change', access: 'public', queries: false },
    /** Public too: a sign-up's confirmation link. */
    VerifyEmailArea: { path: paths.verifyEmail, label: 'Email confirmation', access: 'public', queries: false },
    SettingsArea: {
      path: paths.settings,
      label: 'Settings',
      access: 'signed-in',
      pages: {
        index: '',
        profile: 'profile',
        preferences: 'preferences',
        billing: 'billing',
        apiTokens: 'api-tokens',
        branding: 'branding',
        accounts: 'accounts',
        channels: 'channels',
      },
    },
  },
  mfe_projects: {
    ProjectsArea: {
      path: paths.projects,
      label: 'Projects',
      access: 'signed-in',
      pages: { index: '', create: 'create', project: ':projectId', edit: ':projectId/edit' },
    },
    /** Outside the guard: a public project for anyone with the link. */
    PublicProjectArea: { path: patterns.publicProject, label: 'Project', access: 'public' },
  },
  mfe_content: {
    MessagesArea: {
      path: paths.messages,
      label: 'Brand Messages',
      access: 'signed-in',
      pages: { index: '', create: 'new', message: ':messageId', edit: ':messageId/edit' },
    },
    CopiesArea: {
      path: paths.copies,
      label: 'Copy Generator',
      access: 'signed-in',
      pages: { index: '', create: 'new' },
    },
    TeleprompterArea: { path: paths.teleprompter, label: 'Teleprompter', access: 'signed-in', pages: { index: '' } },
  },
  mfe_analytics: {
    DashboardArea: { path: paths.dashboard, label: 'Dashboard', access: 'signed-in', pages: { index: '' } },
    AnalyticsArea: { path: paths.analytics, label: 'Analytics', access: 'signed-in', pages: { index: '' } },
  },
} as const satisfies Record<string, Record<string, AreaContract>>;

export type RemoteName = keyof typeof remoteAreas;
/** The areas one remote exposes, e.g. `'ProjectsArea' | 'PublicProjectArea'`. */
export type AreaName<R extends RemoteName> = keyof (typeof remoteAreas)[R] & string;

/** What a remote's `./routes` module exports: one component for each of its areas, no more, no fewer. */
export type RemoteRoutes<R extends RemoteName, Component> = { readonly [A in AreaName<R>]: Component };

/** An area named with its remote, as the contract pairs them. */
export type AreaRef = { [R in RemoteName]: { remote: R; area: AreaName<R> } }[RemoteName];

/** One area with its remote and its contract, as the host mounts it. */
export type MountedArea = {
  [R in RemoteName]: { [A in AreaName<R>]: { remote: R; area: A } & (typeof remoteAreas)[R][A] }[AreaName<R>];
}[RemoteName];

export const remoteNames = Object.keys(remoteAreas) as RemoteName[];

/** Every area of every remote, in the contract's order. */
export const mountedAreas: readonly MountedArea[] = remoteNames.flatMap((remote) =>
  Object.entries(remoteAreas[remote]).map(([area, contract]) => ({ remote, area, ...contract }) as MountedArea),
);

/** The route pattern an area is mounted at: with pages, every path below its own (`/projects/*`). */
export const mountPattern = (area: AreaContract): string => (area.pages ? `${area.path}/*` : area.path);

/** Every page of the signed-in areas as an absolute route pattern, e.g. `/projects/:projectId/edit`. */
export const areaPagePatterns: readonly string[] = mountedAreas.flatMap((area) =>
  area.access === 'signed-in' && 'pages' in area
    ? Object.values(area.pages).map((page: string) => (page ? `${area.path}/${page}` : area.path))
    : [],
);
