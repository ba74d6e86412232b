/**
 * How a call of the API client fails, and what a call may ask of it. A module of its own, with no imports:
 * `getErrorMessage` and the tests' fixtures read it without loading the client (http.ts).
 */

/** What went wrong: the server answered a status outside 2xx, took longer than REQUEST_TIMEOUT_MS, or was not reached. */
export type HttpErrorKind = 'status' | 'timeout' | 'unreachable';

/** The server's answer to a failed call: its status and its body (JSON parsed; `ApiErrorBody` from the API). */
export interface HttpErrorResponse {
  status: number;
  data: unknown;
}

/**
 * The error every failed call of the client rejects with. `response` is there when the server answered
 * (`error.response?.status`, `error.response?.data`), absent when it was not reached or took too long.
 */
export class HttpError extends Error {
  /** The mark `isHttpError` checks: a plain property, so it holds across copies of this module. */
  readonly isHttpError = true as const;
  readonly kind: HttpErrorKind;
  readonly response?: HttpErrorResponse;

  constructor(kind: HttpErrorKind, message: string, response?: HttpErrorResponse) {
    super(message);
    this.name = 'HttpError';
    this.kind = kind;
    if (response) this.response = response;
  }
}

/** A failed call of the client (as opposed to an error thrown by the code around it). */
export function isHttpError(error: unknown): error is HttpError {
  return (error as { isHttpError?: unknown } | null)?.isHttpError === true;
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
  /** The query string, from an object: `undefined` and `null` values are left out. */
  params?: object;
  /**
   * Upload progress as a whole percentage. fetch cannot report it, so a call that asks is sent with
   * XMLHttpRequest (same token, timeout, envelope and 401 handling).
   */
  onUploadProgress?: (percent: number) => void;
  /**
   * A call that spends credits: sent with an `Idempotency-Key` of its own, and sent again with the same key when
   * it got no answer (a timeout, the network) or the server was briefly unavailable, so a retry never charges twice.
   */
  idempotent?: boolean;
}
