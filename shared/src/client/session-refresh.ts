import { authStore, getToken, readStoredToken, setToken, tokenAtom } from './auth-atom';

/** What the client needs to know of its token (ms since the epoch). */
export interface TokenTimes {
  issuedAt: number;
  expiresAt: number;
  /** The session's absolute end: no refresh reaches past it. */
  sessionEndsAt: number | null;
}

/** The token's own times, read from its payload (the server checks the signature; the client only plans). */
export function readTokenTimes(token: string): TokenTimes | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    if (typeof claims.iat !== 'number' || typeof claims.exp !== 'number') return null;
    return {
      issuedAt: claims.iat * 1000,
      expiresAt: claims.exp * 1000,
      sessionEndsAt: typeof claims.sxp === 'number' ? claims.sxp * 1000 : null,
    };
  } catch {
    return null;
  }
}

/** When a refresh becomes due: less than a fifth of the token's life left. Null when it cannot be extended. */
export function refreshDueAt(times: TokenTimes): number | null {
  if (times.sessionEndsAt !== null && times.expiresAt >= times.sessionEndsAt) return null;
  return times.expiresAt - (times.expiresAt - times.issuedAt) / 5;
}

/** Due, and still worth asking for: an expired token cannot be refreshed. */
export function isRefreshDue(times: TokenTimes, now = Date.now()): boolean {
  const due = refreshDueAt(times);
  return due !== null && now >= due && now < times.expiresAt;
}

const LOCK_NAME = 'brandcast.session-refresh';

/**
 * Refreshes the token when due, one refresh at a time: within the tab (callers share the request in
 * flight) and across the browser's tabs (a Web Lock, then a look at what another tab may have stored
 * meanwhile). `send` posts the refresh; the API client stores the token it answers, and a 401 ends the
 * session there. Any other failure (offline, a timeout) is ignored: the current token stays in use.
 */
export function createSessionRefresher(send: (token: string) => Promise<unknown>): () => Promise<void> {
  let inFlight: Promise<void> | null = null;

  const refresh = async () => {
    const stored = readStoredToken();
    // Another tab refreshed while this one waited: use its token.
    if (stored && stored !== getToken()) setToken(stored);
    const token = getToken();
    const times = token ? readTokenTimes(token) : null;
    if (!token || !times || !isRefreshDue(times)) return;
    await send(token).catch(() => undefined);
  };

  return () => {
    const token = getToken();
    const times = token ? readTokenTimes(token) : null;
    if (!times || !isRefreshDue(times)) return Promise.resolve();
    if (!inFlight) {
      const run: Promise<void> =
        typeof navigator !== 'undefined' && navigator.locks
          ? navigator.locks.request(LOCK_NAME, refresh).then(() => undefined)
          : refresh();
      inFlight = run.finally(() => {
        inFlight = null;
      });
    }
    return inFlight;
  };
}

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'input', 'wheel', 'touchstart'] as const;

/**
 * Keeps a session alive while it is used, between requests too: when the tab becomes visible again,
 * and when a refresh falls due while the person has been typing or clicking since the token was issued
 * (someone writing a long text sends no request). An idle, hidden tab lets its token run out.
 */
export function keepSessionAlive(refreshIfDue: () => Promise<void>): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let lastActivity = 0;
  let dueAt: number | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onActivity = () => {
    lastActivity = Date.now();
    // Due while the person was away, and now they are back at it.
    if (dueAt !== null && lastActivity >= dueAt) void refreshIfDue();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refreshIfDue();
  };
  const arm = () => {
    clearTimeout(timer);
    const token = getToken();
    const times = token ? readTokenTimes(token) : null;
    dueAt = times ? refreshDueAt(times) : null;
    if (!times || dueAt === null) return;
    timer = setTimeout(
      () => {
        if (document.visibilityState === 'visible' && lastActivity >= times.issuedAt) void refreshIfDue();
      },
      Math.max(0, dueAt - Date.now()),
    );
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
  document.addEventListener('visibilitychange', onVisible);
  const unsubscribe = authStore.sub(tokenAtom, arm);
  arm();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisible);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
  };
}
