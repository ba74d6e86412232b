import type { AxiosError, AxiosInstance } from 'axios';
import type { ApiErrorBody, Paged } from '../types';
import { paths } from '../paths';
import { getToken } from './auth-atom';
import { keepSessionAlive } from './session-refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set to false where a 401 means "wrong password", not "session over" (e.g. change password). */
    authRedirect?: boolean;
    /** The refresh call itself, and calls that carry their own token, skip the refresh check. */
    skipRefresh?: boolean;
    /**
     * Answer the whole body instead of its `data`, for a body that carries something beside it: the
     * notifications' `meta`, a generation's `note`. (A page keeps its `pagination` without asking.)
     */
    wholeBody?: boolean;
  }
}

let onUnauthorized: () => void = () => {
  if (typeof window !== 'undefined') window.location.assign(paths.login);
};

/** The host replaces the default (a full page load) with a router navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** What the client does when a 401 ends the session (http.ts calls it). */
export function sessionEnded(): void {
  onUnauthorized();
}

/**
 * The one API client (http.ts: axios with the interceptors that send the bearer token, store any token a body
 * carries, unwrap the `{ data }` envelope and handle 401 once for everyone), loaded with the first call.
 */
const http = (): Promise<AxiosInstance> => import('./http').then((module) => module.apiClient);

/** Starts refreshing the token while the app is used (see keepSessionAlive); returns the stop. Without a session there is nothing to refresh, and axios stays unloaded. */
export const startSessionKeepAlive = () =>
  keepSessionAlive(() => (getToken() ? import('./http').then((module) => module.refreshIfDue()) : Promise.resolve()));

/** A failed call of the client (axios marks its errors). */
function isHttpError(error: unknown): error is AxiosError {
  return (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;
}

/** The server's message for a failed request, or the catalogue's fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    if (error.code === 'ECONNABORTED') return `${fallback}: the server took too long to answer.`;
    if (!error.response) return `${fallback}: the server could not be reached.`;
  }
  return fallback;
}

/** The HTTP status of a failed request that got an answer (undefined when the server was not reached). */
export function statusOf(error: unknown): number | undefined {
  return (error as { response?: { status?: number } } | null)?.response?.status;
}

/**
 * Typed helpers. `T` is what the call answers: the interceptor already took the `data` out of the envelope,
 * so `api.get<Project>(projectEndpoints.one(id))` is the project. A paged list is `api.page`.
 */
export const api = {
  get: <T>(url: string, config?: Parameters<AxiosInstance['get']>[1]) =>
    http().then((client) => client.get<T, T>(url, config)),
  post: <T>(url: string, body?: unknown, config?: Parameters<AxiosInstance['post']>[2]) =>
    http().then((client) => client.post<T, T>(url, body, config)),
  put: <T>(url: string, body?: unknown, config?: Parameters<AxiosInstance['put']>[2]) =>
    http().then((client) => client.put<T, T>(url, body, config)),
  patch: <T>(url: string, body?: unknown, config?: Parameters<AxiosInstance['patch']>[2]) =>
    http().then((client) => client.patch<T, T>(url, body, config)),
  delete: <T>(url: string, config?: Parameters<AxiosInstance['delete']>[1]) =>
    http().then((client) => client.delete<T, T>(url, config)),
  /** A page of a list: its items and its `pagination`, together. */
  page: <T>(url: string, params?: object) => api.get<Paged<T>>(url, { params }),
  /** Multipart upload (field `file` unless named), reporting progress as a percentage. */
  upload: <T>(url: string, file: Blob, options: { field?: string; onProgress?: (percent: number) => void } = {}) => {
    const form = new FormData();
    form.append(options.field ?? 'file', file);
    return http().then((client) =>
      client.post<T, T>(url, form, {
        onUploadProgress: (event) => {
          if (event.total) options.onProgress?.(Math.round((event.loaded * 100) / event.total));
        },
      }),
    );
  },
};
