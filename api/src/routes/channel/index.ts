import { createHash, randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BLUESKY_DEFAULT_SERVICE,
  BLUESKY_WRONG_PASSWORD,
  CHANNEL_AUTH_STATE_TTL_MS,
  CHANNEL_NOT_FOUND,
  blueskyConnectSchema,
  mastodonConnectSchema,
  paths,
} from '@brandcast/shared';
import { channelListResponse, channelResponse, mastodonAuthorizeResponse } from '@brandcast/shared/answers';
import { Invalid, NotFound, PlatformUnavailable } from '../../lib/domain-errors';
import { createSession } from '../../publishing/bluesky';
import { authorizeUrl, exchangeCode, registerApp, whoAmI } from '../../publishing/mastodon';
import { PlatformFailure } from '../../publishing/platform';
import { serverOrigin } from '../../publishing/safe-fetch';
import { errors, noContent, pathId } from '../../schemas/common';

const channelParams = z.object({ id: pathId(CHANNEL_NOT_FOUND) });
const callbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2000).optional(),
});

/**
 * A platform's failure while connecting, as the user's answer: a 502 when the platform answered with its own error
 * (an outage there), else a 400, since the address or the details typed did not lead to a server that took them.
 */
function unreachable(error: unknown, what: string): never {
  if (!(error instanceof PlatformFailure)) throw error;
  if (error.kind === 'unavailable') throw new PlatformUnavailable(`${what}: ${error.message} Try again in a minute.`);
  throw new Invalid(`${what}: ${error.message} Check the address.`);
}

/**
 * /channel: the caller's connected channels (issue 30). Connecting is an account's act: it needs a sign-in,
 * never an API token. The Mastodon callback is the one route without a bearer: the server's sign-in page sends the
 * browser back to it, and its one-use state names the account.
 */
const channelRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const security = [{ bearerAuth: [] }];
  const tags = ['channel'];
  const channels = fastify.channelsRepository;
  const { appUrl, allowPrivateChannelHosts } = fastify.config;
  const callOptions = () => fastify.publisher.callOptions;
  const redirectUri = `${appUrl}/api/channel/mastodon/callback`;
  const signedIn = { onRequest: [fastify.authenticate] };
  const account = { onRequest: [fastify.authenticate, fastify.refuseApiToken] };

  fastify.get(
    '/',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The caller's channels: platform, handle, state (never a token)",
        response: { 200: channelListResponse, ...errors(401) },
      },
    },
    async (request) => ({ data: await channels.list(request.user.id) }),
  );

  fastify.post(
    '/bluesky',
    {
      ...account,
      schema: {
        tags,
        security,
        summary: 'Connect a Bluesky account with its handle and an app password (never the account password)',
        body: blueskyConnectSchema,
        response: { 201: channelResponse, ...errors(400, 401, 403, 502) },
      },
    },
    async (request, reply) => {
      const { handle, appPassword, service } = request.body;
      const server = serverOrigin(service || BLUESKY_DEFAULT_SERVICE, allowPrivateChannelHosts);
      const connected = await createSession(callOptions(), server, handle, appPassword).catch((error: unknown) => {
        if (error instanceof PlatformFailure && (error.kind === 'content' || error.kind === 'auth'))
          throw new Invalid(BLUESKY_WRONG_PASSWORD);
        return unreachable(error, `Could not reach Bluesky at ${server}`);
      });
      return reply.code(201).send({ data: await channels.connect(request.user.id, 'bluesky', server, connected) });
    },
  );

  fastify.post(
    '/mastodon',
    {
      ...account,
      schema: {
        tags,
        security,
        summary: "Start connecting a Mastodon account: the address of the server's own sign-in page",
        description:
          'Brandcast registers itself on the server the first time (POST /api/v1/apps). The sign-in is good once, for ten minutes.',
        body: mastodonConnectSchema,
        response: { 200: mastodonAuthorizeResponse, ...errors(400, 401, 403, 502) },
      },
    },
    async (request) => {
      const server = serverOrigin(request.body.server, allowPrivateChannelHosts);
      let app = await channels.mastodonApp(server, redirectUri);
      if (!app) {
        app = await registerApp(callOptions(), server, redirectUri, appUrl).catch((error: unknown) =>
          unreachable(error, `${new URL(server).host} did not answer as a Mastodon server`),
        );
        await channels.saveMastodonApp(server, redirectUri, app);
      }
      const state = randomBytes(24).toString('base64url');
      const codeVerifier = randomBytes(32).toString('base64url');
      await channels.beginSignIn({
        state,
        userId: request.user.id,
        platform: 'mastodon',
        server,
        codeVerifier,
        expiresAt: new Date(Date.now() + CHANNEL_AUTH_STATE_TTL_MS),
      });
      const challenge = createHash('sha256').update(codeVerifier).digest('base64url');
      return { data: { authorizeUrl: authorizeUrl(server, app, redirectUri, state, challenge) } };
    },
  );

  fastify.get(
    '/mastodon/callback',
    {
      schema: {
        tags,
        summary:
          'Where the Mastodon server sends the browser back: connects the account, then opens Settings → Channels',
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      const back = (outcome: string) => reply.redirect(`${appUrl}${paths.settingsChannels}?${outcome}`, 303);
      const { state, code, error } = request.query;
      const signIn = state ? await channels.takeSignIn(state) : undefined;
      if (!signIn)
        return back(`error=${encodeURIComponent('That sign-in expired or was used already. Connect again.')}`);
      if (error || !code) {
        return back(`error=${encodeURIComponent('Mastodon did not allow the connection. Connect again to retry.')}`);
      }
      try {
        const app = await channels.mastodonApp(signIn.server, redirectUri);
        if (!app) throw new PlatformFailure('auth', 'Brandcast’s registration on the server is gone.');
        const options = callOptions();
        const accessToken = await exchangeCode(options, signIn.server, app, {
          code,
          redirectUri,
          codeVerifier: signIn.codeVerifier,
        });
        const who = await whoAmI(options, signIn.server, accessToken);
        const channel = await channels.connect(signIn.userId, 'mastodon', signIn.server, {
          ...who,
          accessToken,
          refreshToken: null,
        });
        return back(`connected=${encodeURIComponent(channel.handle)}`);
      } catch (failure) {
        if (!(failure instanceof PlatformFailure)) throw failure;
        return back(`error=${encodeURIComponent(`Mastodon did not connect: ${failure.message} Connect again.`)}`);
      }
    },
  );

  fastify.delete(
    '/:id',
    {
      ...account,
      schema: {
        tags,
        security,
        summary:
          'Disconnect a channel: its tokens and its publications (queued or sent) are forgotten here; posts stay on the platform',
        params: channelParams,
        response: { 204: noContent, ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await channels.disconnect(request.user.id, request.params.id))) throw new NotFound(CHANNEL_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};

export default channelRoutes;
