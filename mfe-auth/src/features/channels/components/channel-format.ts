import { BLUESKY_DEFAULT_SERVICE, type Channel } from '@brandcast/shared';

/** A handle as people write it: `@name@server` on Mastodon, `@name.bsky.social` on Bluesky. */
export const atHandle = (handle: string) => (handle.startsWith('@') ? handle : `@${handle}`);

/** The letter an avatar shows when there is no picture. */
export const initial = (channel: Channel) =>
  (channel.displayName.trim() || channel.handle.replace(/^@/, '')).charAt(0).toUpperCase();

/** A server's address without its scheme, as it is typed: `mastodon.social`. */
export const hostOf = (server: string) => server.replace(/^https:\/\//, '').replace(/\/$/, '');

/** A Bluesky channel on a PDS of its own rather than bsky.social. */
export const ownPds = (channel: Channel) =>
  channel.platform === 'bluesky' && channel.server.replace(/\/$/, '') !== BLUESKY_DEFAULT_SERVICE;
