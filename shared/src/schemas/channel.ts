import { z } from 'zod';
import type { Platform } from '../constants/platforms';

/**
 * Channels: an account's connected places to publish (issue 30). Mastodon (and any server with its API) and
 * Bluesky (any PDS) connect today; the platforms that need the deployment's own app (X, LinkedIn, Meta,
 * YouTube) come next.
 */
export const CHANNEL_PLATFORMS = ['mastodon', 'bluesky'] as const;
export type ChannelPlatform = (typeof CHANNEL_PLATFORMS)[number];

export const CHANNEL_LABELS: Record<ChannelPlatform, string> = { mastodon: 'Mastodon', bluesky: 'Bluesky' };

/** Which copies a channel publishes: short posts, written as X copies (280 characters fit both). */
export const CHANNEL_COPY_PLATFORMS: Record<ChannelPlatform, readonly Platform[]> = {
  mastodon: ['twitter'],
  bluesky: ['twitter'],
};

/** connected: publishes; reconnect: its token no longer works (revoked, expired) and the owner must connect again. */
export const CHANNEL_STATES = ['connected', 'reconnect'] as const;
export type ChannelState = (typeof CHANNEL_STATES)[number];

/**
 * A publication: one copy to one channel. unconfirmed: an attempt whose outcome is unknown (the connection
 * dropped after the platform may have posted) and that Brandcast could not settle by looking on the platform.
 */
export const PUBLICATION_STATES = ['queued', 'publishing', 'published', 'failed', 'unconfirmed'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** The Bluesky service a handle signs in at unless the user names their own PDS. */
export const BLUESKY_DEFAULT_SERVICE = 'https://bsky.social';
/** How long an OAuth state (and its PKCE verifier) waits for the platform's answer, and is good for once. */
export const CHANNEL_AUTH_STATE_TTL_MS = 10 * 60 * 1000;

const serverAddress = z
  .string({ error: 'Type the server’s address, e.g. mastodon.social' })
  .trim()
  .min(3, 'Type the server’s address, e.g. mastodon.social')
  .max(253, 'A server’s address is at most 253 characters');

export const mastodonConnectSchema = z.object({ server: serverAddress });
export type MastodonConnectInput = z.infer<typeof mastodonConnectSchema>;

export const blueskyConnectSchema = z.object({
  handle: z
    .string({ error: 'Type your Bluesky handle, e.g. yourname.bsky.social' })
    .trim()
    .min(3, 'Type your Bluesky handle, e.g. yourname.bsky.social')
    .max(253, 'A handle is at most 253 characters')
    .transform((handle) => handle.replace(/^@/, '')),
  appPassword: z
    .string({ error: 'Paste an app password made in Bluesky: Settings → Privacy and security → App passwords' })
    .trim()
    .min(1, 'Paste an app password made in Bluesky: Settings → Privacy and security → App passwords')
    .max(100, 'An app password is at most 100 characters'),
  /** Your own PDS; bsky.social when empty. */
  service: serverAddress.optional(),
});
export type BlueskyConnectInput = z.infer<typeof blueskyConnectSchema>;

export const publishSchema = z.object({
  channelIds: z
    .array(z.uuid({ error: 'channelIds holds channel ids' }), { error: 'Pick at least one channel' })
    .min(1, 'Pick at least one channel')
    .max(20, 'At most 20 channels at once'),
});
export type PublishInput = z.infer<typeof publishSchema>;

export const CHANNEL_NOT_FOUND = 'Channel not found: it was disconnected, or it is not yours.';
export const PUBLICATION_NOT_FOUND = 'Publication not found.';
export const BLUESKY_WRONG_PASSWORD =
  'Bluesky did not accept that handle and app password. Check the handle, or make a new app password in Bluesky: Settings → Privacy and security → App passwords.';

/** The most a post may hold, in graphemes (what a reader sees as one character): Mastodon 500, Bluesky 300. */
export const CHANNEL_CAPS: Record<ChannelPlatform, number> = { mastodon: 500, bluesky: 300 };
/** Mastodon counts every link as 23 characters, whatever its length. */
const MASTODON_URL_LENGTH = 23;
const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

const graphemes = (text: string) =>
  Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length;

/** A post's length as its platform counts it (against CHANNEL_CAPS). */
export function channelTextLength(platform: ChannelPlatform, text: string): number {
  if (platform === 'bluesky') return graphemes(text);
  const links = text.match(URL_PATTERN)?.length ?? 0;
  return graphemes(text.replace(URL_PATTERN, '')) + links * MASTODON_URL_LENGTH;
}
