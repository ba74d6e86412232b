/** The SQLSTATE of a failed query (PostgreSQL's five-character code), through drizzle's wrapper or not. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a query failed on a unique index (23505). */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/** True when a query named a table (or schema) that does not exist (42P01, 3F000). */
export const isUndefinedTable = (error: unknown): boolean => ['42P01', '3F000'].includes(sqlState(error) ?? '');

/** Error codes of a socket that cannot reach, or lost, the database server. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** node-postgres says these in words, with no code. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Connection ended',
  // query_timeout passed: the server took the query and did not answer (frozen, or hopelessly slow).
  'Query read timeout',
];

/**
 * True when a query failed because the database server is not there: it refused or dropped the connection
 * (SQLSTATE class 08), it is shutting down or starting up (57P01-57P03), the socket could not reach it, or it
 * did not answer within the pool's timeouts (the client's query_timeout, or statement_timeout: 57014).
 * Such a failure is not the request's fault, and the pool reconnects by itself once the server is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (code === '57P01' || code === '57P02' || code === '57P03' || code === '57014') return true;
      if (CONNECTION_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((words) => message.includes(words))) return true;
    // Node's AggregateError when every address of the host refused.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when the query reached the server and its answer did not come in time (the client's query_timeout or
 * the server's statement_timeout, 57014): unlike a refused connection, a single write may have been applied.
 */
export function isDatabaseTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (code === '57014' || message === 'Query read timeout') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
