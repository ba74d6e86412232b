import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * A URL as logged: the values of query parameters that carry a secret (a reset link's token, a signed address's
 * signature) are replaced, so a log line cannot be used as the link it records.
 */
export function loggedUrl(url: string): string {
  return url.replace(/([?&](?:token|signature|code|key)=)[^&#]*/gi, '$1[redacted]');
}

/** One log line per request: when it completes, with method, URL (secrets redacted), status and time. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: loggedUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/**
 * Hops or addresses, never `true`, which believes a client's own X-Forwarded-For entries. A number of hops is
 * a function of the entry's distance (proxy-addr counts the connecting peer as 0): Fastify takes a bare number
 * as trusting nothing.
 */
function trustedProxies(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Options of the Fastify instance that hosts the app: logs, limits, timeouts. */
export function serverOptions(config: Pick<Config, 'logLevel' | 'trustProxy'>): FastifyServerOptions {
  return {
    logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    // Slow clients cannot hold a connection forever.
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 10_000,
    // PGlite's first start creates its data directory: give plugins time.
    pluginTimeout: 60_000,
    return503OnClosing: true,
    trustProxy: trustedProxies(config.trustProxy),
    // Tracked links are short: {APP_URL}/r/{code} is answered by the API's /api/r/{code}.
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      return url.startsWith('/r/') ? `/api${url}` : url;
    },
  };
}
