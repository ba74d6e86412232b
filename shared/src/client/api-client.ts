import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { API_TOKEN_PREFIX, REQUEST_TIMEOUT_MS } from '../constants/app';
import { authEndpoints } from '../api/auth';
import { paths } from '../paths';
import type { ApiErrorBody, Paged } from '../types';
import { clearSession, getToken, setToken } from './auth-atom';
import { createSessionRefresher, keepSessionAlive } from './session-refresh';

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

function isOnLoginPage(): boolean {
  return typeof window !== 'undefined' && window.location.pathname.startsWith(paths.login);
}

/** A session token a body carries (sign-in, refresh); never a personal API token (bc_…) just created in Settings. */
function findToken(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as { token?: unknown; data?: { token?: unknown } };
  const token = record.data?.token ?? record.token;
  return typeof token === 'string' && token.length > 0 && !token.startsWith(API_TOKEN_PREFIX) ? token : undefined;
}

/**
 * What a call answers: the `data` of the `{ data }` envelope every successful API body is (types.ts,
 * ApiEnvelope). A page (`{ data, pagination }`) is answered whole, so is a body the request asked for whole,
 * and anything that is not an envelope (a 204, a file) as it came.
 */
function unwrap(body: unknown, wholeBody = false): unknown {
  const isEnvelope = body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body;
  if (!isEnvelope || wholeBody || 'pagination' in body) return body;
  return body.data;
}

/**
 * The one API client. Its interceptors send the bearer token, store any token a body carries, unwrap the
 * `{ data }` envelope (so a call answers the data itself), and handle 401 once for everyone: clear the
 * session and go to /login.
 */
export const apiClient: AxiosInstance = axios.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
});

const refreshIfDue = createSessionRefresher((token) =>
  apiClient.post(authEndpoints.refresh, undefined, { skipRefresh: true, headers: { Authorization: `Bearer ${token}` } }),
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
    // Axios types this as the response; what it answers is the body, typed by `api` below.
    return unwrap(response.data, response.config.wholeBody) as AxiosResponse;
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

/**
 * Typed helpers. `T` is what the call answers: the interceptor already took the `data` out of the envelope,
 * so `api.get<Project>(projectEndpoints.one(id))` is the project. A paged list is `api.page`.
 */
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
  /** A page of a list: its items and its `pagination`, together. */
  page: <T>(url: string, params?: object) => api.get<Paged<T>>(url, { params }),
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
