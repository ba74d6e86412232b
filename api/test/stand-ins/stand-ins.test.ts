import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { blueskyStandIn } from './bluesky';
import { mastodonStandIn, startMastodonStandIn } from './mastodon';

// The stand-ins themselves, driven with plain fetch, so the tests that lean on them can trust them.

/** A response's JSON body, untyped. */
const json = (response: Response): Promise<any> => response.json();

const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields))
    for (const one of [value].flat()) body.append(Array.isArray(value) ? `${key}[]` : key, one);
  return body;
};

describe('the Mastodon stand-in', () => {
  const mastodon = mastodonStandIn();
  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${mastodon.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

  test('runs the OAuth dance: app, authorize redirect, code exchange (single use, PKCE), then the account', async () => {
    const redirectUri = 'https://app.example/callback';
    const registered = await fetch(`${mastodon.url}/api/v1/apps`, {
      method: 'POST',
      body: form({ client_name: 'Brandcast', redirect_uris: redirectUri, scopes: 'read write' }),
    });
    const app = await json(registered);
    assert.equal(registered.status, 200);
    assert.equal(app.redirect_uri, redirectUri);
    const verifier = 'a-verifier-of-enough-length-for-pkce-0123456789';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const authorize = (clientId: string, uri = redirectUri) => {
      const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: uri });
      query.append('scope', 'read write');
      query.append('state', 's1');
      query.append('code_challenge', challenge);
      query.append('code_challenge_method', 'S256');
      return fetch(`${mastodon.url}/oauth/authorize?${query}`, { redirect: 'manual' });
    };
    const approved = await authorize(app.client_id);
    assert.equal(approved.status, 302);
    const back = new URL(approved.headers.get('location')!);
    assert.equal(`${back.origin}${back.pathname}`, redirectUri);
    assert.equal(back.searchParams.get('state'), 's1');
    assert.equal((await authorize('nobody')).status, 400);
    assert.equal((await authorize(app.client_id, 'https://elsewhere.example/')).status, 400);
    mastodon.denyNextAuthorization();
    const denied = new URL((await authorize(app.client_id)).headers.get('location')!);
    assert.equal(denied.searchParams.get('error'), 'access_denied');

    const exchange = (code_verifier: string) =>
      fetch(`${mastodon.url}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ...{ grant_type: 'authorization_code', code: back.searchParams.get('code'), redirect_uri: redirectUri },
          ...{ client_id: app.client_id, client_secret: app.client_secret, code_verifier },
        }),
      });
    assert.equal((await json(await exchange('the wrong verifier'))).error, 'invalid_grant');
    const token = await json(await exchange(verifier));
    assert.equal(token.token_type, 'Bearer');
    assert.equal(token.scope, 'read write');
    assert.equal((await exchange(verifier)).status, 400, 'a code is single use');
    const me = await json(await api('/api/v1/accounts/verify_credentials', token.access_token));
    assert.equal(me.username, 'brandcast_test');
    assert.equal(me.avatar, `${mastodon.url}/avatars/1.png`);
  });

  test('posts statuses with media, counts URLs as 23, keeps Idempotency-Key replays, lists and deletes', async () => {
    const token = mastodon.issueToken();
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'a.png');
    upload.append('description', 'A square');
    const uploaded = await api('/api/v2/media', token, { method: 'POST', body: upload });
    const media = await json(uploaded);
    assert.equal(uploaded.status, 202);
    assert.deepEqual([media.type, media.description, mastodon.media.at(-1)?.size], ['image', 'A square', 2048]);

    const post = (body: URLSearchParams, key?: string) =>
      api('/api/v1/statuses', token, { method: 'POST', body, headers: key ? { 'idempotency-key': key } : {} });
    const first = await post(form({ status: 'Hello <world>', media_ids: [media.id] }), 'key-1');
    const status = await json(first);
    assert.equal(first.status, 200);
    assert.equal(status.content, '<p>Hello &#60;world&#62;</p>');
    assert.equal(status.media_attachments[0].id, media.id);
    assert.equal(status.url, `${mastodon.url}/@brandcast_test/${status.id}`);
    const replay = await json(await post(form({ status: 'Hello <world>' }), 'key-1'));
    assert.equal(replay.id, status.id);
    assert.equal(mastodon.posts.length, 1);

    const url = `https://example.com/${'a'.repeat(100)}`;
    assert.equal((await post(form({ status: `${'x'.repeat(476)} ${url}` }))).status, 200, '476 + 1 + 23 = 500');
    const tooLong = await post(form({ status: 'x'.repeat(501) }));
    assert.equal(tooLong.status, 422);
    assert.deepEqual(await json(tooLong), { error: 'Validation failed: Text character limit of 500 exceeded' });
    assert.equal((await json(await post(form({ status: ' ' })))).error, "Validation failed: Text can't be blank");

    const listed = await json(await api(`/api/v1/accounts/1/statuses?limit=5`, token));
    assert.deepEqual(
      listed.map((s: { id: string }) => s.id),
      mastodon.posts.map((p) => p.id).reverse(),
    );
    assert.equal((await api(`/api/v1/statuses/${status.id}`, token, { method: 'DELETE' })).status, 200);
    assert.equal(mastodon.posts[0]!.deleted, true);
    assert.equal((await api(`/api/v1/statuses/${status.id}`, token, { method: 'DELETE' })).status, 404);
  });

  test('fails the next posts as asked: 429, 500, a dropped answer after posting, a hang', async () => {
    const token = mastodon.issueToken();
    const post = (status: string, signal?: AbortSignal) =>
      api('/api/v1/statuses', token, { method: 'POST', body: form({ status }), signal });
    const before = mastodon.posts.length;
    mastodon.failNext('429', { retryAfterSeconds: 7 });
    mastodon.failNext('500');
    const limited = await post('one');
    assert.deepEqual([limited.status, limited.headers.get('retry-after')], [429, '7']);
    assert.equal((await post('two')).status, 500);
    mastodon.failNext('drop-after-post');
    await assert.rejects(post('three'));
    assert.equal(mastodon.posts.at(-1)?.text, 'three', 'posted, though never answered');
    mastodon.failNext('hang');
    await assert.rejects(post('four', AbortSignal.timeout(200)));
    assert.equal(mastodon.posts.length, before + 1);
    assert.equal((await post('five')).status, 200);
  });

  test('answers 401 to unknown and revoked tokens', async () => {
    const token = mastodon.issueToken();
    const unknown = await api('/api/v1/accounts/verify_credentials', 'nope');
    assert.deepEqual([unknown.status, await json(unknown)], [401, { error: 'The access token is invalid' }]);
    mastodon.revokeAll();
    const revoked = await api('/api/v1/accounts/verify_credentials', token);
    assert.deepEqual([revoked.status, await json(revoked)], [401, { error: 'The access token was revoked' }]);
  });

  test('close() ends a hanging request', async () => {
    const alone = await startMastodonStandIn();
    alone.failNext('hang');
    const token = alone.issueToken();
    const hanging = fetch(`${alone.url}/api/v1/statuses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form({ status: 'never answered' }),
    });
    while (alone.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await alone.close();
    await assert.rejects(hanging);
  });
});

describe('the Bluesky stand-in', () => {
  const bluesky = blueskyStandIn();
  const xrpc = (method: string, init: { token?: string; body?: unknown; query?: Record<string, string> } = {}) =>
    fetch(`${bluesky.url}/xrpc/${method}${init.query ? `?${new URLSearchParams(init.query)}` : ''}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.token && { authorization: `Bearer ${init.token}` }),
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  const signIn = async (identifier: string, password = 'app-pass-word') =>
    json(await xrpc('com.atproto.server.createSession', { body: { identifier, password } }));
  const createPost = (token: string, repo: string, record: object, rkey?: string) =>
    xrpc('com.atproto.repo.createRecord', {
      token,
      body: { repo, collection: 'app.bsky.feed.post', rkey, record: { $type: 'app.bsky.feed.post', ...record } },
    });

  test('signs in with an app password, refreshes once per refresh token, and expires access tokens', async () => {
    const did = bluesky.addAccount({ handle: 'brand.test', appPassword: 'app-pass-word', displayName: 'Brand' });
    assert.match(did, /^did:plc:[a-z2-7]{24}$/);
    assert.equal((await signIn('brand.test', 'wrong')).error, 'AuthenticationRequired');
    const session = await signIn('brand.test');
    assert.deepEqual([session.did, session.handle, session.active], [did, 'brand.test', true]);
    const profile = await json(
      await xrpc('app.bsky.actor.getProfile', { token: session.accessJwt, query: { actor: did } }),
    );
    assert.equal(profile.displayName, 'Brand');

    const refreshed = await json(
      await xrpc('com.atproto.server.refreshSession', { token: session.refreshJwt, body: {} }),
    );
    assert.notEqual(refreshed.accessJwt, session.accessJwt);
    const again = await xrpc('com.atproto.server.refreshSession', { token: session.refreshJwt, body: {} });
    assert.deepEqual([again.status, (await json(again)).error], [400, 'ExpiredToken']);

    bluesky.expireAccessTokens();
    const expired = await xrpc('app.bsky.actor.getProfile', { token: refreshed.accessJwt, query: { actor: did } });
    assert.deepEqual(await json(expired), { error: 'ExpiredToken', message: 'Token has expired' });
    const renewed = await xrpc('com.atproto.server.refreshSession', { token: refreshed.refreshJwt, body: {} });
    assert.equal(renewed.status, 200);
  });

  test('uploads blobs, creates, reads, lists and deletes posts, and checks them as the PDS does', async () => {
    const did = bluesky.addAccount({ handle: 'posts.test', appPassword: 'app-pass-word' });
    const { accessJwt: token } = await signIn(did);
    const upload = (bytes: number) =>
      fetch(`${bluesky.url}/xrpc/com.atproto.repo.uploadBlob`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
        body: new Uint8Array(bytes),
      });
    const { blob } = await json(await upload(1000));
    assert.deepEqual([blob.$type, blob.mimeType, blob.size], ['blob', 'image/png', 1000]);
    assert.match(blob.ref.$link, /^bafkrei[a-z2-7]{52}$/);
    assert.equal((await json(await upload(1_200_000))).error, 'BlobTooLarge');

    const embed = { $type: 'app.bsky.embed.images', images: [{ image: blob, alt: 'A square' }] };
    const createdAt = new Date().toISOString();
    const created = await json(await createPost(token, did, { text: 'First', createdAt, embed }));
    assert.match(created.uri, new RegExp(`^at://${did}/app\\.bsky\\.feed\\.post/[2-7a-z]{13}$`));
    const thumbs = '👍🏽'.repeat(300); // 300 graphemes, 600 code points, 2400 bytes (the limit is 3000)
    assert.equal((await createPost(token, did, { text: thumbs, createdAt })).status, 200, '300 graphemes are fine');
    const tooLong = await json(await createPost(token, did, { text: 'x'.repeat(301), createdAt }));
    assert.deepEqual(tooLong, {
      error: 'InvalidRequest',
      message: 'Invalid app.bsky.feed.post record: Record/text must not be longer than 300 graphemes',
    });
    assert.equal((await createPost(token, did, { text: 'Mine', createdAt }, 'fixed')).status, 200);
    assert.equal((await createPost(token, did, { text: 'Again', createdAt }, 'fixed')).status, 500, 'key in use');
    const other = bluesky.addAccount({ handle: 'other.test', appPassword: 'other' });
    assert.equal((await createPost(token, other, { text: 'Not mine', createdAt })).status, 401);

    const rkey = created.uri.split('/').at(-1);
    const query = { repo: did, collection: 'app.bsky.feed.post', rkey };
    const read = await json(await xrpc('com.atproto.repo.getRecord', { query }));
    assert.deepEqual([read.cid, read.value.text], [created.cid, 'First']);
    const { feed } = await json(await xrpc('app.bsky.feed.getAuthorFeed', { query: { actor: 'posts.test' } }));
    assert.deepEqual(
      feed.map((item: any) => item.post.record.text),
      ['Mine', thumbs, 'First'],
    );
    const deleted = await xrpc('com.atproto.repo.deleteRecord', { token, body: { ...query, repo: did } });
    assert.deepEqual(await json(deleted), {});
    const gone = await json(await xrpc('com.atproto.repo.getRecord', { query }));
    assert.deepEqual(gone, { error: 'RecordNotFound', message: `Could not locate record: ${created.uri}` });
  });

  test('fails the next createRecord as asked, and answers unknown methods and missing auth', async () => {
    const did = bluesky.addAccount({ handle: 'fails.test', appPassword: 'app-pass-word' });
    const { accessJwt: token } = await signIn(did);
    const createdAt = new Date().toISOString();
    bluesky.failNext('429', { retryAfterSeconds: 3 });
    bluesky.failNext('500');
    const limited = await createPost(token, did, { text: 'one', createdAt });
    assert.deepEqual([limited.status, (await json(limited)).error], [429, 'RateLimitExceeded']);
    assert.equal(limited.headers.get('retry-after'), '3');
    assert.ok(Number(limited.headers.get('ratelimit-reset')) > Date.now() / 1000);
    assert.equal((await createPost(token, did, { text: 'two', createdAt })).status, 500);
    bluesky.failNext('drop-after-post');
    await assert.rejects(createPost(token, did, { text: 'three', createdAt }));
    bluesky.failNext('hang');
    const hanging = fetch(`${bluesky.url}/xrpc/com.atproto.repo.createRecord`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ repo: did, collection: 'app.bsky.feed.post', record: { text: 'four', createdAt } }),
      signal: AbortSignal.timeout(200),
    });
    await assert.rejects(hanging);
    assert.deepEqual(
      bluesky.posts.filter((p) => p.did === did).map((p) => p.text),
      ['three'],
    );

    const unknown = await xrpc('com.example.nothing');
    assert.deepEqual([unknown.status, (await json(unknown)).error], [501, 'MethodNotImplemented']);
    const anonymous = await xrpc('com.atproto.repo.createRecord', { body: {} });
    assert.deepEqual(await json(anonymous), { error: 'AuthMissing', message: 'Authentication Required' });
  });

  test('revokeAll() revokes every token and app password until the account is added again', async () => {
    bluesky.addAccount({ handle: 'revoked.test', appPassword: 'app-pass-word' });
    const session = await signIn('revoked.test');
    bluesky.revokeAll();
    const query = { actor: 'revoked.test' };
    const revoked = await xrpc('app.bsky.actor.getProfile', { token: session.accessJwt, query });
    assert.deepEqual(await json(revoked), { error: 'ExpiredToken', message: 'Token has been revoked' });
    const refresh = await xrpc('com.atproto.server.refreshSession', { token: session.refreshJwt, body: {} });
    assert.equal(refresh.status, 400);
    assert.equal((await signIn('revoked.test')).message, 'Invalid identifier or password');
    bluesky.addAccount({ handle: 'revoked.test', appPassword: 'app-pass-word' });
    assert.ok((await signIn('revoked.test')).accessJwt);
  });
});
