import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseTimeout, isDatabaseUnavailable, sqlState } from '../../db/errors';
import { DomainError } from '../../lib/domain-errors';

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
}

/** "password: Password must be at least 8 characters"; "body: ..." when the whole body is wrong. */
export function validationMessage(issues: ValidationIssue[], context: string | undefined): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      if (!field && issue.keyword === 'invalid_type') {
        return `${context ?? 'body'}: the request ${context ?? 'body'} must be a JSON object`;
      }
      return `${field || context || 'body'}: ${issue.message ?? 'is invalid'}`;
    })
    .join('; ');
}

/** Friendlier words for Fastify's own client errors. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY:
    "The request body is empty but its content-type says JSON; send '{}' or no content-type.",
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is larger than the 1 MB limit.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content-type is not supported here; send JSON (application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The content-length header does not match the body.',
};

export const FOREIGN_KEY_GONE = 'Something this refers to was deleted meanwhile; reload and try again.';
export const DATABASE_UNAVAILABLE =
  'The database cannot be reached right now, so this was not done. Brandcast reconnects by itself; please try again in a moment.';
/**
 * When the database took the request and did not answer in time (frozen, or far too slow), a single write may
 * still be applied once it wakes: the message cannot promise it was not done.
 */
export const DATABASE_TIMED_OUT =
  'The database did not answer in time, so this may not have been done. Brandcast reconnects by itself; please check and try again in a moment.';
/** Seconds a client is asked to wait before trying again during a database outage. */
const OUTAGE_RETRY_AFTER = 5;

const send = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});

/**
 * The one place where an error becomes an HTTP answer, always in Fastify's shape `{ statusCode, error,
 * message }`. A domain error (lib/domain-errors.ts) answers its kind's status with its message, 5xx
 * included (those messages are written for people). A path id that fails its schema names nothing here:
 * 404 with the schema's words, as for an unknown id. Other validation errors name the field (400);
 * database errors about a value (SQLSTATE class 22) are the client's and answer 400; a foreign key whose
 * row was deleted meanwhile (23503) answers 409; a database server that cannot be reached, or does not answer within the pool's timeouts, answers 503 with
 * Retry-After (the pool reconnects by itself when it is back); anything else is logged and answered without
 * details.
 */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
      if (error instanceof DomainError) {
        if (error.statusCode >= 500) request.log.warn({ err: error }, 'request failed');
        return reply.code(error.statusCode).send(send(error.statusCode, error.message));
      }
      if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
        return reply.code(404).send(send(404, error.validation[0]?.message ?? 'Not Found'));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send(send(400, validationMessage(error.validation, error.validationContext)));
      }
      const state = sqlState(error);
      if (state?.startsWith('22')) {
        request.log.info({ err: error }, 'database refused a value');
        return reply
          .code(400)
          .send(send(400, 'A value in the request cannot be stored (for example a NUL character in text).'));
      }
      if (state === '23503') {
        // The writes re-check what they refer to; this is the backstop for a race one of them missed.
        request.log.warn({ err: error }, 'a row referred to was deleted meanwhile');
        return reply.code(409).send(send(409, FOREIGN_KEY_GONE));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        const message = isDatabaseTimeout(error) ? DATABASE_TIMED_OUT : DATABASE_UNAVAILABLE;
        return reply.code(503).header('retry-after', String(OUTAGE_RETRY_AFTER)).send(send(503, message));
      }
      const statusCode = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply
          .code(statusCode)
          .send(send(statusCode, 'Something went wrong on our side. Please try again in a moment.'));
      }
      const message =
        (error.code && FASTIFY_MESSAGES[error.code]) || error.message || STATUS_CODES[statusCode] || 'Error';
      return reply.code(statusCode).send(send(statusCode, message));
    });
  },
  { name: 'error-handler' },
);
