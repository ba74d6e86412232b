import { test } from 'node:test';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { bearer, forEachDatabase, signUp } from './helpers';
import { assertNo5xx, idSegment } from './property-bodies';
import { fuzzBodies, query } from './property-fuzz';
import { blueskyStandIn } from './stand-ins/bluesky';
import { mastodonStandIn } from './stand-ins/mastodon';

/*
 * The property test of channels and publications (issue 30): random, raw and nearly-valid bodies to connecting,
 * disconnecting, publishing, retrying and cancelling, against the platforms' stand-ins, and random queries to
 * the Mastodon callback: never a 5xx.
 */
const bluesky = blueskyStandIn();
const mastodon = mastodonStandIn();

forEachDatabase(({ build }) => {
  test(
    'random bodies, ids and queries to the channel and publication routes never answer 5xx',
    { timeout: 240_000 },
    async (t) => {
      const app = await build(t, { allowPrivateChannelHosts: true, platformTimeoutMs: 2000 });
      const account = await signUp(app);
      const headers = bearer(account.token);
      const created = async (url: string, payload: object) => {
        const response = await app.inject({ method: 'POST', url, headers, payload });
        if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
        return response.json().data;
      };
      bluesky.addAccount({ handle: 'fuzz.bsky.social', appPassword: 'abcd-efgh-ijkl-mnop' });
      const channel = await created('/api/channel/bluesky', {
        handle: 'fuzz.bsky.social',
        appPassword: 'abcd-efgh-ijkl-mnop',
        service: bluesky.url,
      });
      const project = await created('/api/project', { details: { businessName: 'Northwind Coffee' } });
      const copy = await created('/api/copy', { projectId: project._id, platform: 'twitter', content: 'Fresh beans.' });
      const [publication] = await created(`/api/copy/${copy.id}/publications`, { channelIds: [channel.id] });
      const ids = [channel.id, copy.id, project._id, publication.id];

      const routes: [HTTPMethods, string, object?][] = [
        ['POST', '/api/channel/bluesky', { handle: 'fuzz.bsky.social', appPassword: 'x', service: bluesky.url }],
        ['POST', '/api/channel/mastodon', { server: mastodon.url }],
        ['POST', `/api/copy/${copy.id}/publications`, { channelIds: [channel.id] }],
        ['POST', `/api/copy/${copy.id}/publications/${publication.id}/retry`],
        ['DELETE', `/api/copy/${copy.id}/publications/${publication.id}`],
        ['DELETE', `/api/channel/${channel.id}`],
      ];
      for (const [method, url, valid] of routes) await fuzzBodies(app, method, url, headers, ids, valid);

      await fc.assert(
        fc.asyncProperty(idSegment, query, async (id, q) => {
          const search = new URLSearchParams(q).toString();
          for (const url of [
            `/api/channel/mastodon/callback?${search}`,
            `/api/copy/${encodeURIComponent(id)}/publications?${search}`,
            `/api/channel?${search}`,
          ]) {
            await assertNo5xx(app, { method: 'GET', url, headers });
          }
        }),
        { numRuns: 30 },
      );
    },
  );
});
