import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BLUESKY_WRONG_PASSWORD, type Channel, type Copy, type Publication } from '@brandcast/shared';
import { forEachDatabase, signUp } from '../../helpers';
import { blueskyStandIn } from '../../stand-ins/bluesky';
import { call, expectData, expectError } from '../copy/fixtures';
import { APP_PASSWORD, PUBLISHING_CONFIG, connectBluesky, publicationsWhen, settled, xCopy } from './fixtures';

/* Bluesky end to end against its stand-in: connect, publish now, the platform's failures. */
const bluesky = blueskyStandIn();

forEachDatabase(({ build, kind }) => {
  test('connect with an app password; publish now: posted once, its link kept, the copy published', async (t) => {
    const app = await build(t, PUBLISHING_CONFIG);
    const owner = await signUp(app);
    const handle = `pawsh-${kind}.bsky.social`;
    bluesky.addAccount({ handle, appPassword: APP_PASSWORD });
    expectError(
      await call(app, owner, 'POST', '/channel/bluesky', { handle, appPassword: 'wrong', service: bluesky.url }),
      400,
      BLUESKY_WRONG_PASSWORD,
    );
    const channel = await connectBluesky(app, owner, bluesky, handle);
    assert.equal(channel.handle, handle);
    assert.equal(channel.state, 'connected');
    assert.deepEqual(
      expectData<Channel[]>(await call(app, owner, 'GET', '/channel'), 200).map((c) => c.id),
      [channel.id],
    );

    const copy = await xCopy(app, owner, `Calm grooming (${kind}). Book at https://pawsh.example/book #DogGrooming`);
    const queued = expectData<Publication[]>(
      await call(app, owner, 'POST', `/copy/${copy.id}/publications`, { channelIds: [channel.id] }),
      202,
    );
    assert.equal(queued.length, 1);
    const [published] = await publicationsWhen(app, owner, copy.id, settled);
    assert.equal(published!.state, 'published', published!.error ?? '');
    const posts = bluesky.posts.filter((post) => post.record.text === copy.content);
    assert.equal(posts.length, 1, 'posted once');
    assert.equal(published!.postUrl, `https://bsky.app/profile/${handle}/post/${posts[0]!.rkey}`);
    // The link and the tag are facets, at their UTF-8 byte offsets.
    const features = (posts[0]!.record.facets as { features: { $type: string }[] }[]).map((f) => f.features[0]!.$type);
    assert.deepEqual(features.sort(), ['app.bsky.richtext.facet#link', 'app.bsky.richtext.facet#tag']);
    const after = expectData<Copy>(await call(app, owner, 'GET', `/copy/${copy.id}`), 200);
    assert.equal(after.status, 'published');
    assert.ok(after.publishedAt);

    // Publishing again to the same channel posts nothing more.
    expectData(await call(app, owner, 'POST', `/copy/${copy.id}/publications`, { channelIds: [channel.id] }), 202);
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(bluesky.posts.filter((post) => post.record.text === copy.content).length, 1);
  });

  test('an expired access token is refreshed; a revoked one marks the channel for reconnecting and says why', async (t) => {
    const app = await build(t, PUBLISHING_CONFIG);
    const owner = await signUp(app);
    const channel = await connectBluesky(app, owner, bluesky, `refresh-${kind}.bsky.social`);

    bluesky.expireAccessTokens();
    const first = await xCopy(app, owner, `Fresh token ${kind}`);
    await call(app, owner, 'POST', `/copy/${first.id}/publications`, { channelIds: [channel.id] });
    const [refreshed] = await publicationsWhen(app, owner, first.id, settled);
    assert.equal(refreshed!.state, 'published', refreshed!.error ?? '');

    bluesky.revokeAll();
    const second = await xCopy(app, owner, `Revoked token ${kind}`);
    await call(app, owner, 'POST', `/copy/${second.id}/publications`, { channelIds: [channel.id] });
    const [failed] = await publicationsWhen(app, owner, second.id, settled);
    assert.equal(failed!.state, 'failed');
    assert.match(failed!.error!, /reconnect it in Settings → Channels/);
    const [listed] = expectData<Channel[]>(await call(app, owner, 'GET', '/channel'), 200);
    assert.equal(listed!.state, 'reconnect');
    expectError(
      await call(app, owner, 'POST', `/copy/${second.id}/publications`, { channelIds: [channel.id] }),
      409,
      `Reconnect ${channel.handle} in Settings → Channels before publishing to it.`,
    );
    const notifications = expectData<{ title: string }[]>(await call(app, owner, 'GET', '/notification'), 200);
    assert.ok(notifications.some((n) => n.title === 'Reconnect a channel'));

    // Connecting again (a new app password) makes it publish again, and the failed one is tried again.
    const again = await connectBluesky(app, owner, bluesky, channel.handle);
    assert.equal(again.id, channel.id);
    assert.equal(again.state, 'connected');
    await call(app, owner, 'POST', `/copy/${second.id}/publications/${failed!.id}/retry`);
    const [retried] = await publicationsWhen(app, owner, second.id, (p) => p[0]?.state === 'published');
    assert.ok(retried!.postUrl);
  });

  test('429 waits for Retry-After; a dropped connection after the post is settled by reading the record: once', async (t) => {
    const app = await build(t, PUBLISHING_CONFIG);
    const owner = await signUp(app);
    const channel = await connectBluesky(app, owner, bluesky, `failures-${kind}.bsky.social`);

    bluesky.failNext('429', { retryAfterSeconds: 1 });
    const slowed = await xCopy(app, owner, `Slowed down ${kind}`);
    await call(app, owner, 'POST', `/copy/${slowed.id}/publications`, { channelIds: [channel.id] });
    const [waited] = await publicationsWhen(app, owner, slowed.id, settled);
    assert.equal(waited!.state, 'published', waited!.error ?? '');
    assert.equal(bluesky.posts.filter((post) => post.text === slowed.content).length, 1);

    bluesky.failNext('drop-after-post');
    const dropped = await xCopy(app, owner, `Dropped after posting ${kind}`);
    await call(app, owner, 'POST', `/copy/${dropped.id}/publications`, { channelIds: [channel.id] });
    const [unknown] = await publicationsWhen(
      app,
      owner,
      dropped.id,
      (p) => p[0]?.state !== 'queued' && p[0]?.state !== 'publishing',
    );
    assert.equal(unknown!.state, 'unconfirmed', 'the outcome is unknown until Brandcast looks');
    const [found] = await publicationsWhen(app, owner, dropped.id, settled);
    assert.equal(found!.state, 'published', found!.error ?? '');
    assert.equal(bluesky.posts.filter((post) => post.text === dropped.content).length, 1, 'never twice');
  });
});
