import { mastodonOAuth, validationFailed, type Body, type MastodonApp } from './mastodon-oauth';
import {
  FailureQueue,
  serve,
  standInForTests,
  type Answer,
  type Reply,
  type StandInCall,
  type StandInFailure,
  type StandInRequest,
} from './server';

// A local stand-in for one Mastodon server's HTTP API (https://docs.joinmastodon.org/methods/), for tests: OAuth
// apps and tokens (mastodon-oauth.ts), one account, media and statuses, all kept in memory. Bodies may be JSON,
// form-encoded (`media_ids[]=1&media_ids[]=2`) or multipart (parsed minimally: files are measured, not kept).

export type { MastodonApp, StandInCall, StandInFailure };

export interface MastodonStandInOptions {
  port?: number;
  /** The account's username (default 'brandcast_test'). */
  username?: string;
  /** Every authorization is denied, as if the user pressed Deny. */
  denyAuthorization?: boolean;
}

export interface MastodonAccount {
  id: string;
  username: string;
  acct: string;
  display_name: string;
  avatar: string;
  url: string;
}

/** One upload to POST /api/v2/media. */
export interface MastodonMedia {
  id: string;
  type: string;
  size: number;
  description: string | null;
}

/** One status posted. DELETE marks it `deleted: true` (it stays here), and it is no longer listed or found. */
export interface MastodonPost {
  id: string;
  text: string;
  idempotencyKey: string | null;
  mediaIds: string[];
  inReplyToId: string | null;
  visibility: string;
  deleted: boolean;
}

export interface MastodonStandIn {
  url: string;
  account: MastodonAccount;
  apps: MastodonApp[];
  media: MastodonMedia[];
  posts: MastodonPost[];
  calls: StandInCall[];
  /** The next POST /api/v1/statuses fails this way, once; calls queue up. */
  failNext(kind: StandInFailure, options?: { retryAfterSeconds?: number }): void;
  /** Every token issued so far answers 401 'The access token was revoked'. */
  revokeAll(): void;
  /** The next GET /oauth/authorize is denied (redirect with error=access_denied). */
  denyNextAuthorization(): void;
  /** An access token for the account without the OAuth dance (default scope 'read write'). */
  issueToken(scope?: string): string;
  close(): Promise<void>;
}

const NOT_FOUND: Reply = { status: 404, body: { error: 'Record not found' } };
const HOUR = 3_600_000;
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The length Mastodon counts against its 500 limit: grapheme clusters (Ruby's each_grapheme_cluster), with
 * every http(s) URL counted as 23 and a remote mention `@user@domain` as `@user`; the content warning counts too.
 * The URL match is an approximation of twitter-text's (a trailing `.` `,` `)`… is not part of the URL).
 */
export function mastodonLength(text: string, spoilerText = ''): number {
  const countable = text
    .replace(/https?:\/\/[^\s<>"]+?(?=[.,:;!?'")\]]*(?:\s|$))/giu, 'x'.repeat(23))
    .replace(/(^|[^\w/@])@(\w+)@[\w.-]+\w/gu, '$1@$2');
  return [...graphemes.segment(spoilerText + countable)].length;
}

/** A form, JSON or multipart body; form keys ending in `[]` collect into arrays. Malformed JSON throws. */
function parseBody(raw: Buffer, contentType = ''): Body {
  if (raw.length === 0) return {};
  if (contentType.includes('json')) return JSON.parse(raw.toString('utf8'));
  if (contentType.includes('multipart/form-data')) return parseMultipart(raw, contentType);
  const body: Body = {};
  for (const [key, value] of new URLSearchParams(raw.toString('utf8'))) {
    if (key.endsWith('[]')) (body[key.slice(0, -2)] ??= []).push(value);
    else body[key] = value;
  }
  return body;
}

/** Text fields as strings; a file part as `{ size, type }` (its bytes are not kept). */
function parseMultipart(raw: Buffer, contentType: string): Body {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  const body: Body = {};
  for (const part of boundary ? raw.toString('latin1').split(`--${boundary}`) : []) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, Math.max(split, 0));
    const name = /;\s*name="([^"]*)"/.exec(head)?.[1];
    if (split < 0 || !name) continue;
    const content = part.slice(split + 4).replace(/\r\n$/, '');
    if (/filename=/.test(head)) body[name] = { size: content.length, type: /content-type:\s*(\S+)/i.exec(head)?.[1] };
    else body[name] = Buffer.from(content, 'latin1').toString('utf8');
  }
  return body;
}

/** Starts the stand-in on 127.0.0.1 (a free port unless `options.port`). */
export async function startMastodonStandIn(options: MastodonStandInOptions = {}): Promise<MastodonStandIn> {
  let url = '';
  const username = options.username ?? 'brandcast_test';
  const account: MastodonAccount = {
    id: '1',
    username,
    acct: username,
    display_name: 'Brandcast Test',
    avatar: '',
    url: '',
  };
  const oauth = mastodonOAuth(options);
  const media: MastodonMedia[] = [];
  const posts: MastodonPost[] = [];
  const calls: StandInCall[] = [];
  const failures = new FailureQueue();
  /** The status JSON by id, and the status id by Idempotency-Key (Mastodon keeps a key for an hour). */
  const statuses = new Map<string, Body>();
  const idempotency = new Map<string, { id: string; at: number }>();
  let lastId = 110_000_000_000_000_000n;
  const newId = () => String(++lastId);

  const accountJson = () => ({ ...account, avatar_static: account.avatar, locked: false, bot: false, note: '' });
  const mediaJson = (item: MastodonMedia) => ({
    ...{ id: item.id, type: item.type, url: `${url}/media/${item.id}`, preview_url: `${url}/media/${item.id}/small` },
    ...{ remote_url: null, meta: {}, description: item.description, blurhash: null },
  });

  /** Always 202, as Mastodon answers while it still processes a file (it answers 200 when done at once). */
  function uploadMedia(body: Body): Reply {
    const file = body.file as { size: number; type?: string } | undefined;
    const kind = /^(video|audio)\//.exec(file?.type ?? '')?.[1];
    const type = kind ?? (file?.type === 'image/gif' ? 'gifv' : 'image');
    const item = { id: newId(), type, size: file?.size ?? 0, description: body.description ?? null };
    media.push(item);
    return { status: 202, body: mediaJson(item) };
  }

  function postStatus(request: StandInRequest, body: Body): Reply {
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? key : null;
    const earlier = idempotencyKey ? idempotency.get(idempotencyKey) : undefined;
    if (earlier && Date.now() - earlier.at < HOUR) {
      const post = posts.find((p) => p.id === earlier.id && !p.deleted);
      return post ? { status: 200, body: statuses.get(post.id) } : NOT_FOUND;
    }
    const text = String(body.status ?? '');
    const spoilerText = String(body.spoiler_text ?? '');
    const mediaIds: string[] = (Array.isArray(body.media_ids) ? body.media_ids : []).map(String);
    const unknown = mediaIds.filter((id) => !media.some((item) => item.id === id));
    if (mediaIds.length > 4) return { status: 422, body: { error: 'Cannot attach more than 4 files' } };
    if (unknown.length > 0) return { status: 422, body: { error: `Media ${unknown.join(', ')} not found` } };
    if (!text.trim() && mediaIds.length === 0) return validationFailed("Text can't be blank");
    if (mastodonLength(text, spoilerText) > 500) return validationFailed('Text character limit of 500 exceeded');
    const inReplyToId = body.in_reply_to_id ? String(body.in_reply_to_id) : null;
    if (inReplyToId && !posts.some((p) => p.id === inReplyToId && !p.deleted)) return NOT_FOUND;

    const id = newId();
    const visibility = String(body.visibility ?? 'public');
    const html = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`).replace(/\n/g, '<br />');
    const status = {
      ...{ id, created_at: new Date().toISOString(), in_reply_to_id: inReplyToId, in_reply_to_account_id: null },
      ...{ sensitive: Boolean(body.sensitive), spoiler_text: spoilerText, visibility, language: body.language ?? null },
      ...{ uri: `${url}/users/${username}/statuses/${id}`, url: `${account.url}/${id}`, content: `<p>${html}</p>` },
      ...{ replies_count: 0, reblogs_count: 0, favourites_count: 0, reblog: null, account: accountJson() },
      ...{ mentions: [], tags: [], emojis: [], card: null, poll: null },
      media_attachments: mediaIds.map((m) => mediaJson(media.find((item) => item.id === m)!)),
    };
    statuses.set(id, status);
    if (idempotencyKey) idempotency.set(idempotencyKey, { id, at: Date.now() });
    posts.push({ id, text, idempotencyKey, mediaIds, inReplyToId, visibility, deleted: false });
    return { status: 200, body: status };
  }

  function route(request: StandInRequest): Answer {
    const { method, path, query, headers } = request;
    const body = parseBody(request.raw, headers['content-type']);
    const oauthReply = oauth.route(method, path, query, body);
    if (oauthReply) return oauthReply;
    const statusId = /^\/api\/v1\/statuses\/([^/]+)$/.exec(path)?.[1];
    const post = posts.find((p) => p.id === statusId && !p.deleted);

    if (method === 'GET' && path === '/api/v1/accounts/verify_credentials')
      return oauth.refuse(headers, 'read:accounts') ?? { status: 200, body: accountJson() };
    if (method === 'POST' && path === '/api/v2/media') return oauth.refuse(headers, 'write:media') ?? uploadMedia(body);
    if (method === 'POST' && path === '/api/v1/statuses') {
      const broken: Reply = { status: 500, body: { error: 'Internal server error' } };
      const tooMany = (seconds: number): Reply => ({
        status: 429,
        body: { error: 'Too many requests' },
        headers: {
          'x-ratelimit-limit': '300',
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': new Date(Date.now() + seconds * 1000).toISOString(),
        },
      });
      return (
        oauth.refuse(headers, 'write:statuses') ?? failures.apply({ tooMany, broken }, () => postStatus(request, body))
      );
    }
    const accountId = /^\/api\/v1\/accounts\/([^/]+)\/statuses$/.exec(path)?.[1];
    if (method === 'GET' && accountId) {
      const limit = Math.min(Number(query.get('limit')) || 20, 40);
      const newestFirst = posts
        .filter((p) => !p.deleted)
        .map((p) => statuses.get(p.id))
        .reverse();
      const refused = oauth.refuse(headers, 'read:statuses');
      if (refused || accountId !== account.id) return refused ?? NOT_FOUND;
      return { status: 200, body: newestFirst.slice(0, limit) };
    }
    if (statusId && (method === 'GET' || method === 'DELETE')) {
      const refused = oauth.refuse(headers, method === 'GET' ? 'read:statuses' : 'write:statuses');
      if (refused || !post) return refused ?? NOT_FOUND;
      if (method === 'DELETE') post.deleted = true;
      // DELETE answers the status with its source text, for "delete and redraft".
      return { status: 200, body: { ...statuses.get(post.id), ...(method === 'DELETE' && { text: post.text }) } };
    }
    return NOT_FOUND;
  }

  const badRequest = { status: 400, body: { error: 'Error occurred while parsing request parameters' } };
  const server = await serve({ port: options.port, calls, route, badRequest });
  url = server.url;
  account.avatar = `${url}/avatars/1.png`;
  account.url = `${url}/@${username}`;
  return {
    ...{ url, account, apps: oauth.apps, media, posts, calls },
    failNext: (kind, failOptions) => failures.push(kind, failOptions),
    revokeAll: oauth.revokeAll,
    denyNextAuthorization: oauth.denyNextAuthorization,
    issueToken: (scope) => oauth.issueToken(scope),
    close: server.close,
  };
}

/** The stand-in for a test file: started in `before()`, closed in `after()` (the handle is filled in `before()`). */
export function mastodonStandIn(options: MastodonStandInOptions = {}): MastodonStandIn {
  return standInForTests(() => startMastodonStandIn(options));
}
