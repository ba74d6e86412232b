/**
 * How a call of the API client fails, and what a call may ask of it. A module of its own that imports axios's types
 * only: `getErrorMessage` and the tests' fixtures read it without loading the client (http.ts) or axios.
 */
import type { AxiosError } from 'axios';

/**
 * The error every failed call of the client rejects with: axios's own. `response` is there when the server answered
 * (`error.response?.status`, `error.response?.data`), absent when it was not reached or took too long (`code`
 * ETIMEDOUT).
 */
export type HttpError = AxiosError<unknown>;

/** A failed call of the client (as opposed to an error thrown by the code around it); axios marks its errors so. */
export function isHttpError(error: unknown): error is HttpError {
  return (error as { isAxiosError?: unknown } | null)?.isAxiosError === true;
}

/** A call that got no answer within REQUEST_TIMEOUT_MS (an upload: with no byte going up for that long). */
export function isTimeout(error: HttpError): boolean {
  return error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED';
}

/** What a call of `api` may ask beside its URL and body. */
export interface RequestOptions {
  /** Set to false where a 401 means "wrong password", not "session over" (e.g. change password). */
  authRedirect?: boolean;
  /** The refresh call itself, and calls that carry their own token, skip the refresh check. */
  skipRefresh?: boolean;
  /**
   * Answer the whole body instead of its `data`, for a body that carries something beside it: the
   * notifications' `meta`, a generation's `note`. (A page keeps its `pagination` without asking.)
   */
  wholeBody?: boolean;
  /** Headers of this call; an `Authorization` here is sent instead of the session's token. */
  headers?: Record<string, string>;
  /** The query string, from an object: `undefined` and `null` values are left out, an array repeats its key (`k[]`). */
  params?: object;
  /**
   * Upload progress as a whole percentage (from axios's `onUploadProgress`). Such a call times out when no byte went
   * up and no answer came for REQUEST_TIMEOUT_MS, not after REQUEST_TIMEOUT_MS in all (a large file takes longer).
   */
  onUploadProgress?: (percent: number) => void;
  /**
   * A call that spends credits: sent with an `Idempotency-Key` of its own, and sent again with the same key when
   * it got no answer (a timeout, the network) or the server was briefly unavailable, so a retry never charges twice.
   */
  idempotent?: boolean;
}
