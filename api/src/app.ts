import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { loadConfig, type Config } from './config';
import type { Database } from './db/client';
import type { GenerationProvider } from './engine/index';
import externalPlugins from './plugins/external/index';
import configPlugin from './plugins/app/config';
import dbPlugin from './plugins/app/db';
import errorsPlugin from './plugins/app/errors';
import authPlugin from './plugins/app/auth';
import mailerPlugin from './plugins/app/mailer';
import jobsPlugin from './plugins/app/jobs';
import enginePlugin from './plugins/app/engine';
import scheduledCopiesPlugin from './plugins/app/scheduled-copies';
import schedulerPlugin from './plugins/app/scheduler';
import operatorPlugin from './plugins/app/operator';
import twoFactorPlugin from './plugins/app/two-factor';
import usersRepository from './repositories/users';
import sessionsRepository from './repositories/sessions';
import emailChangesRepository from './repositories/email-changes';
import emailVerificationsRepository from './repositories/email-verifications';
import invitationsRepository from './repositories/invitations';
import twoFactorRepository from './repositories/two-factor';
import projectsRepository from './repositories/projects';
import collaboratorsRepository from './repositories/collaborators';
import outboxRepository from './repositories/outbox';
import avatarsRepository from './repositories/avatars';
import notificationsRepository from './repositories/notifications';
import preferencesRepository from './repositories/preferences';
import creditsRepository from './repositories/credits';
import subscriptionsRepository from './repositories/subscriptions';
import apiTokensRepository from './repositories/api-tokens';
import brandingRepository from './repositories/branding';
import messagesRepository from './repositories/messages/index';
import copiesRepository from './repositories/copies/index';
import trackedLinksRepository from './repositories/tracked-links';
import scriptsRepository from './repositories/scripts/index';
import recordingsRepository from './repositories/recordings/index';
import analyticsRepository from './repositories/analytics/index';
import accountRepository from './repositories/account/index';
import channelsRepository from './repositories/channels';
import publicationsRepository from './repositories/publications';
import publishingPlugin from './plugins/app/publishing';
import recordingSweepPlugin from './plugins/app/recording-sweep';
import rateLimitSweepPlugin from './plugins/app/rate-limit-sweep';
import activityLogPlugin from './plugins/app/activity-log';
import idempotencyPlugin from './plugins/app/idempotency';
import routes from './routes/index';
import { serializerCompiler } from './lib/serializer';

export interface AppOptions {
  /** A loaded config; without it, one is read from the environment. */
  config?: Config;
  /** A database opened and migrated by the caller (tests); the app will not close it. */
  database?: Database;
  /** A generation provider to use instead of the configured one (tests). */
  engine?: GenerationProvider;
}

/**
 * The API as a plugin. Its routes carry no /api prefix: whoever registers it adds `{ prefix: '/api' }`.
 * Everything here is encapsulated, so its headers, error and 404 handlers apply to the API only.
 */
const app: FastifyPluginAsync<AppOptions> = async (fastify, opts) => {
  const config = opts.config ?? loadConfig();
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  await fastify.register(externalPlugins, { config });

  await fastify.register(configPlugin, { config });
  await fastify.register(errorsPlugin);
  await fastify.register(dbPlugin, { database: opts.database });
  await fastify.register(jobsPlugin);
  await fastify.register(enginePlugin, { engine: opts.engine });
  await fastify.register(usersRepository);
  await fastify.register(sessionsRepository);
  await fastify.register(emailChangesRepository);
  await fastify.register(emailVerificationsRepository);
  await fastify.register(invitationsRepository);
  await fastify.register(twoFactorRepository);
  await fastify.register(projectsRepository);
  await fastify.register(collaboratorsRepository);
  await fastify.register(outboxRepository);
  await fastify.register(avatarsRepository);
  await fastify.register(notificationsRepository);
  await fastify.register(preferencesRepository);
  await fastify.register(creditsRepository);
  await fastify.register(subscriptionsRepository);
  await fastify.register(apiTokensRepository);
  await fastify.register(brandingRepository);
  await fastify.register(trackedLinksRepository);
  await fastify.register(messagesRepository);
  await fastify.register(copiesRepository);
  await fastify.register(scriptsRepository);
  await fastify.register(recordingsRepository);
  await fastify.register(analyticsRepository);
  await fastify.register(accountRepository);
  await fastify.register(channelsRepository);
  await fastify.register(publicationsRepository);
  await fastify.register(publishingPlugin);
  await fastify.register(activityLogPlugin);
  await fastify.register(recordingSweepPlugin);
  await fastify.register(rateLimitSweepPlugin);
  await fastify.register(mailerPlugin);
  await fastify.register(scheduledCopiesPlugin);
  await fastify.register(schedulerPlugin);
  await fastify.register(operatorPlugin);
  await fastify.register(authPlugin);
  await fastify.register(twoFactorPlugin);
  await fastify.register(idempotencyPlugin);

  fastify.get('/openapi.json', { schema: { hide: true } }, async () => fastify.swagger());
  await fastify.register(routes);

  registerNotFound(fastify);
};

function registerNotFound(fastify: FastifyInstance) {
  fastify.setNotFoundHandler(
    { preHandler: fastify.rateLimit({ max: 120, timeWindow: 60_000 }) },
    async (request, reply) =>
      reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `There is no ${request.method} ${request.url.split('?')[0]} in this API. See /api/docs.`,
      }),
  );
}

export default app;
