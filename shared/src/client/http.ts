/**
 * The axios instance behind `api` (api-client.ts), in a module of its own: axios (20 KB gzip) loads with the first
 * call instead of before a page's first render, so a visitor's sign-in page loads it only when it is sent (issue 15).
 * Only api-client.ts imports this module, on demand (and tests, to answer requests).
 */
import axios, { AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import { API_TOKEN_PREFIX, REQUEST_TIMEOUT_MS } from '../constants/app';
import { authEndpoints } from '../api/auth';
import { paths } from '../paths';
import type { ApiErrorBody } from '../types';
import { clearSession, getToken, setToken } from './auth-atom';
import { sessionEnded } from './api-client';
import { createSessionRefresher } from './session-refresh';

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

/** The one refresher (one refresh at a time across requests and tabs): the keep-alive of api-client.ts calls it. */
export { refreshIfDue };

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
      if (!isOnLoginPage()) sessionEnded();
    }
    return Promise.reject(error);
  },
);

