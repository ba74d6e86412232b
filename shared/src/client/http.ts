/**
 * The one API client behind `api` (api-client.ts): one axios instance. Its interceptors send the bearer token
 * (refreshed first when due), store any session token a body carries, unwrap the `{ data }` envelope, and handle 401
 * once for everyone. Only api-client.ts imports this module, with the first call (and tests), so axios loads then too.
 */
import axios, { AxiosError, type AxiosProgressEvent, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { API_TOKEN_PREFIX, IDEMPOTENCY_KEY_HEADER, REQUEST_TIMEOUT_MS } from '../constants/app';
import { authEndpoints } from '../api/auth';
import { paths } from '../paths';
import { clearSession, getToken, setToken } from './auth-atom';
import { sessionEnded } from './session-ended';
import type { RequestOptions } from './http-error';
import { createSessionRefresher } from './session-refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** RequestOptions.authRedirect: false where a 401 means "wrong password", not "session over". */
    authRedirect?: boolean;
    /** RequestOptions.skipRefresh: the refresh call itself, and calls that carry their own token. */
    skipRefresh?: boolean;
    /** RequestOptions.wholeBody: answer the whole body, not its `data`. */
    wholeBody?: boolean;
  }
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every call's path is relative to this. */
export const API_BASE = '/api';

/** The one instance: every call of `api` goes through it. */
export const client = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  // A timeout is ETIMEDOUT, apart from an aborted request (ECONNABORTED).
  transitional: { clarifyTimeoutError: true },
});

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
 * and anything that is not an envelope as it came (a file, a text); an empty body (a 204) is null.
 */
function unwrap(body: unknown, wholeBody = false): unknown {
  if (body === '' || body === undefined) return null;
  const isEnvelope = body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body;
  if (!isEnvelope || wholeBody || 'pagination' in body) return body;
  return body.data;
}

// The bearer token: the session's, refreshed first when due, unless the call carries its own Authorization.
client.interceptors.request.use(async (config) => {
  if (config.headers.has('Authorization')) return config;
  if (!config.skipRefresh) await refreshIfDue();
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

// The envelope, and any session token the body carries.
client.interceptors.response.use((response: AxiosResponse) => {
  const found = findToken(response.data);
  if (found) setToken(found);
  response.data = unwrap(response.data, response.config.wholeBody);
  return response;
});

// A 401 ends the session, once, for every call (unless `authRedirect: false`, or there was no session).
client.interceptors.response.use(undefined, (error: unknown) => {
  if (
    error instanceof AxiosError &&
    error.response?.status === 401 &&
    error.config?.authRedirect !== false &&
    getToken()
  ) {
    clearSession();
    if (!isOnLoginPage()) sessionEnded();
  }
  return Promise.reject(error);
});

/** 128 random bits in hex (getRandomValues, which a page served over plain http has too, unlike randomUUID). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Waits before each retry of a paid call: the first retry soon, the second once a restart could have ended. */
export const IDEMPOTENT_RETRY_DELAYS_MS = [1_000, 4_000];
/** Answers that mean the request may not have run, or is still running: a gateway's, or the key's first request still at work. */
const RETRIED_STATUSES = new Set([409, 502, 503, 504]);

/** Whether a paid call's failure says "try again": no answer at all, a gateway's, or its key's first request still running. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof AxiosError) || axios.isCancel(error)) return false;
  const { response } = error;
  if (!response) return true;
  if (!RETRIED_STATUSES.has(response.status)) return false;
  const message = (response.data as { message?: unknown } | null)?.message;
  return response.status !== 409 || /still running/i.test(String(message ?? ''));
}

/**
 * Sends a paid call (its Idempotency-Key set) and, when it got no answer or one that says "try again", sends it
 * again with the same key: the server answers the first result of the key, so the retry charges nothing more. A 409
 * is retried only while the key's first request is running (any other 409 is the call's own answer).
 */
async function sendAgainWhenUnanswered<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await send();
    } catch (error) {
      if (attempt >= IDEMPOTENT_RETRY_DELAYS_MS.length || !worthRetrying(error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, IDEMPOTENT_RETRY_DELAYS_MS[attempt]));
  }
}

/**
 * Sends an upload that reports its progress. A file of hundreds of megabytes takes longer than REQUEST_TIMEOUT_MS to
 * send on a slow link, so axios's own timeout is off and the time runs from the last sign of life: the call times out
 * (ETIMEDOUT, as any other) when neither a byte went up nor an answer came for REQUEST_TIMEOUT_MS.
 */
async function sendWithProgress(
  config: AxiosRequestConfig,
  onPercent: (percent: number) => void,
): Promise<AxiosResponse> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stalled = false;
  const stillAlive = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stalled = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
  };
  const onUploadProgress = (event: AxiosProgressEvent) => {
    stillAlive();
    if (event.total) onPercent(Math.round((event.loaded * 100) / event.total));
  };
  stillAlive();
  try {
    return await client.request({ ...config, timeout: 0, signal: controller.signal, onUploadProgress });
  } catch (error) {
    if (!stalled) throw error;
    const message = `${config.method} ${config.url}: nothing went up and no answer came within ${REQUEST_TIMEOUT_MS} ms`;
    throw new AxiosError(message, AxiosError.ETIMEDOUT, error instanceof AxiosError ? error.config : undefined);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One call of the API through the instance: answers the unwrapped body, or rejects with axios's error (the session
 * ended on a 401 by the interceptor above).
 */
export async function request<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const { onUploadProgress, idempotent, headers, ...flags } = options;
  const config: AxiosRequestConfig = { method, url, data: body, headers: { ...headers }, ...flags };
  if (idempotent) config.headers = { ...config.headers, [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() };
  const send = () => (onUploadProgress ? sendWithProgress(config, onUploadProgress) : client.request(config));
  const response = await (idempotent ? sendAgainWhenUnanswered(send) : send());
  return response.data as T;
}

const refreshIfDue = createSessionRefresher((token) =>
  request('POST', authEndpoints.refresh, undefined, {
    skipRefresh: true,
    headers: { Authorization: `Bearer ${token}` },
  }),
);

/** The one refresher (one refresh at a time across requests and tabs): the keep-alive of api-client.ts calls it. */
export { refreshIfDue };
