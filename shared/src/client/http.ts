/**
 * The one API client behind `api` (api-client.ts): the platform's fetch, or XMLHttpRequest for an upload that
 * reports its progress. It sends the bearer token (refreshed first when due), stores any session token a body
 * carries, unwraps the `{ data }` envelope, and handles 401 once for everyone. Only api-client.ts imports this
 * module, with the first call (and tests).
 */
import { API_TOKEN_PREFIX, IDEMPOTENCY_KEY_HEADER, REQUEST_TIMEOUT_MS } from '../constants/app';
import { authEndpoints } from '../api/auth';
import { paths } from '../paths';
import { clearSession, getToken, setToken } from './auth-atom';
import { sessionEnded } from './api-client';
import { HttpError, type RequestOptions } from './http-error';
import { createSessionRefresher } from './session-refresh';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every call's path is relative to this. */
export const API_BASE = '/api';

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

/** A body as JSON when it is JSON, else the text as it came; an empty body is null. */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function queryValue(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** `?a=1&b=x` from an object; `undefined` and `null` are left out, an array repeats its key (`k[]=1&k[]=2`). */
export function queryString(params: object | undefined): string {
  if (!params) return '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) if (item !== undefined && item !== null) query.append(`${key}[]`, queryValue(item));
    } else {
      query.append(key, queryValue(value));
    }
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** A request ready to go out. */
export interface Outgoing {
  method: Method;
  url: string;
  headers: Record<string, string>;
  body: FormData | Blob | string | undefined;
  onUploadProgress?: (percent: number) => void;
}

/** What came back: the status and the parsed body. */
interface Incoming {
  status: number;
  body: unknown;
}

const timedOut = (request: Outgoing) =>
  new HttpError('timeout', `${request.method} ${request.url}: no answer within ${REQUEST_TIMEOUT_MS} ms`);
const unreachable = (request: Outgoing) => new HttpError('unreachable', `${request.method} ${request.url}: the server could not be reached`);

/** Sends with fetch, aborted after REQUEST_TIMEOUT_MS (the body read included). */
async function sendWithFetch(request: Outgoing): Promise<Incoming> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: controller.signal,
    });
    return { status: response.status, body: parseBody(await response.text()) };
  } catch {
    throw controller.signal.aborted ? timedOut(request) : unreachable(request);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Sends with XMLHttpRequest, the one way a browser reports upload progress. A file of hundreds of megabytes takes
 * longer than REQUEST_TIMEOUT_MS to send on a slow link, so the time runs from the last sign of life: it times out
 * when neither a byte went up nor an answer came for REQUEST_TIMEOUT_MS.
 */
export function sendWithProgress(request: Outgoing): Promise<Incoming> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stillAlive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        reject(timedOut(request));
        xhr.abort();
      }, REQUEST_TIMEOUT_MS);
    };
    const settle = <T>(finish: (value: T) => void) => (value: T) => {
      clearTimeout(timer);
      finish(value);
    };
    xhr.open(request.method, request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      stillAlive();
      if (event.lengthComputable && event.total) request.onUploadProgress?.(Math.round((event.loaded * 100) / event.total));
    };
    xhr.onload = () => settle(resolve)({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => settle(reject)(unreachable(request));
    xhr.onabort = () => settle(reject)(unreachable(request));
    stillAlive();
    xhr.send(request.body ?? null);
  });
}

/** 128 random bits in hex (getRandomValues, which a page served over plain http has too, unlike randomUUID). */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Waits before each retry of a paid call: the first retry soon, the second once a restart could have ended. */
export const IDEMPOTENT_RETRY_DELAYS_MS = [1_000, 4_000];
/** Answers that mean the request may not have run, or is still running: a gateway's, or the key's first request still at work. */
const RETRIED_STATUSES = new Set([409, 502, 503, 504]);

/**
 * Sends a paid call (its Idempotency-Key set) and, when it got no answer or one that says "try again", sends it
 * again with the same key: the server answers the first result of the key, so the retry charges nothing more. A 409
 * is retried only while the key's first request is running (any other 409 is the call's own answer).
 */
async function sendAgainWhenUnanswered(send: () => Promise<Incoming>): Promise<Incoming> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt >= IDEMPOTENT_RETRY_DELAYS_MS.length;
    try {
      const incoming = await send();
      const running = incoming.status === 409 && /still running/i.test(String((incoming.body as { message?: unknown } | null)?.message ?? ''));
      if (last || !RETRIED_STATUSES.has(incoming.status) || (incoming.status === 409 && !running)) return incoming;
    } catch (error) {
      if (last || !(error instanceof HttpError) || (error.kind !== 'timeout' && error.kind !== 'unreachable')) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, IDEMPOTENT_RETRY_DELAYS_MS[attempt]));
  }
}

const hasHeader = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());

/**
 * One call of the API: refresh the token when due (unless the call carries its own), send the bearer token,
 * then answer the unwrapped body and store any session token in it, or reject with HttpError, ending the
 * session on a 401 (unless `authRedirect: false`, or there was no session).
 */
export async function request<T>(method: Method, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...options.headers };
  if (!options.skipRefresh && !hasHeader(headers, 'Authorization')) await refreshIfDue();
  const token = getToken();
  if (token && !hasHeader(headers, 'Authorization')) headers.Authorization = `Bearer ${token}`;

  let payload: Outgoing['body'];
  if (body === undefined) payload = undefined;
  else if (body instanceof FormData || body instanceof Blob) payload = body;
  else {
    payload = JSON.stringify(body);
    if (!hasHeader(headers, 'Content-Type')) headers['Content-Type'] = 'application/json';
  }

  const outgoing: Outgoing = { method, url: `${API_BASE}${url}${queryString(options.params)}`, headers, body: payload };
  if (options.onUploadProgress) outgoing.onUploadProgress = options.onUploadProgress;
  const send = options.onUploadProgress ? sendWithProgress : sendWithFetch;
  let incoming: Incoming;
  if (options.idempotent) {
    headers[IDEMPOTENCY_KEY_HEADER] = newIdempotencyKey();
    incoming = await sendAgainWhenUnanswered(() => send(outgoing));
  } else incoming = await send(outgoing);

  if (incoming.status < 200 || incoming.status >= 300) {
    if (incoming.status === 401 && options.authRedirect !== false && getToken()) {
      clearSession();
      if (!isOnLoginPage()) sessionEnded();
    }
    throw new HttpError('status', `${method} ${outgoing.url} answered ${incoming.status}`, {
      status: incoming.status,
      data: incoming.body,
    });
  }
  const found = findToken(incoming.body);
  if (found) setToken(found);
  return unwrap(incoming.body, options.wholeBody) as T;
}

const refreshIfDue = createSessionRefresher((token) =>
  request('POST', authEndpoints.refresh, undefined, { skipRefresh: true, headers: { Authorization: `Bearer ${token}` } }),
);

/** The one refresher (one refresh at a time across requests and tabs): the keep-alive of api-client.ts calls it. */
export { refreshIfDue };
