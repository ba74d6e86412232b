import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { STORAGE_KEYS } from '../constants/app';
import type { User } from '../types';

/**
 * The one auth atom of the app. `jotai` and `@brandcast/shared` are Module Federation singletons, so
 * the host and every remote read and write this same atom in the same (default) store.
 */
export const tokenAtom = atomWithStorage<string | null>(
  STORAGE_KEYS.authToken,
  null,
  createJSONStorage<string | null>(() => localStorage),
  { getOnInit: true },
);
export const userAtom = atomWithStorage<User | null>(
  STORAGE_KEYS.userData,
  null,
  createJSONStorage<User | null>(() => localStorage),
  { getOnInit: true },
);

/** 'checking' while a stored token is being confirmed with the server at start. */
export type AuthStatus = 'checking' | 'authenticated' | 'anonymous';
const checkingAtom = atom(false);

export const authAtom = atom((get) => {
  const token = get(tokenAtom);
  const user = get(userAtom);
  const isAuthenticated = Boolean(token && user);
  const status: AuthStatus = get(checkingAtom) ? 'checking' : isAuthenticated ? 'authenticated' : 'anonymous';
  return { token, user, isAuthenticated, status };
});

export const authStore = getDefaultStore();

export function setSession(session: { token: string; user: User }): void {
  authStore.set(tokenAtom, session.token);
  authStore.set(userAtom, session.user);
}

export function setToken(token: string): void {
  authStore.set(tokenAtom, token);
}

export function setUser(user: User): void {
  authStore.set(userAtom, user);
}

export function clearSession(): void {
  authStore.set(tokenAtom, null);
  authStore.set(userAtom, null);
}

export function setAuthChecking(checking: boolean): void {
  authStore.set(checkingAtom, checking);
}

export function getToken(): string | null {
  return authStore.get(tokenAtom);
}

/**
 * The token as stored right now. Another tab's write reaches the atom through a storage event, a task
 * later; a tab about to refresh reads the storage itself.
 */
export function readStoredToken(): string | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.authToken) ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}
