import type { ApiErrorBody, Paged } from '../types';
import { getToken } from './auth-atom';
import { isHttpError, isTimeout, type RequestOptions } from './http-error';
import { keepSessionAlive } from './session-refresh';

export { isHttpError, isTimeout, type HttpError, type RequestOptions } from './http-error';

export { sessionEnded, setUnauthorizedHandler } from './session-ended';

/**
 * The one API client (http.ts: one axios instance whose interceptors send the bearer token, store any token a body
 * carries, unwrap the `{ data }` envelope and handle 401 once for everyone), loaded with the first call: axios
 * (~14 KB gzip, README) is not in any page's first load.
 */
const http = () => import('./http');

/**
 * Starts loading the client before the first call: with a stored session the app's first calls (the session check,
 * the page's data) come as soon as it renders, and they no longer wait a round trip for the client's code (issue 15).
 */
export function preloadApiClient(): void {
  void http();
}

/** Starts refreshing the token while the app is used (see keepSessionAlive); returns the stop. Without a session there is nothing to refresh, and the client stays unloaded. */
export const startSessionKeepAlive = () =>
  keepSessionAlive(() => (getToken() ? http().then((module) => module.refreshIfDue()) : Promise.resolve()));

/** The server's message for a failed request, or the catalogue's fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (isHttpError(error)) {
    const body = error.response?.data as Partial<ApiErrorBody> | undefined;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    if (isTimeout(error)) return `${fallback}: the server took too long to answer.`;
    if (!error.response) return `${fallback}: the server could not be reached.`;
  }
  return fallback;
}

/** The HTTP status of a failed request that got an answer (undefined when the server was not reached). */
export function statusOf(error: unknown): number | undefined {
  return (error as { response?: { status?: number } } | null)?.response?.status;
}

/**
 * Typed helpers. `T` is what the call answers: the client already took the `data` out of the envelope,
 * so `api.get<Project>(projectEndpoints.one(id))` is the project. A paged list is `api.page`.
 */
export const api = {
  get: <T>(url: string, options?: RequestOptions) =>
    http().then((client) => client.request<T>('GET', url, undefined, options)),
  post: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    http().then((client) => client.request<T>('POST', url, body, options)),
  put: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    http().then((client) => client.request<T>('PUT', url, body, options)),
  patch: <T>(url: string, body?: unknown, options?: RequestOptions) =>
    http().then((client) => client.request<T>('PATCH', url, body, options)),
  delete: <T>(url: string, options?: RequestOptions) =>
    http().then((client) => client.request<T>('DELETE', url, undefined, options)),
  /** A page of a list: its items and its `pagination`, together. */
  page: <T>(url: string, params?: object) => api.get<Paged<T>>(url, { params }),
  /**
   * Multipart upload, reporting progress as a percentage: a file (sent as the field `file` unless named), or a
   * form built by the caller (fields the server reads before the file come first).
   */
  upload: <T>(
    url: string,
    content: Blob | FormData,
    options: { field?: string; onProgress?: (percent: number) => void } = {},
  ) => {
    let form = content;
    if (!(content instanceof FormData)) {
      form = new FormData();
      form.append(options.field ?? 'file', content);
    }
    return http().then((client) =>
      client.request<T>('POST', url, form, { onUploadProgress: (percent) => options.onProgress?.(percent) }),
    );
  },
};
