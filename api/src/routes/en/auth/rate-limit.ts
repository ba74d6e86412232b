import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * Sign-in, sign-up and forgot-password: AUTH_RATE_LIMIT_MAX per minute per IP and email. It runs after
 * validation (preHandler), so the key uses the normalised email.
 */
export function authRateLimit(fastify: FastifyInstance): RateLimitOptions {
  return {
    max: fastify.config.authRateLimitMax,
    timeWindow: 60_000,
    hook: 'preHandler',
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${request.ip}|${typeof email === 'string' ? email : ''}`;
    },
  };
}
