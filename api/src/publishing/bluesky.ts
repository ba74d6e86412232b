import type { CallOptions, ChannelAuth, PlatformClient, PostRequest, Posted } from './platform';
import { PlatformFailure, callPlatform } from './platform';

/*
 * Bluesky (the AT Protocol's XRPC, on bsky.social or any PDS): a handle and an app password give a session
 * (an access token and a refresh token). A post is a record whose key Brandcast chooses (the publication's
 * attempt key, a TID): a second attempt of one publication names the same record, so it cannot post twice, and
 * whether an earlier attempt posted is one read of that record.
 */

const POST = 'app.bsky.feed.post';
const JSON_BODY = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Bluesky says a token expired or was revoked with 400 ExpiredToken or InvalidToken, as well as 401. */
const tokenRefused = (status: number, body: Record<string, unknown>) =>
  status === 401 || (status === 400 && (body.error === 'ExpiredToken' || body.error === 'InvalidToken'));

interface Session {
  did: string;
  handle: string;
  accessJwt: string;
  refreshJwt: string;
}

export async function createSession(options: CallOptions, service: string, identifier: string, password: string) {
  const session = await callPlatform<Session>(
    'bluesky',
    options,
    `${service}/xrpc/com.atproto.server.createSession`,
    { method: 'POST', headers: JSON_BODY, body: JSON.stringify({ identifier, password }) },
    () => false,
  );
  const profile = await callPlatform<{ displayName?: string; avatar?: string }>(
    'bluesky',
    options,
    `${service}/xrpc/app.bsky.actor.getProfile?actor=${encodeURIComponent(session.did)}`,
    { headers: bearer(session.accessJwt) },
    tokenRefused,
  ).catch(() => ({ displayName: undefined, avatar: undefined }));
  return {
    accountId: session.did,
    handle: session.handle,
    displayName: profile.displayName || session.handle,
    avatarUrl: profile.avatar ?? null,
    profileUrl: `https://bsky.app/profile/${session.handle}`,
    accessToken: session.accessJwt,
    refreshToken: session.refreshJwt,
  };
}

/** Byte ranges (UTF-8) of the links and hashtags in a post, so Bluesky shows them as links. */
export function facets(text: string) {
  const bytes = (upTo: number) => Buffer.byteLength(text.slice(0, upTo), 'utf8');
  const found = [];
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g)) {
    found.push({
      index: { byteStart: bytes(match.index), byteEnd: bytes(match.index + match[0].length) },
      features: [{ $type: 'app.bsky.richtext.facet#link', uri: match[0] }],
    });
  }
  for (const match of text.matchAll(/(^|\s)(#[\p{L}\p{N}_]+)/gu)) {
    const start = match.index + match[1]!.length;
    found.push({
      index: { byteStart: bytes(start), byteEnd: bytes(start + match[2]!.length) },
      features: [{ $type: 'app.bsky.richtext.facet#tag', tag: match[2]!.slice(1) }],
    });
  }
  return found;
}

const postUrl = (auth: ChannelAuth, rkey: string): Posted => ({
  postId: `at://${auth.accountId}/${POST}/${rkey}`,
  url: `https://bsky.app/profile/${auth.handle}/post/${rkey}`,
});

export function blueskyClient(options: CallOptions): PlatformClient {
  return {
    async post(auth: ChannelAuth, request: PostRequest) {
      const record = {
        $type: POST,
        text: request.text,
        createdAt: new Date().toISOString(),
        facets: facets(request.text),
      };
      // A second attempt names the same record: the PDS refuses it (a 500), and the attempt after looks first.
      await callPlatform(
        'bluesky',
        options,
        `${auth.server}/xrpc/com.atproto.repo.createRecord`,
        {
          method: 'POST',
          headers: { ...JSON_BODY, ...bearer(auth.accessToken) },
          body: JSON.stringify({ repo: auth.accountId, collection: POST, rkey: request.attemptKey, record }),
        },
        tokenRefused,
      );
      return postUrl(auth, request.attemptKey);
    },

    async find(auth, request) {
      const query = new URLSearchParams({ repo: auth.accountId, collection: POST, rkey: request.attemptKey });
      try {
        await callPlatform(
          'bluesky',
          options,
          `${auth.server}/xrpc/com.atproto.repo.getRecord?${query}`,
          { headers: bearer(auth.accessToken) },
          tokenRefused,
        );
        return postUrl(auth, request.attemptKey);
      } catch (error) {
        if (error instanceof PlatformFailure && error.kind === 'content') return null;
        throw error;
      }
    },

    async refresh(auth) {
      if (!auth.refreshToken) throw new PlatformFailure('auth', 'Bluesky needs the channel connected again.');
      const session = await callPlatform<Session>(
        'bluesky',
        options,
        `${auth.server}/xrpc/com.atproto.server.refreshSession`,
        { method: 'POST', headers: bearer(auth.refreshToken) },
        tokenRefused,
      );
      return { accessToken: session.accessJwt, refreshToken: session.refreshJwt };
    },
  };
}

const TID_ALPHABET = '234567abcdefghijklmnopqrstuvwxyz';

/**
 * A record key in the AT Protocol's TID form: 53 bits of microseconds since 1970 and 10 bits of a random clock
 * id, in sortable base32 (13 characters). Used as every publication's attempt key.
 */
export function newTid(now = Date.now()): string {
  let value = (BigInt(now) * 1000n) << 10n;
  value |= BigInt(Math.floor(Math.random() * 1024));
  let out = '';
  for (let i = 0; i < 13; i += 1) {
    out = TID_ALPHABET[Number(value & 31n)] + out;
    value >>= 5n;
  }
  return out;
}
