import axios, { AxiosError, type AxiosInstance } from 'axios';
import { REQUEST_TIMEOUT_MS } from '../constants/app';
import { paths } from '../paths';
import type { ApiErrorBody } from '../types';
import { clearSession, getToken, setToken } from './auth-atom';
import { createSessionRefresher, keepSessionAlive } from './session-refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set to false where a 401 means "wrong password", not "session over" (e.g. change password). */
    authRedirect?: boolean;
    /** The refresh call itself, and calls that carry their own token, skip the refresh check. */
    skipRefresh?: boolean;
  }
}

let onUnauthorized: () => void = () => {
  if (typeof window !== 'undefined') window.location.assign(paths.login);
};

/** The host replaces the default (a full page load) with a router navigation. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function isOnLoginPage(): boolean {
  return typeof window !== 'undefined' && window.location.pathname.startsWith(paths.login);
}

function findToken(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as { token?: unknown; data?: { token?: unknown } };
  const token = record.data?.token ?? record.token;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}

/**
 * The one API client. Its interceptors send the bearer token, store any token a body carries,
 * unwrap the body, and handle 401 once for everyone: clear the session and go to /login.
 */
export const apiClient: AxiosInstance = axios.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
});

const refreshIfDue = createSessionRefresher((token) =>
  apiClient.post('/en/auth/refresh', undefined, { skipRefresh: true, headers: { Authorization: `Bearer ${token}` } }),
);

/** Starts refreshing the token while the app is used (see keepSessionAlive); returns the stop. */
export const startSessionKeepAlive = () => keepSessionAlive(refreshIfDue);

apiClient.interceptors.request.use(async (config) => {
  if (!config.skipRefresh && !config.headers.has('Authorization')) await refreshIfDue();
  const token = getToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    const token = findToken(response.data);
    if (token) setToken(token);
    return response.data;
  },
  (error: AxiosError<ApiErrorBody>) => {
    if (error.response?.status === 401 && error.config?.authRedirect !== false && getToken()) {
      clearSession();
      if (!isOnLoginPage()) onUnauthorized();
    }
    return Promise.reject(error);
  },
);

/** The server's message for a failed request, or the catalogue's fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
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

/** Typed helpers: the interceptor already unwrapped the HTTP body. */
export const api = {
  get: <T>(url: string, config?: Parameters<AxiosInstance['get']>[1]) =>
    apiClient.get<T, T>(url, config),
  post: <T>(url: string, body?: unknown, config?: Parameters<AxiosInstance['post']>[2]) =>
    apiClient.post<T, T>(url, body, config),
  put: <T>(url: string, body?: unknown, config?: Parameters<AxiosInstance['put']>[2]) =>
    apiClient.put<T, T>(url, body, config),
  patch: <T>(url: string, body?: unknown, config?: Parameters<AxiosInstance['patch']>[2]) =>
    apiClient.patch<T, T>(url, body, config),
  delete: <T>(url: string, config?: Parameters<AxiosInstance['delete']>[1]) =>
    apiClient.delete<T, T>(url, config),
  /** Multipart upload (field `file` unless named), reporting progress as a percentage. */
  upload: <T>(url: string, file: Blob, options: { field?: string; onProgress?: (percent: number) => void } = {}) => {
    const form = new FormData();
    form.append(options.field ?? 'file', file);
    return apiClient.post<T, T>(url, form, {
      onUploadProgress: (event) => {
        if (event.total) options.onProgress?.(Math.round((event.loaded * 100) / event.total));
      },
    });
  },
};
