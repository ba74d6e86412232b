import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHANNEL_CAPS,
  CHANNEL_COPY_PLATFORMS,
  CHANNEL_LABELS,
  CHANNEL_NOT_FOUND,
  PLATFORM_LABELS,
  PUBLICATION_NOT_FOUND,
  channelTextLength,
  publishSchema,
} from '@brandcast/shared';
import { publicationListResponse } from '@brandcast/shared/answers';
import { Conflict, Invalid, NotFound } from '../../lib/domain-errors';
import { errors, noContent, pathId } from '../../schemas/common';
import { copyParams } from '../../schemas/copy';

const publicationParams = copyParams.extend({ publicationId: pathId(PUBLICATION_NOT_FOUND) });

/**
 * A copy's publications (issue 30): where it went or goes, and sending it to the caller's channels. Reading is
 * any member's; publishing, retrying and cancelling are the owner's and editors', to their own channels.
 */
const publicationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['copy'];
  const copies = fastify.copiesRepository;
  const publications = fastify.publicationsRepository;
  const channels = fastify.channelsRepository;

  fastify.get(
    '/:id/publications',
    {
      schema: {
        tags,
        security,
        summary: "Where the copy went: each channel's publication, its state and the post's link",
        params: copyParams,
        response: { 200: publicationListResponse, ...errors(401, 404) },
      },
    },
    async (request) => {
      await copies.access(request.user.id, request.params.id, 'read');
      return { data: await publications.forCopy(request.params.id) };
    },
  );

  fastify.post(
    '/:id/publications',
    {
      schema: {
        tags,
        security,
        summary: 'Publish now to the caller’s channels: one publication each, queued, posted within seconds',
        description:
          'A channel the copy already went to (or is going to) is left as it is: never posted twice. 400 when a channel does not take this platform’s copies or the text is over its cap.',
        params: copyParams,
        body: publishSchema,
        response: { 202: publicationListResponse, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const copy = await copies.access(request.user.id, request.params.id, 'edit');
      const text = (await publications.textOf(copy.id, fastify.config.appUrl)) ?? '';
      const chosen = [...new Set(request.body.channelIds)];
      for (const id of chosen) {
        const channel = await channels.get(request.user.id, id);
        if (!channel) throw new NotFound(CHANNEL_NOT_FOUND);
        const label = CHANNEL_LABELS[channel.platform];
        if (channel.state !== 'connected')
          throw new Conflict(`Reconnect ${channel.handle} in Settings → Channels before publishing to it.`);
        if (!CHANNEL_COPY_PLATFORMS[channel.platform].includes(copy.platform)) {
          const takes = CHANNEL_COPY_PLATFORMS[channel.platform].map((p) => PLATFORM_LABELS[p]).join(', ');
          throw new Invalid(`${label} publishes ${takes} copies; this is a ${PLATFORM_LABELS[copy.platform]} copy.`);
        }
        const length = channelTextLength(channel.platform, text);
        if (length > CHANNEL_CAPS[channel.platform]) {
          throw new Invalid(
            `${label} takes ${CHANNEL_CAPS[channel.platform]} characters and this copy is ${length} as ${label} counts them: shorten it by ${length - CHANNEL_CAPS[channel.platform]}.`,
          );
        }
      }
      const queued = await publications.queue(request.user.id, copy.id, chosen);
      await fastify.publisher.send(queued);
      return reply.code(202).send({ data: await publications.forCopy(copy.id) });
    },
  );

  fastify.post(
    '/:id/publications/:publicationId/retry',
    {
      schema: {
        tags,
        security,
        summary: 'Try a failed or unconfirmed publication again: Brandcast looks on the platform before posting',
        params: publicationParams,
        response: { 200: publicationListResponse, ...errors(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, publicationId } = request.params;
      await copies.access(request.user.id, id, 'edit');
      const row = await publications.get(publicationId);
      if (!row || row.copyId !== id) throw new NotFound(PUBLICATION_NOT_FOUND);
      if (!(await publications.retry(id, publicationId)))
        throw new Conflict(`Only a failed or unconfirmed publication is tried again; this one is ${row.state}.`);
      await fastify.publisher.send([publicationId]);
      return { data: await publications.forCopy(id) };
    },
  );

  fastify.delete(
    '/:id/publications/:publicationId',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a publication that has not started',
        params: publicationParams,
        response: { 204: noContent, ...errors(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, publicationId } = request.params;
      await copies.access(request.user.id, id, 'edit');
      const row = await publications.get(publicationId);
      if (!row || row.copyId !== id) throw new NotFound(PUBLICATION_NOT_FOUND);
      if (!(await publications.cancel(id, publicationId)))
        throw new Conflict(`Only a queued publication can be cancelled; this one is ${row.state}.`);
      return reply.code(204).send(null);
    },
  );
};

export default publicationRoutes;
