import fp from 'fastify-plugin';
import type { ChannelPlatform } from '@brandcast/shared';
import { blueskyClient } from '../../publishing/bluesky';
import { mastodonClient } from '../../publishing/mastodon';
import type { CallOptions, PlatformClient } from '../../publishing/platform';
import { createPublisher, type Publisher } from '../../publishing/publisher';
import { serverFetch } from '../../publishing/safe-fetch';

/** Publications handed to the queue per sweep. */
const SWEEP_BATCH = 500;

declare module 'fastify' {
  interface FastifyInstance {
    publisher: Publisher & {
      /** How each platform is called: the typed server guarded, the platform's answer awaited so long. */
      callOptions: CallOptions;
      clients: Record<ChannelPlatform, PlatformClient>;
      /** Hands the publications to the queue, each to be attempted `afterSeconds` from now. */
      send(ids: string[], afterSeconds?: number): Promise<void>;
    };
  }
}

/**
 * Publishing (issue 30): each publication is a job of the durable queue, attempted by whichever instance takes
 * it; the publications table is the truth, and a sweep hands the queue whatever is due and has no job (one lost
 * with a crash, one whose time came).
 */
export default fp(
  async (fastify) => {
    const { allowPrivateChannelHosts, platformTimeoutMs, appUrl, schedulerIntervalMs } = fastify.config;
    const callOptions: CallOptions = { fetch: serverFetch(allowPrivateChannelHosts), timeoutMs: platformTimeoutMs };
    const clients = { mastodon: mastodonClient(callOptions), bluesky: blueskyClient(callOptions) };
    const publications = fastify.publicationsRepository;

    const send = async (ids: string[], afterSeconds = 0) => {
      for (const id of ids) {
        await fastify.jobs.send('publish', { id }, afterSeconds > 0 ? { startAfter: afterSeconds } : {});
      }
    };
    const publisher = createPublisher({
      publications,
      channels: fastify.channelsRepository,
      clients,
      textOf: (copyId) => publications.textOf(copyId, appUrl),
      notify: (userId, notification) => fastify.notificationsRepository.notify(userId, notification),
      requeue: (id, afterSeconds) => send([id], afterSeconds),
      log: fastify.log,
    });
    fastify.decorate('publisher', { ...publisher, callOptions, clients, send });

    fastify.jobs.work<{ id: string }>('publish', ({ id }) => publisher.attempt(id));
    if (schedulerIntervalMs > 0) {
      fastify.jobs.every('sweep-publications', schedulerIntervalMs, async () =>
        send(await publications.due(SWEEP_BATCH)),
      );
    }
  },
  {
    name: 'publishing',
    dependencies: ['config', 'jobs', 'channels-repository', 'publications-repository', 'notifications-repository'],
  },
);
