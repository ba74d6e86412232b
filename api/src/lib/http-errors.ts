import { STATUS_CODES } from 'node:http';

export interface HttpError extends Error {
  statusCode: number;
}

/** An error the error handler answers as `{ statusCode, error, message }` with this status. */
export function httpError(statusCode: number, message: string): HttpError {
  const error = new Error(message) as HttpError;
  error.statusCode = statusCode;
  error.name = STATUS_CODES[statusCode] ?? 'Error';
  return error;
}

export const badRequest = (message: string) => httpError(400, message);
export const unauthorized = (message: string) => httpError(401, message);
export const forbidden = (message: string) => httpError(403, message);
export const notFound = (message: string) => httpError(404, message);
export const conflict = (message: string) => httpError(409, message);
