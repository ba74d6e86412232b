import { STATUS_CODES } from 'node:http';

export interface HttpError extends Error {
  statusCode: number;
  /** A 5xx whose message was written for people (not an internal one): the error handler sends it as it is. */
  expose?: boolean;
}

/** An error the error handler answers as `{ statusCode, error, message }` with this status. */
export function httpError(statusCode: number, message: string): HttpError {
  const error = new Error(message) as HttpError;
  error.statusCode = statusCode;
  error.name = STATUS_CODES[statusCode] ?? 'Error';
  return error;
}

/** A server-side failure with a message written for people (e.g. the writer is unavailable). */
export function serviceUnavailable(message: string): HttpError {
  return Object.assign(httpError(503, message), { expose: true });
}

export const badRequest = (message: string) => httpError(400, message);
export const unauthorized = (message: string) => httpError(401, message);
export const paymentRequired = (message: string) => httpError(402, message);
export const forbidden = (message: string) => httpError(403, message);
export const notFound = (message: string) => httpError(404, message);
export const conflict = (message: string) => httpError(409, message);
