import { TELEPROMPTER_DEFAULTS } from './teleprompter';

/** Application-wide constants from the spec (sections 2, 7, 9). */
export const REQUEST_TIMEOUT_MS = 10_000;
/**
 * Every personal API token starts with this, so a leaked one is recognisable and told apart from a session
 * token (the client never stores one as its session). Here, without zod, as the client's first load reads it.
 */
export const API_TOKEN_PREFIX = 'bc_';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** "Client data is kept fresh for 5 minutes and cached for 10 minutes." */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 10 * 60_000;

/** The demo account `npm run seed` makes (api/src/ops/seed-demo.ts), which `npm run bench:web` measures too. */
export const DEMO_ACCOUNT = { email: 'demo@brandcast.local', password: 'brandcast-demo' } as const;

export const STORAGE_KEYS = {
  authToken: 'brandcast.auth-token',
  userData: 'brandcast.user',
  theme: 'brandcast.theme',
  onboardingCompleted: 'brandcast.onboarding-completed',
  /** Unsaved form drafts (autosave), one key per user and item below this prefix. */
  draftPrefix: 'brandcast.draft.',
} as const;

/** Autosave sends an existing item's changes to the server after this pause in typing. */
export const AUTOSAVE_DELAY_MS = 1500;

export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
/** Mobile is a width under 768. */
export const MOBILE_MAX_WIDTH = BREAKPOINTS.md - 1;
export const HEADER_HEIGHT = 60;
export const NAVBAR_WIDTH = 300;

export const TOAST_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];
export const TOAST_DEFAULT_DURATION_MS = 4000;
export const TOAST_DEFAULT_TYPE: ToastType = 'info';
export const TOAST_MAX_VISIBLE = 5;
export const NOTIFICATIONS_MAX = 50;

export const TIME_RANGES = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export const LIST_LIMITS = {
  topPerformers: 10,
  lowPerformers: 5,
  recentProjects: 5,
  recentActivity: 10,
} as const;

export const DEFAULT_VARIATIONS = 3;

export const PREFERENCE_DEFAULTS = {
  compactView: false,
  showStats: true,
  defaultView: 'grid' as 'grid' | 'list',
  notificationSound: true,
  emailNotifications: true,
  autoExport: false,
  autosave: true,
  animations: true,
  sound: false,
  shortcuts: true,
  /** Beyond the spec: the teleprompter's settings travel with the user. */
  teleprompter: TELEPROMPTER_DEFAULTS,
};
export type Preferences = typeof PREFERENCE_DEFAULTS;

/** Paid calls are safe to retry: the header a retry repeats, and the longest key taken. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
