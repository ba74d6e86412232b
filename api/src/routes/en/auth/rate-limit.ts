import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { TooManyAttempts } from '../../../lib/domain-errors';

const WINDOW_MS = 60_000;

/**
 * Sign-in, sign-up, forgot-password and reset-password: per route, AUTH_RATE_LIMIT_IP_MAX requests a minute
 * per client address whatever the email (an IPv6 client by its /64, as the plugin's own key), and, where the
 * body names an email, AUTH_RATE_LIMIT_MAX a minute per address and email. A preHandler, so the key uses
 * the validated, normalised email; with `perAccount` (a signed-in route that checks the password, as deleting the
 * account), AUTH_RATE_LIMIT_MAX a minute per account, from any address. Two counters on one request need `createRateLimit` (the plugin's route
 * hook runs once per request); the counters live in the plugin's store, shared by every instance.
 */
export function authRateLimit(
  fastify: FastifyInstance,
  { perEmail, perAccount = false }: { perEmail: boolean; perAccount?: boolean },
) {
  const { authRateLimitIpMax, authRateLimitMax } = fastify.config;
  const route = (request: FastifyRequest) => `${request.routeOptions.method} ${request.routeOptions.url}`;
  const limits = [
    fastify.createRateLimit({
      max: authRateLimitIpMax,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `auth-ip ${route(request)} ${normalizeIP(request.ip)}`,
    }),
  ];
  if (perEmail) {
    limits.push(
      fastify.createRateLimit({
        max: authRateLimitMax,
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => {
          const email = (request.body as { email?: unknown } | undefined)?.email;
          return `auth-email ${route(request)} ${request.ip}|${typeof email === 'string' ? email : ''}`;
        },
      }),
    );
  }
  if (perAccount) {
    limits.push(
      fastify.createRateLimit({
        max: authRateLimitMax,
        timeWindow: WINDOW_MS,
        keyGenerator: (request) => `auth-account ${route(request)} ${request.signedIn?.user.id ?? ''}`,
      }),
    );
  }
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let tightest: { max: number; remaining: number; ttlInSeconds: number } | undefined;
    for (const limit of limits) {
      const state = await limit(request);
      if (state.isAllowed) continue;
      if (state.isExceeded) {
        reply
          .header('x-ratelimit-limit', state.max)
          .header('x-ratelimit-remaining', 0)
          .header('x-ratelimit-reset', state.ttlInSeconds);
        reply.header('retry-after', state.ttlInSeconds);
        throw new TooManyAttempts(state.ttlInSeconds);
      }
      if (!tightest || state.remaining < tightest.remaining) tightest = state;
    }
    if (tightest) {
      reply
        .header('x-ratelimit-limit', tightest.max)
        .header('x-ratelimit-remaining', tightest.remaining)
        .header('x-ratelimit-reset', tightest.ttlInSeconds);
    }
  };
}
