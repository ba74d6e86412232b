/**
 * Why the PostgreSQL pool has timeouts at all: a server that is frozen (SIGSTOP, a hung VM, a network that
 * drops packets silently) accepts connections and queries and never answers, so without them a request would
 * wait until the HTTP request timeout (30 s, server-options.ts) and the pool would stay stuck. Both defaults
 * are well under it: a request waits at most DATABASE_CONNECT_TIMEOUT_MS for a connection, then at most
 * DATABASE_QUERY_TIMEOUT_MS for its query (10 + 10 = 20 s < 30 s), and answers 503 (plugins/app/errors.ts).
 * The request queries take milliseconds (the slowest, a year of analytics, ~1 s at 100,000 copies), so 10 s
 * is only reached when the database does not answer.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 10_000;
