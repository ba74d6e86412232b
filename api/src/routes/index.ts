import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './en/auth/index';
import avatarsRoutes from './avatars/index';
import benchRoutes from './bench/index';
import devRoutes from './dev/index';
import healthRoutes from './health/index';
import notificationRoutes from './notification/index';
import projectRoutes from './project/index';
import publicRoutes from './public/index';
import userRoutes from './en/user/index';
import messageRoutes from './message/index';
import copyRoutes from './copy/index';
import creditsRoutes from './credits/index';
import tokenRoutes from './token/index';
import billingRoutes from './billing/index';
import stripeRoutes from './stripe/index';
import scriptRoutes from './script/index';
import recordingRoutes from './recording/index';
import linkRoutes from './r/index';
import analyticsRoutes from './analytics/index';
import brandingRoutes from './branding/index';
import accountRoutes from './account/index';
import adminRoutes from './admin/index';
import channelRoutes from './channel/index';

/** Routes by folder: each folder's path is its URL prefix (the spec's paths, with its literal `en`). */
const routes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(healthRoutes, { prefix: '/health' });
  await fastify.register(authRoutes, { prefix: '/en/auth' });
  await fastify.register(userRoutes, { prefix: '/en/user' });
  await fastify.register(projectRoutes, { prefix: '/project' });
  await fastify.register(publicRoutes, { prefix: '/public' });
  await fastify.register(notificationRoutes, { prefix: '/notification' });
  await fastify.register(messageRoutes, { prefix: '/message' });
  await fastify.register(copyRoutes, { prefix: '/copy' });
  await fastify.register(creditsRoutes, { prefix: '/credits' });
  await fastify.register(tokenRoutes, { prefix: '/token' });
  await fastify.register(billingRoutes, { prefix: '/billing' });
  await fastify.register(stripeRoutes, { prefix: '/stripe' });
  await fastify.register(scriptRoutes, { prefix: '/script' });
  await fastify.register(recordingRoutes, { prefix: '/recording' });
  await fastify.register(analyticsRoutes, { prefix: '/analytics' });
  await fastify.register(brandingRoutes, { prefix: '/branding' });
  await fastify.register(accountRoutes, { prefix: '/account' });
  await fastify.register(adminRoutes, { prefix: '/admin' });
  await fastify.register(channelRoutes, { prefix: '/channel' });
  // Tracked links: public, {APP_URL}/r/{code} is rewritten here (server-options.ts).
  await fastify.register(linkRoutes, { prefix: '/r' });
  await fastify.register(avatarsRoutes, { prefix: '/avatars' });
  if (fastify.config.exposeOutbox) await fastify.register(devRoutes, { prefix: '/dev' });
  if (fastify.config.benchRoutes) await fastify.register(benchRoutes, { prefix: '/bench' });
};

export default routes;
