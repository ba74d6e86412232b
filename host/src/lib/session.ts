import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type User } from '@brandcast/shared';
import { authEndpoints, userEndpoints } from '@brandcast/shared/api';
import {
  api,
  authStore,
  clearSession,
  getToken,
  setAuthChecking,
  setUnauthorizedHandler,
  setUser,
  startSessionKeepAlive,
  userAtom,
} from '@brandcast/shared/client';
import { clearDrafts } from '@brandcast/shared/ui';

export function loginPathFor(location: { pathname: string; search: string }): string {
  const next = `${location.pathname}${location.search}`;
  return next === paths.landing ? paths.login : `${paths.login}?next=${encodeURIComponent(next)}`;
}

/**
 * At start, a stored token is confirmed with the server (the guard shows its spinner meanwhile), and
 * the stored user is refreshed. A 401 clears the session through the API client. While the app is used,
 * the token is refreshed before it expires.
 */
export function useSessionCheck(): void {
  useEffect(() => startSessionKeepAlive(), []);
  useEffect(() => {
    if (!getToken()) return;
    setAuthChecking(true);
    api
      .get<{ user: User }>(userEndpoints.profile)
      .then(({ user }) => setUser(user))
      .catch(() => {
        // 401 was handled by the client; on a network failure the stored session stays usable.
        if (!authStore.get(userAtom)) clearSession();
      })
      .finally(() => setAuthChecking(false));
  }, []);
}

/** A 401 anywhere sends the user to sign in, and back here afterwards, without a page reload. */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => navigate(loginPathFor(window.location), { replace: true }));
  }, [navigate]);
}

/**
 * Spec: local data is cleared first, then the logout call is made and its failure ignored. Signing out on
 * purpose leaves no unsaved draft behind in this browser (an expired session keeps them).
 */
export async function signOut(): Promise<void> {
  const token = getToken();
  clearSession();
  clearDrafts();
  if (!token) return;
  await api
    .post(authEndpoints.logout, undefined, { headers: { Authorization: `Bearer ${token}` }, authRedirect: false })
    .catch(() => undefined);
}
