import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { IDEMPOTENCY_KEY_HEADER } from '@brandcast/shared';
import type { Config } from '../../config';
import { databaseRateLimitStore } from '../../db/rate-limits';

/**
 * The well-kept plugins, before the app's own: security headers, CORS for the remotes' origins, rate
 * limits (opted into per route, counted in the database), multipart uploads, and the OpenAPI document with its docs page.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    // Security headers on API answers only: the all-in-one server serves the SPA with its own policy.
    await fastify.register(helmet, { global: true, crossOriginResourcePolicy: { policy: 'same-site' } });
    await fastify.register(cors, {
      origin: config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // Idempotency-Key: the client sends one on every paid call (plugins/app/idempotency.ts), so a page on another
      // origin (a remote served elsewhere) must be allowed to; it reads whether the answer was a replay.
      allowedHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_KEY_HEADER],
      exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
      maxAge: 600,
    });
    await fastify.register(rateLimit, {
      global: false,
      // Counted in the database, so every instance shares each limit (db/rate-limits.ts).
      store: databaseRateLimitStore(() => fastify.db),
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        message: `Too many attempts. Try again in ${context.after}.`,
      }),
    });
    await fastify.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });
    await fastify.register(swagger, {
      openapi: {
        info: {
          title: 'Brandcast API',
          description:
            'Accounts, authentication, brand projects, brand messages, copies, credits, tracked links, notifications and preferences. Every success body is `{ data }`. Generation costs credits (see GET /api/credits); not enough answers 402.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description:
                'A session token from POST /api/en/auth/signin, or a personal API token (bc_…, Enterprise plan, made at POST /api/token). An API token with the read scope may only GET; it is refused on account routes (password, profile, tokens, billing) and limited to 120 requests a minute.',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  },
  { name: 'external-plugins' },
);
