import { z } from 'zod';
import { CHANNEL_PLATFORMS, CHANNEL_STATES, PUBLICATION_STATES } from '../schemas/channel';
import { envelope } from './common';

/** A connected channel as listed: never its tokens. */
export const channelSchema = z
  .object({
    id: z.string(),
    platform: z.enum(CHANNEL_PLATFORMS),
    server: z.string().describe("The platform's address: the Mastodon server or the Bluesky PDS"),
    handle: z.string().describe('@name@server on Mastodon, name.bsky.social on Bluesky'),
    displayName: z.string(),
    avatarUrl: z.string().nullable(),
    profileUrl: z.string().nullable(),
    state: z.enum(CHANNEL_STATES).describe('reconnect: its token stopped working; connect it again'),
    createdAt: z.string(),
  })
  .meta({ id: 'Channel' });
export type Channel = z.output<typeof channelSchema>;

export const publicationSchema = z
  .object({
    id: z.string(),
    copyId: z.string(),
    channelId: z.string(),
    platform: z.enum(CHANNEL_PLATFORMS),
    handle: z.string(),
    state: z.enum(PUBLICATION_STATES),
    postUrl: z.string().nullable().describe('The post on the platform, once published'),
    error: z.string().nullable().describe('Why it failed or is unconfirmed, in plain words, and what to do'),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Publication' });
export type Publication = z.output<typeof publicationSchema>;

export const channelResponse = envelope(channelSchema);
export const channelListResponse = envelope(z.array(channelSchema));
export const mastodonAuthorizeResponse = envelope(
  z.object({ authorizeUrl: z.string().describe("Send the user here: the server's own sign-in and consent page") }),
);
export const publicationListResponse = envelope(z.array(publicationSchema));
