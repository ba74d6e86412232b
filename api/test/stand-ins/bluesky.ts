import {
  blobTooLarge,
  cidOf,
  invalidRequest,
  MAX_BLOB_BYTES,
  newDid,
  nextTid,
  refusePost,
  xrpcError,
  type BlueskyBlob,
} from './bluesky-records';
import {
  FailureQueue,
  bearerToken,
  randomToken,
  serve,
  standInForTests,
  type Answer,
  type Reply,
  type StandInCall,
  type StandInFailure,
  type StandInRequest,
} from './server';

// A local stand-in for a Bluesky PDS's XRPC API (https://docs.bsky.app/docs/api/), for tests: app-password
// sessions, profiles, blobs, and app.bsky.feed.post records, kept in memory. Errors are `{ error, message }`
// as the reference PDS (bluesky-social/atproto, packages/pds) answers them. Tokens are opaque, not JWTs.

export type { BlueskyBlob, StandInCall, StandInFailure };

export interface BlueskyStandInOptions {
  port?: number;
}

export interface BlueskyAccount {
  did: string;
  handle: string;
  displayName: string;
}

/** One app.bsky.feed.post record. deleteRecord marks it `deleted: true` (it stays here, and is no longer found). */
export interface BlueskyPost {
  did: string;
  rkey: string;
  uri: string;
  cid: string;
  text: string;
  record: Record<string, any>;
  indexedAt: string;
  deleted: boolean;
}

export interface BlueskyStandIn {
  url: string;
  accounts: BlueskyAccount[];
  posts: BlueskyPost[];
  blobs: BlueskyBlob[];
  calls: StandInCall[];
  /** Adds an account that signs in with `appPassword` and returns its did; re-adding a handle resets its password. */
  addAccount(account: { handle: string; appPassword: string; displayName?: string }): string;
  /** The next com.atproto.repo.createRecord fails this way, once; calls queue up. */
  failNext(kind: StandInFailure, options?: { retryAfterSeconds?: number }): void;
  /** Every token issued so far is revoked, and app passwords stop working until `addAccount` again. */
  revokeAll(): void;
  /** Access tokens issued so far answer ExpiredToken; refresh tokens still work. */
  expireAccessTokens(): void;
  close(): Promise<void>;
}

type TokenState = 'valid' | 'expired' | 'used' | 'revoked';

/** Starts the stand-in on 127.0.0.1 (a free port unless `options.port`). It starts with no account. */
export async function startBlueskyStandIn(options: BlueskyStandInOptions = {}): Promise<BlueskyStandIn> {
  let url = '';
  const accounts: (BlueskyAccount & { appPassword: string | null })[] = [];
  const posts: BlueskyPost[] = [];
  const blobs: BlueskyBlob[] = [];
  const calls: StandInCall[] = [];
  const failures = new FailureQueue();
  const accessTokens = new Map<string, { did: string; state: TokenState }>();
  const refreshTokens = new Map<string, { did: string; state: TokenState }>();

  const findAccount = (actor: unknown) =>
    accounts.find((a) => a.did === actor || a.handle === String(actor ?? '').toLowerCase());
  const profile = (a: BlueskyAccount) => ({
    ...{ did: a.did, handle: a.handle, displayName: a.displayName },
    avatar: `${url}/img/avatar/plain/${a.did}/avatar@jpeg`,
  });

  function session(did: string) {
    const accessJwt = randomToken(32);
    const refreshJwt = randomToken(32);
    accessTokens.set(accessJwt, { did, state: 'valid' });
    refreshTokens.set(refreshJwt, { did, state: 'valid' });
    return { did, handle: findAccount(did)!.handle, accessJwt, refreshJwt, active: true };
  }

  /** The did of the request's token from `tokens`, or the PDS's answer when there is none or it is no good. */
  function authorize(request: StandInRequest, tokens: typeof accessTokens): string | Reply {
    const given = bearerToken(request.headers);
    const token = tokens.get(given);
    if (!given) return xrpcError(401, 'AuthMissing', 'Authentication Required');
    if (!token) return xrpcError(400, 'InvalidToken', 'Token could not be verified');
    if (token.state === 'revoked') return xrpcError(400, 'ExpiredToken', 'Token has been revoked');
    if (token.state !== 'valid') return xrpcError(400, 'ExpiredToken', 'Token has expired');
    return token.did;
  }

  /** The repo (did or handle) may be written by `did`: undefined, else the PDS's answer. */
  function refuseRepo(repo: unknown, did: string): Reply | undefined {
    const account = findAccount(repo);
    if (!account) return xrpcError(403, 'AccountNotFound', 'Account not found');
    if (account.did !== did) return xrpcError(401, 'AuthenticationRequired', 'Authentication Required');
  }

  function createRecord(did: string, body: Record<string, any>): Reply {
    const refused = refusePost(body, blobs);
    if (refused) return refused;
    const { collection, record } = body;
    const rkey = body.rkey === undefined ? nextTid() : String(body.rkey);
    // The reference PDS has no friendly answer for a key in use: its repository tree throws, and it answers 500.
    if (posts.some((p) => p.did === did && p.rkey === rkey && !p.deleted))
      return xrpcError(500, 'InternalServerError', 'Internal Server Error');
    const value = { $type: collection, ...record };
    const uri = `at://${did}/${collection}/${rkey}`;
    const cid = cidOf(JSON.stringify(value), 0x71);
    const indexedAt = new Date().toISOString();
    posts.push({ did, rkey, uri, cid, text: record.text, record: value, indexedAt, deleted: false });
    const commit = { cid: cidOf(uri + cid, 0x71), rev: nextTid() };
    return { status: 200, body: { uri, cid, commit, validationStatus: 'valid' } };
  }

  function uploadBlob(request: StandInRequest): Reply {
    const size = request.raw.length;
    if (size > MAX_BLOB_BYTES) return blobTooLarge(size);
    const blob = { cid: cidOf(request.raw, 0x55), mimeType: request.headers['content-type'] ?? '*/*', size };
    blobs.push(blob);
    return { status: 200, body: { blob: { $type: 'blob', ref: { $link: blob.cid }, mimeType: blob.mimeType, size } } };
  }

  function createSession(_request: StandInRequest, body: Record<string, any>): Reply {
    const account = findAccount(body.identifier);
    if (!account || account.appPassword === null || account.appPassword !== body.password)
      return xrpcError(401, 'AuthenticationRequired', 'Invalid identifier or password');
    return { status: 200, body: session(account.did) };
  }

  /** A refresh token works once: the session it gives has a new one. */
  function refreshSession(request: StandInRequest): Reply {
    const did = authorize(request, refreshTokens);
    if (typeof did !== 'string') return did;
    refreshTokens.get(bearerToken(request.headers))!.state = 'used';
    const { handle, accessJwt, refreshJwt } = session(did);
    return { status: 200, body: { did, handle, accessJwt, refreshJwt, active: true } };
  }

  function getProfile(request: StandInRequest): Reply {
    const account = findAccount(request.query.get('actor'));
    if (!account) return invalidRequest('Profile not found');
    const postsCount = posts.filter((p) => p.did === account.did && !p.deleted).length;
    return { status: 200, body: { ...profile(account), followersCount: 0, followsCount: 0, postsCount } };
  }

  /** The next failure queued by failNext comes first, after the token and repo checks. */
  function postRecord(_request: StandInRequest, body: Record<string, any>, did: string): Answer {
    const refused = refuseRepo(body.repo, did);
    if (refused) return refused;
    const tooMany = (seconds: number): Reply => ({
      ...xrpcError(429, 'RateLimitExceeded', 'Rate Limit Exceeded'),
      headers: {
        'ratelimit-limit': '5000',
        'ratelimit-remaining': '0',
        'ratelimit-reset': String(Math.ceil(Date.now() / 1000) + seconds),
        'ratelimit-policy': '5000;w=3600',
      },
    });
    const broken = xrpcError(500, 'InternalServerError', 'Internal Server Error');
    return failures.apply({ tooMany, broken }, () => createRecord(did, body));
  }

  function getRecord(request: StandInRequest): Reply {
    const [repo, collection, rkey] = ['repo', 'collection', 'rkey'].map((name) => request.query.get(name));
    const did = findAccount(repo)?.did ?? repo;
    const post = posts.find((p) => p.did === did && p.rkey === rkey && !p.deleted);
    const uri = `at://${did}/${collection}/${rkey}`;
    if (!post || collection !== 'app.bsky.feed.post')
      return xrpcError(400, 'RecordNotFound', `Could not locate record: ${uri}`);
    return { status: 200, body: { uri, cid: post.cid, value: post.record } };
  }

  function getAuthorFeed(request: StandInRequest): Reply {
    const account = findAccount(request.query.get('actor'));
    if (!account) return invalidRequest('Profile not found');
    const limit = Math.min(Number(request.query.get('limit')) || 50, 100);
    const newestFirst = posts.filter((p) => p.did === account.did && !p.deleted).reverse();
    const feed = newestFirst.slice(0, limit).map((p) => ({
      post: {
        ...{ uri: p.uri, cid: p.cid, author: profile(account), record: p.record },
        ...{ replyCount: 0, repostCount: 0, likeCount: 0, quoteCount: 0, indexedAt: p.indexedAt, labels: [] },
      },
    }));
    return { status: 200, body: { feed } };
  }

  /** Deleting a record that is not there is no error (the PDS does nothing). */
  function deleteRecord(_request: StandInRequest, body: Record<string, any>, did: string): Reply {
    const refused = refuseRepo(body.repo, did);
    if (refused) return refused;
    const post = posts.find((p) => p.did === did && p.rkey === body.rkey && !p.deleted);
    if (post && body.collection === 'app.bsky.feed.post') post.deleted = true;
    return { status: 200, body: {} };
  }

  type Handler = (request: StandInRequest, body: Record<string, any>, did: string) => Answer;
  /** Each XRPC method: its HTTP method, whether it needs an access token, and its handler. */
  const methods: Record<string, [method: string, needsAuth: boolean, handler: Handler]> = {
    'com.atproto.server.createSession': ['POST', false, createSession],
    'com.atproto.server.refreshSession': ['POST', false, refreshSession],
    'app.bsky.actor.getProfile': ['GET', true, getProfile],
    'com.atproto.repo.uploadBlob': ['POST', true, uploadBlob],
    'com.atproto.repo.createRecord': ['POST', true, postRecord],
    'com.atproto.repo.getRecord': ['GET', false, getRecord],
    'com.atproto.repo.deleteRecord': ['POST', true, deleteRecord],
    'app.bsky.feed.getAuthorFeed': ['GET', false, getAuthorFeed],
  };

  function route(request: StandInRequest): Answer {
    const found = request.path.startsWith('/xrpc/') ? methods[request.path.slice('/xrpc/'.length)] : undefined;
    if (!found) return xrpcError(501, 'MethodNotImplemented', 'Method Not Implemented');
    const [method, needsAuth, handler] = found;
    if (request.method !== method)
      return invalidRequest(`Incorrect HTTP method (${request.method}) expected ${method}`);
    const json = request.headers['content-type']?.includes('json') && request.raw.length > 0;
    const body = json ? JSON.parse(request.raw.toString('utf8')) : {};
    const did = needsAuth ? authorize(request, accessTokens) : '';
    return typeof did === 'string' ? handler(request, body, did) : did;
  }

  const server = await serve({ port: options.port, calls, route, badRequest: invalidRequest('Invalid JSON body') });
  url = server.url;
  return {
    ...{ url, accounts, posts, blobs, calls, close: server.close },
    addAccount({ handle, appPassword, displayName }) {
      const existing = findAccount(handle);
      if (existing)
        return Object.assign(existing, { appPassword, displayName: displayName ?? existing.displayName }).did;
      const did = newDid();
      accounts.push({ did, handle: handle.toLowerCase(), displayName: displayName ?? handle, appPassword });
      return did;
    },
    failNext: (kind, failOptions) => failures.push(kind, failOptions),
    revokeAll() {
      for (const token of [...accessTokens.values(), ...refreshTokens.values()]) token.state = 'revoked';
      for (const account of accounts) account.appPassword = null;
    },
    expireAccessTokens() {
      for (const token of accessTokens.values()) if (token.state === 'valid') token.state = 'expired';
    },
  };
}

/** The stand-in for a test file: started in `before()`, closed in `after()` (the handle is filled in `before()`). */
export function blueskyStandIn(options: BlueskyStandInOptions = {}): BlueskyStandIn {
  return standInForTests(() => startBlueskyStandIn(options));
}
