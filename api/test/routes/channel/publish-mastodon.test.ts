import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Channel } from '@brandcast/shared';
import { forEachDatabase, signUp, type Account } from '../../helpers';
import { mastodonStandIn } from '../../stand-ins/mastodon';
import { call, expectData } from '../copy/fixtures';
import { PUBLISHING_CONFIG, publicationsWhen, settled, xCopy } from './fixtures';

/* Mastodon end to end against its stand-in: the OAuth sign-in, publish now, and the platform's failures. */
const mastodon = mastodonStandIn();

/** The browser's trip: Brandcast's authorize address, the server's consent (the stand-in agrees), the callback. */
async function signInThroughServer(app: FastifyInstance, owner: Account): Promise<URL> {
  const { authorizeUrl } = expectData<{ authorizeUrl: string }>(
    await call(app, owner, 'POST', '/channel/mastodon', { server: mastodon.url }),
    200,
  );
  const consent = await fetch(authorizeUrl, { redirect: 'manual' });
  const callback = new URL(consent.headers.get('location')!);
  assert.equal(callback.pathname, '/api/channel/mastodon/callback');
  const back = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  assert.equal(back.statusCode, 303);
  return new URL(back.headers.location as string);
}

forEachDatabase(({ build, kind }) => {
  test('connect through the server’s sign-in (PKCE, one-use state); publish now with an Idempotency-Key', async (t) => {
    const app = await build(t, PUBLISHING_CONFIG);
    const owner = await signUp(app);
    const landed = await signInThroughServer(app, owner);
    assert.equal(landed.pathname, '/settings/channels');
    const handle = `@brandcast_test@${new URL(mastodon.url).host}`;
    assert.equal(landed.searchParams.get('connected'), handle);
    const [channel] = expectData<Channel[]>(await call(app, owner, 'GET', '/channel'), 200);
    assert.equal(channel!.handle, handle);
    assert.equal(channel!.platform, 'mastodon');
    assert.ok(mastodon.apps.length >= 1, 'Brandcast registered itself on the server');

    // The state is good once: the same callback again connects nothing.
    const { authorizeUrl } = expectData<{ authorizeUrl: string }>(
      await call(app, owner, 'POST', '/channel/mastodon', { server: mastodon.url }),
      200,
    );
    const consent = new URL((await fetch(authorizeUrl, { redirect: 'manual' })).headers.get('location')!);
    const path = `${consent.pathname}${consent.search}`;
    assert.equal((await app.inject({ method: 'GET', url: path })).statusCode, 303);
    const reused = await app.inject({ method: 'GET', url: path });
    assert.match(new URL(reused.headers.location as string).searchParams.get('error')!, /expired or was used/);

    const copy = await xCopy(app, owner, `Calm grooming (${kind}): https://pawsh.example/a/very/long/booking/link`);
    await call(app, owner, 'POST', `/copy/${copy.id}/publications`, { channelIds: [channel!.id] });
    const [published] = await publicationsWhen(app, owner, copy.id, settled);
    assert.equal(published!.state, 'published', published!.error ?? '');
    const posts = mastodon.posts.filter((post) => post.text === copy.content);
    assert.equal(posts.length, 1);
    assert.ok(posts[0]!.idempotencyKey, 'sent with an Idempotency-Key');
    assert.equal(published!.postUrl, `${mastodon.url}/@brandcast_test/${posts[0]!.id}`);
  });

  test('the user declines on the server: back to Settings with a reason, nothing connected', async (t) => {
    const app = await build(t, PUBLISHING_CONFIG);
    const owner = await signUp(app);
    mastodon.denyNextAuthorization();
    const landed = await signInThroughServer(app, owner);
    assert.match(landed.searchParams.get('error')!, /did not allow/);
    assert.deepEqual(expectData<Channel[]>(await call(app, owner, 'GET', '/channel'), 200), []);
  });

  test('429 then 500 then a dropped connection: published once; a revoked token asks for reconnecting', async (t) => {
    const app = await build(t, PUBLISHING_CONFIG);
    const owner = await signUp(app);
    await signInThroughServer(app, owner);
    const [channel] = expectData<Channel[]>(await call(app, owner, 'GET', '/channel'), 200);

    mastodon.failNext('429', { retryAfterSeconds: 1 });
    mastodon.failNext('500');
    mastodon.failNext('drop-after-post');
    const copy = await xCopy(app, owner, `Three failures, one post ${Date.now()}`);
    await call(app, owner, 'POST', `/copy/${copy.id}/publications`, { channelIds: [channel!.id] });
    const [published] = await publicationsWhen(app, owner, copy.id, settled, 40_000);
    assert.equal(published!.state, 'published', published!.error ?? '');
    assert.equal(mastodon.posts.filter((post) => post.text === copy.content && !post.deleted).length, 1, 'never twice');

    mastodon.revokeAll();
    const next = await xCopy(app, owner, `After the revoke ${Date.now()}`);
    await call(app, owner, 'POST', `/copy/${next.id}/publications`, { channelIds: [channel!.id] });
    const [failed] = await publicationsWhen(app, owner, next.id, settled);
    assert.equal(failed!.state, 'failed');
    assert.match(failed!.error!, /^Mastodon no longer accepts Brandcast's access to @brandcast_test@/);
    assert.equal(expectData<Channel[]>(await call(app, owner, 'GET', '/channel'), 200)[0]!.state, 'reconnect');
  });
});
